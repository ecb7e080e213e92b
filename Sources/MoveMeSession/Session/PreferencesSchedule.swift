import MoveMeScenes

/// When the preferences are written, as a pure type under the loop's time: a change is saved
/// `delay` seconds after the first change since the last save, with whatever the values are
/// by then, so a burst of changes (the scene keys pressed in turn, `s` held down) is one write
/// and never a write a frame. Termination saves whatever is left, at once (the delegate's
/// `applicationWillTerminate`).
struct PreferencesSchedule {
    static let delay = 1.0

    /// What was last saved (or found at start).
    private(set) var saved: Preferences
    /// When a save is due; nil while the values are those saved.
    private(set) var deadline: Double?

    init(saved: Preferences) {
        self.saved = saved
    }

    /// The values are now `current` (after input): a save is due `delay` from the first change.
    mutating func note(_ current: Preferences, at time: Double) {
        if current == saved {
            deadline = nil
        } else if deadline == nil {
            deadline = time + Self.delay
        }
    }

    /// The values to write at `time`, if a save is due (they then count as saved); nil if not.
    /// `current` is asked for only when a save is due: the loop asks after every frame, and
    /// making the values (a dictionary of strings, the scene asked what it is) was work in
    /// every frame for a save that comes about once a session.
    mutating func take(_ current: @autoclosure () -> Preferences, at time: Double) -> Preferences? {
        guard let deadline, time >= deadline else { return nil }
        self.deadline = nil
        let current = current()
        guard current != saved else { return nil }
        saved = current
        return current
    }

    /// Saved by someone else (at termination): nothing is due.
    mutating func didSave(_ values: Preferences) {
        saved = values
        deadline = nil
    }
}
