import MoveMeSession
import MoveMeTerminal

/// What a `Runtime` runs a session on: the real terminal (`RealTerminal`: the tty, poll, the
/// signals, the real clock), or an embedded one for tests (`EmbeddedTerminal`: bytes in, bytes
/// out, a manual clock), as swift-nio's `EmbeddedEventLoop` stands in for its real loop. The
/// runtime does the same with either; only the device knows where bytes and time come from.
package protocol TerminalDevice: AnyObject {
    /// The time now, in seconds, on a clock that never goes back.
    var now: Double { get }
    /// The terminal's size in cells.
    var columns: Int { get }
    var rows: Int { get }
    /// What the terminal shows, and where frames go (the front buffer, the diff, the backend,
    /// the pictures' encoder).
    var display: Display { get }

    /// Sleeps until there is input or a signal, or until `deadline` (nil: however long it
    /// takes). `.idle`: an embedded terminal has nothing more before the time a test runs to.
    func wait(until deadline: Double?) -> TerminalWake

    /// The bytes waiting now, without blocking; nil when the terminal has gone.
    func readAvailable() -> [UInt8]?

    /// The signals caught since the last look, in order.
    func takeSignals() -> [Int32]

    /// Writes bytes besides frames (a copy's OSC 52), before the next frame.
    func send(_ text: String)

    /// The terminal may have changed size (SIGWINCH): its size taken again.
    func updateSize()

    /// Ctrl-Z: the terminal left as it was found, the process stopped; back after `fg`, the
    /// terminal set up again (modes, size).
    func suspendProcess()

    /// The modes set on the terminal (mouse, focus reports, bracketed paste); nil before the first frame.
    var modes: TerminalModes? { get }

    /// Sets the modes a frame asks for, writing only what changes (the runtime calls it when
    /// a frame's differ from these).
    func set(_ modes: TerminalModes)

    /// SIGCONT after someone else's stop: the program's modes written again.
    func reassert()

    /// The cell's size in pixels, where the terminal says (for SGR-Pixels); nil: unknown.
    func cellPixelSize() -> CellPixelSize?

    /// Asks for mouse reports in pixels (SGR-Pixels, and whether it took), or in cells again.
    func requestPixelMouse()
    func requestCellMouse()
}

/// Why a wait ended.
package enum TerminalWake: Equatable {
    /// Input or a signal, or the deadline: there may be something to handle.
    case ready
    /// Waiting failed (poll's error): the program ends.
    case failed
    /// An embedded terminal with nothing more to give before the time its test runs to.
    case idle
}
