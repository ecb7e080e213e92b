import MoveMeCore

/// How the program is set up: the scene, the greeting, slow animations, the inspector, the
/// collision scene's mode and the hint; the greetings, the double-click interval, the frame
/// rate. One value, the one path from the command line and the preferences to the session,
/// filled in order, each way over the one before: its defaults, the preferences
/// (`Preferences.apply(to:)`, the part kept between starts), the command's options, a
/// `moveme://` URL (`LaunchState.apply(to:)`). The scenes are made from it; a running session
/// keeps its own as things change, and saves the application's part of it.
public struct Configuration: Equatable, Sendable {
    /// The scenes the program has, in the order of their keys: MoveMe's catalogue
    /// (`SceneCatalog.all`), or an application's one scene (`ApplicationScene`).
    public var scenes: [SceneEntry]
    /// The scene shown.
    public var scene: SceneEntry
    /// The greeting shown, from 0 (taken modulo the list's length, since a person's own list
    /// may be shorter).
    public var greetingIndex: Int
    /// The iOS Simulator's Slow Animations: timed animations at a tenth of their speed.
    public var slowAnimations: Bool
    /// The inspector beside or below the scene.
    public var showsInspector: Bool
    /// The collision scene's mode: one of `LaunchState.collisionModeNames`.
    public var collisionMode: String
    /// The hint on the bottom row, and the scenes' captions (`--no-hint` leaves the row empty).
    public var showsHint: Bool
    /// The greetings the placard cycles through (a greetings file's, or the standard fifteen).
    public var greetings: [String]
    /// The longest time between the taps of a double tap (`--double-click-ms`).
    public var doubleTapInterval: Double
    /// Frames a second while something moves (`--fps`).
    public var framesPerSecond: Int

    public init(scenes: [SceneEntry] = SceneCatalog.all, scene: SceneEntry? = nil, greetingIndex: Int = 0, slowAnimations: Bool = false,
                showsInspector: Bool = false, collisionMode: String = "everything", showsHint: Bool = true,
                greetings: [String] = Greetings.standard, doubleTapInterval: Double = TapCounter.standardInterval,
                framesPerSecond: Int = 60) {
        self.scenes = scenes
        self.scene = scene ?? scenes[0]
        self.greetingIndex = greetingIndex
        self.slowAnimations = slowAnimations
        self.showsInspector = showsInspector
        self.collisionMode = collisionMode
        self.showsHint = showsHint
        self.greetings = greetings
        self.doubleTapInterval = doubleTapInterval
        self.framesPerSecond = framesPerSecond
    }
}
