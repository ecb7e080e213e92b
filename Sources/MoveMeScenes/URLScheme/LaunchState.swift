import MoveMeCore
import MoveMeStrings
import MoveMeRendering
/// What a launch asks for beyond the defaults: the scene, the greeting, slow animations and the
/// inspector, each nil when not asked. A `moveme://` URL gives one (`LaunchURL`); an
/// application's delegate applies it, as `application(_:open:)` does.
public struct LaunchState: Equatable, Sendable {
    /// The scene names, in the order of their keys (the front end's `SceneName` has the same).
    public static let sceneNames = ["moveme", "gravity", "collision", "boundary", "throw", "touches"]
    /// The collision scene's modes, in the order `m` cycles them.
    public static let collisionModeNames = ["everything", "boundaries", "items"]
    /// The highest greeting number a launch may ask for (a front end takes it modulo the
    /// list's length).
    public static let maximumGreeting = 9999

    public var scene: String?
    /// From 0, as the preferences number greetings.
    public var greetingIndex: Int?
    public var slowAnimations: Bool?
    public var inspector: Bool?

    public init(scene: String? = nil, greetingIndex: Int? = nil, slowAnimations: Bool? = nil, inspector: Bool? = nil) {
        self.scene = scene
        self.greetingIndex = greetingIndex
        self.slowAnimations = slowAnimations
        self.inspector = inspector
    }
}
