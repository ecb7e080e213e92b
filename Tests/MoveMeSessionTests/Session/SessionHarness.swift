@testable import MoveMeRendering
@testable import MoveMeScenes
@testable import MoveMeSession
import MoveMeTerminal
import MoveMeCore
import XCTest
@testable import MoveMeTUI

/// A session run by the program's own loop (`Runtime`) on an embedded terminal under a manual
/// clock: input typed as the terminal's bytes, signals raised, time let pass; the loop
/// decodes, schedules and draws as it does on a tty, so a test reads the screen as a person
/// would see it after each input, in no time at all.
final class SessionHarness {
    let terminal: EmbeddedTerminal
    let session: Session
    private(set) var runtime: Runtime!
    /// The preferences the program was asked to write, with their times.
    private(set) var saves: [(time: Double, values: Preferences)] = []
    /// The status the program ended with, once it has.
    private(set) var exitStatus: Int32?
    /// How many of the frames' graphics commands a test has looked at (`takeGraphics`).
    var graphicsSeen = 0

    /// The program set up as `configuration` says, in `application`, on a terminal of `columns`
    /// × `rows` in `depth`'s colours. `graphics`, `textPainter` and `cellPixels`: a terminal
    /// that draws images (their text drawn by `textPainter`), its cell this size in pixels;
    /// `graphicsFallback`: why the images asked for are not drawn; `describesMouse`: whether its
    /// terminfo entry has a mouse; `printStats`: MOVEME_STATS=1.
    init(columns: Int = 80, rows: Int = 24, depth: ColorDepth = .palette256, configuration: Configuration = Configuration(),
         application: Application = Application(), graphics: GraphicsMode = .cells, textPainter: TextPainter? = nil,
         cellPixels: CellPixelSize? = nil, graphicsFallback: GraphicsFallback? = nil, describesMouse: Bool = true,
         printStats: Bool = false) {
        let pictures = Graphics(mode: graphics, textPainter: textPainter).encoder(depth: depth)
        terminal = EmbeddedTerminal(columns: columns, rows: rows, depth: depth, pictures: pictures)
        terminal.pixelSize = cellPixels
        session = Session(configuration: configuration, application: application,
                          terminal: TerminalTraits(columns: columns, rows: rows, depth: depth,
                                                   graphics: pictures == nil ? .cells : graphics,
                                                   describesMouse: describesMouse, graphicsFallback: graphicsFallback),
                          time: 0)
        runtime = Runtime(session: session, terminal: terminal, keepsStatistics: printStats) { [unowned self] in
            saves.append((terminal.now, $0))
        }
        run(to: 0)
    }

    /// What the terminal shows, and what each frame drew.
    var backend: EmbeddedTerminal { terminal }
    /// The manual clock, in seconds.
    var time: Double { terminal.now }

    /// The screen as text, a line a row.
    var lines: [String] {
        backend.grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var screen: String { backend.grid.text }

    /// Runs the loop until `end`: what is due is done at its time, as on a tty.
    func run(to end: Double) {
        terminal.horizon = max(end, terminal.now)
        if let status = runtime.run() { exitStatus = status }
        if terminal.hasSpun { XCTFail("the loop woke again and again at \(time) with nothing to do") }
    }

    /// Lets `seconds` pass. Returns how many frames were drawn.
    @discardableResult
    func wait(_ seconds: Double) -> Int {
        let before = runtime.framesDrawn
        run(to: time + seconds)
        return runtime.framesDrawn - before
    }

    /// Input typed at the current time, as the terminal sends it (one read), then the frame it
    /// asks for.
    func send(_ events: InputEvent...) { send(events) }

    func send(_ events: [InputEvent]) {
        terminal.type(events.flatMap { $0.bytes(pixels: terminal.pixelSize) })
        drawSoon()
    }

    /// Events as the decoder gives them, told to the session's door at the current time, then
    /// the frame they ask for: for what no terminal's bytes say exactly (a place between two
    /// pixels). What the session asks back is done by the runtime.
    func deliver(_ events: InputEvent...) {
        if let status = runtime.perform(session.update(.input(events), at: time), at: time) { exitStatus = status }
        drawSoon()
    }

    /// A signal the program takes now, then the frame it asks for.
    func raise(_ signal: Int32) {
        terminal.raise(signal)
        drawSoon()
    }

    /// What is due now, then the next frame as soon as the loop would draw it (at most a
    /// quarter of a frame's interval after the last, or once a lone Esc stands for itself).
    func drawSoon() {
        let before = runtime.framesDrawn
        run(to: time)
        for _ in 0..<4 where (runtime.framesDrawn == before || runtime.holdsInput) && exitStatus == nil {
            guard let deadline = runtime.deadline else { return }
            run(to: deadline)
        }
    }

    func key(_ key: Key) { send(.key(key)) }
    func type(_ text: String) { for character in text { key(.character(character)) } }

    func press(_ column: Int, _ row: Int) { send(.mouse(MouseEvent(kind: .press, button: .left, column: column, row: row))) }
    func drag(_ column: Int, _ row: Int) { send(.mouse(MouseEvent(kind: .drag, button: .left, column: column, row: row))) }
    func release(_ column: Int, _ row: Int) { send(.mouse(MouseEvent(kind: .release, button: .left, column: column, row: row))) }

    /// The terminal became this size (SIGWINCH): a real terminal then shows nothing known.
    func resize(columns: Int, rows: Int) {
        terminal.resize(columns: columns, rows: rows)
        drawSoon()
    }

    /// What the program wrote besides frames since the last look (a copy's OSC 52).
    func takeSent() -> [String] {
        defer { sentTaken = terminal.sent.count }
        return Array(terminal.sent[sentTaken...])
    }
    private var sentTaken = 0

    /// The row where `text` shows, if any.
    func row(containing text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }
}

extension SessionHarness {
    /// The cells of the first `rows` rows (the scene's, above a caption) showing `colour` in
    /// either half of a cell.
    func pixels(_ colour: RGB, rows: Int? = nil) -> [(column: Int, row: Int)] {
        let grid = backend.grid
        var found: [(Int, Int)] = []
        for row in 0..<min(rows ?? grid.rows - 1, grid.rows) {
            for column in 0..<grid.columns {
                let cell = grid[column, row]
                if cell.style.background == colour || ("▀▄".contains(cell.text) && cell.style.foreground == colour) {
                    found.append((column, row))
                }
            }
        }
        return found
    }

    /// (left, top, right, bottom) of the cells showing `colour`, or nil.
    func box(_ colour: RGB) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        let cells = pixels(colour)
        guard !cells.isEmpty else { return nil }
        return (cells.map(\.column).min()!, cells.map(\.row).min()!, cells.map(\.column).max()!, cells.map(\.row).max()!)
    }

    /// The bottom row.
    var caption: String { lines.last ?? "" }

    /// Waits (at most `limit` seconds, in frames) until `condition` holds; the time it took,
    /// or nil.
    @discardableResult
    func wait(until condition: () -> Bool, limit: Double = 10) -> Double? {
        let start = time
        while time - start < limit {
            if condition() { return time - start }
            if wait(1.0 / 60) == 0, runtime.deadline == nil, !condition() { return nil }
        }
        return condition() ? time - start : nil
    }
}
