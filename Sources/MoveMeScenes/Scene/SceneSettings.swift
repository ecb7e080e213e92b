import MoveMeCore

/// What every scene is made with: the user's settings (their greetings, their double-click
/// interval), so a scene switched to takes them as the first one did, and the program's one
/// application, whose life cycle (an interruption) reaches every scene made.
public struct SceneSettings {
    public var greetings: [String]
    public var doubleTapInterval: Double
    public let application: Application

    public init(greetings: [String] = Greetings.standard, doubleTapInterval: Double = TapCounter.standardInterval,
                application: Application = Application()) {
        self.greetings = greetings
        self.doubleTapInterval = doubleTapInterval
        self.application = application
    }
}
