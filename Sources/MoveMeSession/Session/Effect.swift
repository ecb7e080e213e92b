import MoveMeScenes

/// What a session asks of the world, returned by `Session.update(_:at:)` for the terminal
/// around it to do: the session itself does no I/O.
public enum Effect: Equatable, Sendable {
    /// Bytes for the terminal besides frames: a copy's OSC 52.
    case write(String)
    /// The preferences to write (debounced: at most once a second while things change, and
    /// at the end).
    case savePreferences(Preferences)
    /// Stop the process (Ctrl-Z as a key), then tell the session `resume` after `fg`.
    case suspend
    /// End the program with this status.
    case exit(Int32)
}
