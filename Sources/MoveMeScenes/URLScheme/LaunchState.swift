/// What a launch asks for beyond the defaults: the scene, the greeting, slow animations and the
/// inspector, each nil when not asked. A `moveme://` URL gives one (`LaunchURL`); an
/// application's delegate applies it, as `application(_:open:)` does.
public struct LaunchState: Equatable, Sendable {
    /// The scene names, in the order of their keys: the catalogue's.
    public static var sceneNames: [String] { SceneCatalog.all.map(\.name) }
    /// The collision scene's modes, in the order `m` cycles them: the recipe's.
    public static var collisionModeNames: [String] { CollisionRecipe.modes.map(\.name) }
    /// The highest greeting number a launch may ask for (a front end takes it modulo the
    /// list's length).
    public static let maximumGreeting = 9999

    public var scene: String?
    /// From 0, as the preferences number greetings.
    public var greetingIndex: Int?
    public var slowAnimations: Bool?
    public var showsInspector: Bool?

    public init(scene: String? = nil, greetingIndex: Int? = nil, slowAnimations: Bool? = nil, showsInspector: Bool? = nil) {
        self.scene = scene
        self.greetingIndex = greetingIndex
        self.slowAnimations = slowAnimations
        self.showsInspector = showsInspector
    }

    /// Sets what it asks for, over what `configuration` had.
    public func apply(to configuration: inout Configuration) {
        if let scene = scene.flatMap(SceneCatalog.named) { configuration.scene = scene }
        if let greetingIndex { configuration.greetingIndex = greetingIndex }
        if let slowAnimations { configuration.slowAnimations = slowAnimations }
        if let showsInspector { configuration.showsInspector = showsInspector }
    }

    /// A later state's values over this one's.
    public func merging(_ later: LaunchState) -> LaunchState {
        LaunchState(scene: later.scene ?? scene, greetingIndex: later.greetingIndex ?? greetingIndex,
                    slowAnimations: later.slowAnimations ?? slowAnimations, showsInspector: later.showsInspector ?? showsInspector)
    }
}
