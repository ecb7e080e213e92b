import Glibc
import MoveMeScenes
import MoveMeSession
import MoveMeTerminal

/// The program's loop around its `Session`, in the manner of termbox: sleep until input, a
/// signal or the session's deadline; decode the input; tell the session what happened with the
/// time it happened; do what it asks (write, save, stop, end); show the frame it gives, timed.
/// Everything decided is the session's; everything the world does is the device's
/// (`TerminalDevice`), so the same loop runs on the real terminal and, in the tests, on an
/// embedded one.
package final class Runtime {
    let session: Session
    let terminal: TerminalDevice
    private var decoder: InputDecoder
    /// SGR-Pixels asked for where the terminal can (`PixelMouse`).
    private var pixelMouse = PixelMouse()
    /// When the bytes the decoder holds back (a lone Esc, or a sequence cut between two reads)
    /// stand for themselves; nil while it holds none.
    private var heldInputDeadline: Double?
    /// Writes the preferences when the session asks (the program's delegate).
    private let savePreferences: (Preferences) -> Void
    /// Test hook (MOVEME_TEST_CRASH=1): trap right after the first frame.
    private let crashAfterFirstFrame: Bool
    /// The cell's size in pixels may have changed since the session was last told (the start,
    /// a resize, a resume).
    private var cellPixelsToTell = true
    /// How many frames the session has drawn.
    package private(set) var framesDrawn = 0
    /// What the frames cost (`MOVEME_STATS=1` prints it at exit), timed on the device's clock.
    private(set) var stats: FrameStats

    /// How long held input bytes (a lone Esc) wait for the rest of a sequence.
    static let heldInputDelay = 0.025

    /// `keepsStatistics`: the frames' costs kept for the percentiles (MOVEME_STATS=1).
    package init(session: Session, terminal: TerminalDevice, crashAfterFirstFrame: Bool = false, keepsStatistics: Bool = false,
         savePreferences: @escaping (Preferences) -> Void = { _ in }) {
        self.session = session
        self.terminal = terminal
        self.crashAfterFirstFrame = crashAfterFirstFrame
        self.savePreferences = savePreferences
        stats = FrameStats(keepsSamples: keepsStatistics)
        decoder = InputDecoder(columns: terminal.columns, rows: terminal.rows)
        updatePixelMouse(modesRewritten: true)
    }

    /// Runs until the session ends the program; returns its exit status: 0 after q or Esc,
    /// 128 + the signal's number after SIGINT (Ctrl-C), SIGTERM or SIGHUP, 1 when waiting
    /// fails. Nil when an embedded terminal runs out of what its test gave it.
    package func run() -> Int32? {
        while true {
            if cellPixelsToTell {
                cellPixelsToTell = false
                let now = terminal.now
                // The size `PixelMouse` read at the last resize (the decoder keeps it): not asked again.
                if let status = perform(session.update(.cellPixels(decoder.cellPixelSize), at: now), at: now) {
                    return status
                }
            }
            if let status = show() { return status }
            switch terminal.wait(until: deadline) {
            case .idle: return nil
            case .failed: return 1
            case .ready: if let status = handleWake() { return status }
            }
        }
    }

    /// Shows the frame due, if one is, timed (the session rendering it, the display comparing
    /// and writing it, the backend sending it), then does what making it asked; else writes the
    /// last frame again if the terminal lost it. The exit status, if one of those effects ends
    /// the program.
    private func show() -> Int32? {
        let start = terminal.now
        guard let frame = session.render() else {
            if terminal.display.needsRepaint { terminal.display.repaint() }
            return nil
        }
        let rendered = terminal.now
        if frame.modes != terminal.modes {
            // Before the frame's bytes. The mouse modes written (on or off) undo SGR-Pixels.
            let mouseRewritten = frame.modes.mouse != (terminal.modes?.mouse ?? false)
            terminal.set(frame.modes)
            updatePixelMouse(modesRewritten: mouseRewritten)
        }
        terminal.display.write(frame)
        let drawn = terminal.now
        terminal.display.send()
        stats.record(render: rendered - start, draw: drawn - rendered, update: terminal.now - drawn,
                     cells: terminal.display.cellsDrawn)
        framesDrawn += 1
        if crashAfterFirstFrame {
            fatalError("MOVEME_TEST_CRASH is set: crashing on purpose after the first frame")
        }
        return perform(frame.effects, at: terminal.now)
    }

    /// When the loop next wakes without input: the session's deadline, or the end of the wait
    /// for the rest of a held sequence.
    package var deadline: Double? { earliest(session.deadline, heldInputDeadline) }

    /// Whether bytes read wait for the rest of a sequence (a lone Esc, for now).
    package var holdsInput: Bool { heldInputDeadline != nil }

    /// Everything that woke the loop, told to the session at one reading of the clock.
    private func handleWake() -> Int32? {
        let now = terminal.now
        var told = false
        var resized = false
        for signal in terminal.takeSignals() {
            // Dragging a window's edge sends a burst of SIGWINCH: one resize is enough.
            if signal == SIGWINCH { if resized { continue } else { resized = true } }
            told = true
            if let status = handle(signal: signal, at: now) { return status }
        }
        if let bytes = terminal.readAvailable() {
            if !bytes.isEmpty {
                told = true
                var events: [InputEvent] = []
                decoder.decode(bytes[...], appendingTo: &events)
                heldInputDeadline = decoder.hasPendingInput ? now + Self.heldInputDelay : nil
                if let status = perform(session.update(.input(events), at: now), at: now) { return status }
            }
        } else {
            // The terminal has gone: as SIGHUP.
            return perform(session.update(.signal(.end(SIGHUP)), at: now), at: now)
        }
        if let deadline = heldInputDeadline, now >= deadline {
            heldInputDeadline = nil
            told = true
            if let status = perform(session.update(.input(decoder.flushPending()), at: now), at: now) { return status }
        }
        return told ? nil : perform(session.update(.timer, at: now), at: now)
    }

    private func handle(signal: Int32, at now: Double) -> Int32? {
        switch signal {
        case SIGINT, SIGTERM, SIGHUP:
            return perform(session.update(.signal(.end(signal)), at: now), at: now)
        case SIGTSTP:
            return perform(session.update(.signal(.stop), at: now), at: now)
        case SIGCONT:
            // Stopped by someone else's SIGSTOP (our own Ctrl-Z resumes by itself): the shell
            // may have changed the terminal meanwhile. The session has nothing to know: the
            // display writes its picture again.
            terminal.reassert()
            updatePixelMouse(modesRewritten: true)
            terminal.display.invalidate()
            return nil
        case SIGWINCH:
            terminal.updateSize()
            resized(modesRewritten: false)
            return perform(session.update(.resize(columns: terminal.columns, rows: terminal.rows), at: now), at: now)
        case SIGUSR1:
            return perform(session.update(.signal(.memoryWarning), at: now), at: now)
        default:
            return nil
        }
    }

    /// Does what the session asked, in order; the exit status when it asked to end.
    func perform(_ effects: [Effect], at now: Double) -> Int32? {
        for effect in effects {
            switch effect {
            case .write(let text):
                terminal.send(text)
            case .savePreferences(let values):
                savePreferences(values)
            case .suspend:
                // The session has cancelled the touch and resigned active: the terminal left
                // as found, the process stopped; after `fg` everything comes back, at the
                // terminal's size then.
                terminal.suspendProcess()
                resized(modesRewritten: true)
                let back = terminal.now
                if let status = perform(session.update(.resume(columns: terminal.columns, rows: terminal.rows), at: back),
                                        at: back) { return status }
            case .exit(let status):
                return status
            }
        }
        return nil
    }

    /// The terminal's size taken: the decoder clamps reports to it, the picture is drawn anew.
    private func resized(modesRewritten: Bool) {
        decoder.columns = terminal.columns
        decoder.rows = terminal.rows
        updatePixelMouse(modesRewritten: modesRewritten)
        cellPixelsToTell = true
        terminal.display.resize(columns: terminal.columns, rows: terminal.rows)
    }

    private func updatePixelMouse(modesRewritten: Bool) {
        pixelMouse.update(terminal: terminal, decoder: &decoder, modesRewritten: modesRewritten)
    }

    private func earliest(_ a: Double?, _ b: Double?) -> Double? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }
}
