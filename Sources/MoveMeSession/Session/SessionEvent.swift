import MoveMeTerminal

/// What happens to a session, told by the terminal around it with the time it happened
/// (`Session.update(_:at:)`).
public enum SessionEvent: Equatable, Sendable {
    /// What one read of the terminal decoded: keys, the mouse, a paste, focus reports.
    case input([InputEvent])
    /// The terminal is now this size.
    case resize(columns: Int, rows: Int)
    /// The terminal's cell is this size in pixels (at the start, after a resize), or no size
    /// is known: where images are drawn, their scale.
    case cellPixels(CellPixelSize?)
    /// A signal the terminal around the session took.
    case signal(Signal)
    /// Back after a stop (`fg`), at the terminal's size then: everything is drawn again.
    case resume(columns: Int, rows: Int)
    /// Time passed, nothing else: a frame, a delayed perform, a save or a notice's end may be
    /// due (`Session.deadline`).
    case timer

    /// The signals a session hears of.
    public enum Signal: Equatable, Sendable {
        /// SIGINT, SIGTERM, SIGHUP, or the terminal gone: the program ends with status
        /// 128 + the signal's number.
        case end(Int32)
        /// SIGTSTP (Ctrl-Z from the terminal): the terminal around stops the process; the
        /// application is inactive until `resume`.
        case stop
        /// SIGUSR1: the Simulator's Simulate Memory Warning.
        case memoryWarning
    }
}
