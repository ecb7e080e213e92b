import MoveMeCore
import MoveMeDynamics
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// What the session's preferences are made from, as plain values: compared at every press and
/// key before the preferences (a dictionary of strings, each value formatted and hashed) are
/// made, which is only when they changed.
///
/// The application's state only: the greeting, the scene, the collision mode. Slow animations
/// and the inspector are toggles of a session, as the iOS Simulator's Slow Animations: `s` and
/// `i` change what this run shows, never what the next one starts with (only `moveme settings
/// set` does), so they are not among the choices and stay at their defaults in `preferences`.
struct PreferenceChoices: Equatable {
    var greetingIndex: Int
    var scene: String
    var collisionMode: String

    var preferences: Preferences {
        var values = Preferences()
        values.greetingIndex = greetingIndex
        values.scene = scene
        values.collisionMode = collisionMode
        return values
    }
}
