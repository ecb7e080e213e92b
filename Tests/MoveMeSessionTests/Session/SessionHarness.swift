@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import MoveMeCore
import MoveMeTerminal

/// A session on an in-memory terminal under a manual clock: what the shell does with the real
/// clock and a pty, done by hand, so a test reads the screen as a person would see it after
/// each input, in no time at all.
final class SessionHarness {
    let backend: MemoryBackend
    let session: Session
    /// The manual clock, in seconds.
    private(set) var time = 0.0
    /// The preferences the shell was asked to write, with their times.
    private(set) var saves: [(time: Double, values: Preferences)] = []

    init(columns: Int = 80, rows: Int = 24, depth: ColorDepth = .palette256, options: ProgramOptions = ProgramOptions(),
         settings: SceneSettings = SceneSettings()) {
        backend = MemoryBackend(columns: columns, rows: rows)
        session = Session(settings: settings, backend: backend, columns: columns, rows: rows, depth: depth,
                          options: options, time: 0)
        session.drawIfDue(at: 0)
    }

    /// The screen as text, a line a row.
    var lines: [String] {
        backend.grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var screen: String { backend.grid.text }

    /// Lets `seconds` pass as the shell would: waking when the session's timeout says, drawing
    /// what is due. Returns how many frames were drawn.
    @discardableResult
    func wait(_ seconds: Double) -> Int {
        let end = time + seconds
        var frames = 0
        while time < end {
            guard let timeout = session.timeout(at: time) else { time = end; break }
            time = min(end, time + max(Double(timeout) / 1000, 0.001))
            if session.drawIfDue(at: time) { frames += 1 }
            takeSave()
        }
        return frames
    }

    /// Input read at the current time (then a frame, if one is due, as the shell draws).
    func send(_ events: InputEvent...) {
        session.handle(events, at: time)
        session.didReadInput(at: time, holdsBytes: false)
        drawSoon()
    }

    /// The frame input asks for, drawn as soon as the scheduler allows (at most a quarter of a
    /// frame's interval after the last), as the shell's poll timeout would wake it.
    func drawSoon() {
        takeSave()
        if session.drawIfDue(at: time) { return }
        guard let timeout = session.timeout(at: time) else { return }
        time += Double(timeout) / 1000
        session.drawIfDue(at: time)
    }

    /// A save that is due, done as the shell does it after each frame.
    private func takeSave() {
        if let values = session.preferencesToSave(at: time) { saves.append((time, values)) }
    }

    func key(_ key: Key) { send(.key(key)) }
    func type(_ text: String) { for character in text { key(.character(character)) } }

    func press(_ column: Int, _ row: Int) { send(.mouse(MouseEvent(kind: .press, button: .left, column: column, row: row))) }
    func drag(_ column: Int, _ row: Int) { send(.mouse(MouseEvent(kind: .drag, button: .left, column: column, row: row))) }
    func release(_ column: Int, _ row: Int) { send(.mouse(MouseEvent(kind: .release, button: .left, column: column, row: row))) }

    /// The terminal became this size (SIGWINCH): a real terminal then shows nothing known.
    func resize(columns: Int, rows: Int) {
        backend.resize(columns: columns, rows: rows)
        session.resize(columns: columns, rows: rows)
        drawSoon()
    }

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
            if wait(1.0 / 60) == 0, session.timeout(at: time) == nil, !condition() { return nil }
        }
        return condition() ? time - start : nil
    }
}
