import MoveMeCore
import MoveMeDynamics
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// What the session's preferences are made from, as plain values: compared at every press and
/// key before the preferences (a dictionary of strings, each value formatted and hashed) are
/// made, which is only when they changed.
struct PreferenceChoices: Equatable {
    var greetingIndex: Int
    var scene: String
    var slowAnimations: Bool
    var inspector: Bool
    var collisionMode: String

    var preferences: Preferences {
        var values = Preferences()
        values.greetingIndex = greetingIndex
        values.scene = scene
        values.slowAnimations = slowAnimations
        values.inspector = inspector
        values.collisionMode = collisionMode
        return values
    }
}
