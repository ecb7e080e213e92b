import MoveMeScenes

/// The session's state as preferences (user defaults): what a person expects to find again
/// after a restart. The session only says what they are and when a save is due; the runtime has
/// the program's delegate write them.
extension Session {
    /// The configuration as it is now: the greeting and the collision mode from the scene that
    /// shows them, slow animations as the scene runs them.
    public var currentConfiguration: Configuration {
        var current = configuration
        current.greetingIndex = scene.placardGreetingIndex ?? configuration.greetingIndex
        current.collisionMode = scene.collisionModeName ?? configuration.collisionMode
        current.slowAnimations = scene.animationSpeed != 1
        return current
    }

    /// The values to save now: the application's state, the greeting shown, the scene, the
    /// collision mode last chosen. Slow animations and the inspector are the session's
    /// toggles, not its state: they stay at their defaults here, and the delegate leaves them
    /// as the file has them (`Preferences.keeping`).
    public var preferences: Preferences { Preferences().keeping(currentConfiguration) }

    /// The values to write now, if a save is due (debounced: `PreferencesSchedule`).
    func preferencesToSave(at time: Double) -> Preferences? {
        return preferencesSchedule.take(preferences, at: time)
    }

    /// After input: a save becomes due if something changed.
    func notePreferences(at time: Double) {
        preferencesSchedule.note(Preferences().keeping(currentConfiguration), at: time)
    }

    /// Takes the greeting and the mode from the scene showing, before it goes.
    func keepChoices() {
        if let index = scene.placardGreetingIndex { configuration.greetingIndex = index }
        if let mode = scene.collisionModeName { configuration.collisionMode = mode }
    }

    /// Gives the scene showing the greeting and the mode last chosen.
    func applyChoices(at time: Double) {
        scene.placardHostIfAny?.placardView.showGreeting(at: configuration.greetingIndex)
        scene.setCollisionMode(named: configuration.collisionMode)
    }
}

extension Scene {
    /// The placard's greeting, in a scene that shows MoveMe's placard.
    var placardGreetingIndex: Int? {
        placardHostIfAny?.placardView.greetingIndex
    }
}
