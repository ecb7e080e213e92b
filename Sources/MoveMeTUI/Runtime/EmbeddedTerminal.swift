import Glibc
import MoveMeRendering
import MoveMeSession
import MoveMeTerminal

/// A terminal in memory under a manual clock, for running the real `Runtime` in tests, as
/// swift-nio's `EmbeddedEventLoop` runs its real loop: bytes and signals queued by the test,
/// frames written by the program's own display and escape-sequence writer into memory (the
/// real bytes, `output`), what each frame drew recorded (`history`), everything the program
/// writes besides frames and asks of the terminal's modes recorded. Time moves only when the
/// runtime waits, and never past the `horizon` the test runs to: there the wait says `.idle`
/// and `Runtime.run` returns.
package final class EmbeddedTerminal: TerminalDevice {
    package private(set) var now = 0.0
    /// How far the runtime may run: a wait for a later deadline (or for input when there is
    /// none) moves the clock here and ends the run.
    package var horizon = 0.0
    package private(set) var columns: Int
    package private(set) var rows: Int
    /// The size the next SIGWINCH or resume takes (`resize(columns:rows:)`).
    private var pendingSize: (columns: Int, rows: Int)
    /// The frames' bytes, as the terminal is sent them.
    let output: EmbeddedOutput
    /// What each frame gave the writer: its cells, its pictures' bytes.
    let history: FrameHistory
    package let display: Display
    /// Each queued read: one read of the terminal returns one of these.
    private var reads: [[UInt8]] = []
    private var signals: [Int32] = []
    /// Whether the terminal has gone (a read returns end of file).
    var isGone = false
    /// The cell's size in pixels the terminal reports (nil: it does not).
    var pixelSize: CellPixelSize?
    /// What a test looks at while the process is stopped (Ctrl-Z), before it resumes: once,
    /// at the next stop (then forgotten, so a closure that holds the test's objects does not
    /// keep them alive through this terminal).
    var whileStopped: (() -> Void)?
    /// Whether the loop woke again and again at one time with nothing to do (a deadline it
    /// did not act on): the run was ended there rather than spin for ever.
    package private(set) var hasSpun = false
    private var wakesWithNothing = 0

    /// What the program wrote besides frames (a copy's OSC 52), in order.
    private(set) var sent: [String] = []
    /// What the program asked of the terminal, in order: a record of the device's calls.
    private(set) var requests: [Request] = []

    enum Request: Equatable {
        case suspend, reassert, invalidate, pixelMouse, cellMouse
        case modes(TerminalModes)
    }

    /// A terminal of `columns` × `rows` showing `depth`'s colours, REP where it may repeat
    /// (`repeats`); `pictures`: its images' encoder, where it draws images.
    init(columns: Int, rows: Int, depth: ColorDepth = .palette256, repeats: EscapeSequenceWriter.Repeat = .any,
         pictures: PictureEncoder? = nil) {
        self.columns = columns
        self.rows = rows
        pendingSize = (columns, rows)
        output = EmbeddedOutput(columns: columns, rows: rows)
        history = FrameHistory(EscapeSequenceBackend(output: output, depth: depth, repeats: repeats))
        display = Display(backend: history, pictures: pictures)
        output.invalidated = { [unowned self] in requests.append(.invalidate) }
    }

    /// A terminal of `columns` × `rows` in `depth`'s colours that draws no images: an app's
    /// tests' (`EmbeddedApplication`, MoveMeKit).
    package convenience init(columns: Int, rows: Int, depth: ColorDepth) {
        self.init(columns: columns, rows: rows, depth: depth, pictures: nil)
    }

    /// What the terminal shows (`screen`), and the positions each frame drew, the last's, the
    /// pictures' bytes of each frame that had some (`history`'s).
    var grid: Grid { screen }
    var frames: [[CellPosition]] { history.frames }
    var lastFrame: [CellPosition] { history.lastFrame }
    var graphics: [String] { history.graphics }
    var graphicsAt: [Int?] { history.graphicsAt }

    /// What the terminal shows: the display's front buffer (blank before the first frame).
    package var screen: Grid {
        display.front ?? Grid(columns: columns, rows: rows, filling: Cell(.space, style: Style(foreground: .white, background: .black)))
    }

    /// Bytes the terminal sends, read in one read at the current time.
    package func type(_ bytes: [UInt8]) { reads.append(bytes) }
    package func type(_ text: String) { type(Array(text.utf8)) }

    /// A signal caught now.
    package func raise(_ signal: Int32) { signals.append(signal) }

    /// The window becomes this size: taken at the next SIGWINCH (sent with it unless
    /// `signal` is false: a size changed while the process was stopped is taken at resume).
    package func resize(columns: Int, rows: Int, signal: Bool = true) {
        pendingSize = (columns, rows)
        if signal { raise(SIGWINCH) }
    }

    /// The clock moved by hand (a test of what waiting does not see: a slow frame).
    func advance(to time: Double) { now = max(now, time) }

    // MARK: TerminalDevice

    package func wait(until deadline: Double?) -> TerminalWake {
        if !reads.isEmpty || !signals.isEmpty || isGone {
            wakesWithNothing = 0
            return .ready
        }
        if let deadline, deadline <= horizon {
            wakesWithNothing = deadline <= now ? wakesWithNothing + 1 : 0
            if wakesWithNothing > 100 {
                hasSpun = true
                return .idle
            }
            now = max(now, deadline)
            return .ready
        }
        now = max(now, horizon)
        return .idle
    }

    package func readAvailable() -> [UInt8]? {
        if isGone && reads.isEmpty { return nil }
        return reads.isEmpty ? [] : reads.removeFirst()
    }

    package func takeSignals() -> [Int32] {
        defer { signals.removeAll() }
        return signals
    }

    package func send(_ text: String) { sent.append(text) }

    package func updateSize() {
        guard pendingSize != (columns, rows) else { return }
        (columns, rows) = pendingSize
        (output.columns, output.rows) = (columns, rows)
    }

    package func suspendProcess() {
        requests.append(.suspend)
        let look = whileStopped
        whileStopped = nil
        look?()
        updateSize()
    }

    package private(set) var modes: TerminalModes?
    package func set(_ modes: TerminalModes) {
        self.modes = modes
        requests.append(.modes(modes))
    }
    package func reassert() { requests.append(.reassert) }
    package func cellPixelSize() -> CellPixelSize? { pixelSize }
    package func requestPixelMouse() { requests.append(.pixelMouse) }
    package func requestCellMouse() { requests.append(.cellMouse) }
}
