extension Application {
    /// Whether the application receives events, as UIApplication.State. Inactive before launch
    /// ends and between `applicationWillResignActive` and `applicationDidBecomeActive` (a call,
    /// a lock; in a terminal: focus gone, Ctrl-Z). UIKit's `.background` has no terminal
    /// counterpart: a stopped program runs nothing.
    public enum State: String, Equatable, Sendable {
        /// In the foreground and receiving events; or interrupted, or not yet launched.
        case active, inactive
    }
}
