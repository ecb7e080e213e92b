import MoveMeCore
import MoveMeTerminal

/// The session's state as preferences (user defaults): what a person expects to find again
/// after a restart. The session only says what they are and when a save is due; the shell has
/// the program's delegate write them.
extension Session {
    /// The values now: the greeting shown, the scene, slow animations, the inspector, the
    /// collision mode last chosen.
    public var preferences: Preferences {
        var values = Preferences()
        values.greetingIndex = scene.placardGreetingIndex ?? greetingIndex
        values.scene = sceneEntry.name
        values.slowAnimations = scene.animationSpeed != 1
        values.inspector = showsInspector
        values.collisionMode = scene.collisionModeName ?? collisionMode
        return values
    }

    /// The values to write now, if a save is due (debounced: `PreferencesSchedule`).
    public func preferencesToSave(at time: Double) -> Preferences? {
        preferencesSchedule.take(preferences, at: time)
    }

    /// After input: a save becomes due if something changed.
    func notePreferences(at time: Double) {
        preferencesSchedule.note(preferences, at: time)
    }

    /// Takes the greeting and the mode from the scene showing, before it goes.
    func keepChoices() {
        if let index = scene.placardGreetingIndex { greetingIndex = index }
        if let mode = scene.collisionModeName { collisionMode = mode }
    }

    /// Gives the scene showing the greeting and the mode last chosen.
    func applyChoices(at time: Double) {
        scene.placardHostIfAny?.placardView.showGreeting(at: greetingIndex)
        scene.setCollisionMode(named: collisionMode)
    }
}

extension Scene {
    /// The placard's greeting, in a scene that shows MoveMe's placard.
    var placardGreetingIndex: Int? {
        placardHostIfAny?.placardView.greetingIndex
    }
}
