import MoveMeCore

/// The user's settings every scene is made with (their greetings, their double-click
/// interval), so a scene switched to takes them as the first one did.
public struct SceneSettings: Sendable {
    public var greetings: [String]
    public var doubleTapInterval: Double

    public init(greetings: [String] = Greetings.standard, doubleTapInterval: Double = TapCounter.standardInterval) {
        self.greetings = greetings
        self.doubleTapInterval = doubleTapInterval
    }
}
