import MoveMeCore
import MoveMeDynamics
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// The session's state as preferences (user defaults): what a person expects to find again
/// after a restart. The session only says what they are and when a save is due; the shell has
/// the program's delegate write them.
extension Session {
    /// The values now: the greeting shown, the scene, the collision mode last chosen. Slow
    /// animations and the inspector are the session's toggles, not its state: they stay at
    /// their defaults here, and the delegate leaves them as the file has them
    /// (`PreferenceChoices`).
    public var preferences: Preferences { choices.preferences }

    /// What the values are made from.
    var choices: PreferenceChoices {
        PreferenceChoices(greetingIndex: scene.placardGreetingIndex ?? greetingIndex, scene: sceneEntry.name,
                          collisionMode: scene.collisionModeName ?? collisionMode)
    }

    /// The values to write now, if a save is due (debounced: `PreferencesSchedule`).
    public func preferencesToSave(at time: Double) -> Preferences? {
        // A save (or none, the values being those saved) changes what noting the same choices does.
        if let deadline = preferencesSchedule.deadline, time >= deadline { notedChoices = nil }
        return preferencesSchedule.take(preferences, at: time)
    }

    /// After input: a save becomes due if something changed. The same choices as at the last
    /// note, with nothing saved since, would leave the schedule as it is: the values are then
    /// not made (every press of a drag and of a double tap notes them; making them was most
    /// of a press's handling in the session's profile).
    func notePreferences(at time: Double) {
        let choices = self.choices
        guard choices != notedChoices else { return }
        notedChoices = choices
        preferencesSchedule.note(choices.preferences, at: time)
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
