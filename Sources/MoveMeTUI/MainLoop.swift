import CNcursesw
import Glibc
import MoveMeCore
import MoveMeTerminal

/// The program's one loop, in the manner of termbox: sleep in poll() until input, a signal or
/// the next frame's deadline; handle all that came; draw at most one frame.
///
/// Idle costs nothing: with nothing moving and nothing to show, poll() waits with no timeout.
/// While something animates it waits only until the next frame is due (1/fps after the last).
final class MainLoop {
    struct Options {
        var framesPerSecond: Int
        var showHint: Bool
        /// Test hook (MOVEME_TEST_CRASH=1): trap right after the first frame, to check that
        /// the crash guard leaves the terminal as it was.
        var crashAfterFirstFrame: Bool
        /// MOVEME_STATS=1: print what frames cost to stderr at exit.
        var printStats = false
    }

    /// How long held input bytes (a lone Esc) wait for the rest of a sequence.
    static let pendingInputDelay = 0.025

    private let app: MoveMeApp
    private let terminal: Terminal
    private let screen: Screen
    /// Draws the core's frames, only the cells under what changed.
    private let renderer = Renderer()
    private let signals: SignalPipe
    private let clock: Clock
    private let mode: ColorMode
    private let frameInterval: Double
    /// Input is shown at once, but not more often than four times the frame rate: a mouse
    /// reporting faster than that has its reports gathered into one frame.
    private var inputInterval: Double { frameInterval / 4 }
    /// A tick may be drawn this much early rather than sleep again for less than a millisecond.
    private static let earlyTolerance = 0.0005
    private let crashAfterFirstFrame: Bool
    private var input: InputReader

    private var showHint: Bool
    private var showHelp = false
    /// Something changed that the next frame must show.
    private var needsFrame = true
    private var lastFrame = -Double.infinity
    /// When the next animation frame is due: animation keeps a steady cadence of `fps`.
    private var nextTick = -Double.infinity
    /// When held input bytes stand for themselves.
    private var pendingDeadline: Double?
    private var exitStatus: Int32?
    /// What the frames cost (MOVEME_STATS=1 prints it at exit).
    private(set) var stats = FrameStats()

    init(app: MoveMeApp, terminal: Terminal, screen: Screen, signals: SignalPipe, clock: Clock,
         mode: ColorMode, options: Options) {
        self.app = app
        self.terminal = terminal
        self.screen = screen
        self.signals = signals
        self.clock = clock
        self.mode = mode
        frameInterval = 1 / Double(options.framesPerSecond)
        crashAfterFirstFrame = options.crashAfterFirstFrame
        showHint = options.showHint
        input = InputReader(columns: app.columns, rows: app.rows)
    }

    /// Runs until the user quits or a signal ends the program; returns the exit status:
    /// 0 after q or Esc, 128 + the signal's number after SIGINT (Ctrl-C), SIGTERM or SIGHUP.
    func run() -> Int32 {
        while true {
            drawIfDue()
            if let exitStatus { return exitStatus }
            waitAndHandle()
            if let exitStatus { return exitStatus }
        }
    }

    // MARK: Frames

    private func drawIfDue() {
        let now = clock.now
        let isTick = app.isAnimating && now >= nextTick - Self.earlyTolerance
        guard isTick || (needsFrame && now >= lastFrame + inputInterval) else { return }
        app.advance(to: now)
        let changed = app.render(with: renderer, mode.renderMode)
        guard let grid = renderer.grid else { return }
        var frame = Frame(grid: grid, changed: changed)
        if showHint { Overlay.drawHint(on: &frame, mode: mode) }
        if showHelp { Overlay.drawHelp(on: &frame, mode: mode) }
        let rendered = clock.now
        let cells = screen.draw(frame)
        let drawn = clock.now
        if cells > 0 { terminal.present() }
        stats.record(render: rendered - now, draw: drawn - rendered, update: clock.now - drawn, cells: cells)
        lastFrame = now
        if isTick || now > nextTick + frameInterval {
            // Ticks keep to a fixed cadence, so late wake-ups (poll counts whole milliseconds)
            // do not add up to a lower frame rate; after a pause it starts again from now.
            nextTick = nextTick + frameInterval > now ? nextTick + frameInterval : now + frameInterval
        }
        needsFrame = false
        if crashAfterFirstFrame {
            fatalError("MOVEME_TEST_CRASH is set: crashing on purpose after the first frame")
        }
    }

    /// The terminal's picture is gone or wrong (resize, resume): the next frame is drawn whole.
    private func invalidateScreen() {
        screen.invalidate()
        renderer.invalidate()
    }

    // MARK: Waiting

    private func waitAndHandle() {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, pollTimeout(now: clock.now))
        if ready < 0 {
            if errno != EINTR { exitStatus = 1 }
            return
        }
        if descriptors[1].revents != 0 {
            var resized = false
            for signal in signals.drain() {
                // Dragging a window's edge sends a burst of SIGWINCH: one resize is enough.
                if signal == SIGWINCH { if resized { continue } else { resized = true } }
                handle(signal: signal)
                if exitStatus != nil { return }
            }
        }
        if descriptors[0].revents != 0 {
            let (events, closed) = input.readAvailable()
            handle(events)
            if closed { hangUp() }
            pendingDeadline = input.hasPendingInput ? clock.now + Self.pendingInputDelay : nil
        } else if let deadline = pendingDeadline, clock.now >= deadline {
            pendingDeadline = nil
            handle(input.flushPending())
        }
    }

    /// Milliseconds until the next frame or the end of the wait for pending input; −1 (wait
    /// for input or a signal, however long) when neither is due.
    private func pollTimeout(now: Double) -> Int32 {
        var deadline: Double? = app.isAnimating ? nextTick : nil
        if needsFrame { deadline = min(deadline ?? .infinity, lastFrame + inputInterval) }
        if let pending = pendingDeadline { deadline = min(deadline ?? pending, pending) }
        guard let deadline else { return -1 }
        let milliseconds = ((deadline - now) * 1000).rounded(.up)
        return Int32(min(max(0, milliseconds), 60_000))
    }

    // MARK: Signals

    private func handle(signal: Int32) {
        switch signal {
        case SIGINT, SIGTERM, SIGHUP:
            cancelTouch()
            exitStatus = 128 + signal
        case SIGTSTP:
            suspend()
        case SIGCONT:
            // Stopped by someone else's SIGSTOP (our own Ctrl-Z resumes by itself): the shell
            // may have changed the terminal meanwhile.
            terminal.reassert()
            invalidateScreen()
            needsFrame = true
        case SIGWINCH:
            resize()
        default:
            break
        }
    }

    /// Ctrl-Z: the touch is cancelled, the terminal left as found, the process stopped; after
    /// `fg` everything comes back, at the terminal's size then.
    private func suspend() {
        cancelTouch()
        terminal.suspend()
        CrashGuard.disarm()
        signals.stopProcess()
        CrashGuard.arm()
        terminal.resume()
        resize()
        invalidateScreen()
        needsFrame = true
    }

    /// The terminal has gone: like SIGHUP.
    private func hangUp() {
        cancelTouch()
        exitStatus = 128 + SIGHUP
    }

    private func resize() {
        if let size = terminal.windowSize() {
            terminal.resize(columns: size.columns, rows: size.rows)
        }
        let columns = terminal.columns, rows = terminal.rows
        if columns != app.columns || rows != app.rows {
            // A held placard stays under the pointer (cells count from the top left, so the
            // pointer's cell is where it was); a resting one re-centres.
            app.resize(columns: columns, rows: rows)
            input.resize(columns: columns, rows: rows)
        }
        terminal.invalidate()
        invalidateScreen()
        needsFrame = true
    }

    private func cancelTouch() {
        guard app.isTouching else { return }
        app.cancelTouches(at: clock.now)
        needsFrame = true
    }

    // MARK: Input

    private func handle(_ events: [InputEvent]) {
        guard !events.isEmpty else { return }
        let now = clock.now
        for event in events {
            switch event {
            case .mouse(let mouse): handle(mouse, at: now)
            case .key(let key): handle(key, at: now)
            case .focus: break
            }
            if exitStatus != nil { return }
        }
    }

    /// Left button only: press, drag, release are the touch's began, moved, ended. Other
    /// buttons, the wheel and motion without a button do nothing. Whether a touch is in flight
    /// is the core's to know: a drag or release with none (or with the keys' touch) is ignored
    /// there.
    private func handle(_ mouse: MouseEvent, at now: Double) {
        switch (mouse.kind, mouse.button) {
        case (.press, .left):
            // Also when a press seems to be in flight already (its release was lost): the core
            // treats it as a new touch.
            app.pointerDown(column: mouse.column, row: mouse.row, at: now)
            acted()
        case (.drag, .left):
            app.pointerMoved(column: mouse.column, row: mouse.row, at: now)
            needsFrame = true
        case (.release, .left):
            // For X10 and urxvt reports, which do not say which button was released, the
            // decoder names the one it saw pressed.
            app.pointerUp(column: mouse.column, row: mouse.row, at: now)
            needsFrame = true
        default:
            break
        }
    }

    private func handle(_ key: Key, at now: Double) {
        switch key {
        case .character("q"):
            exitStatus = 0
        case .escape:
            // Esc closes the help first; with no help shown it quits.
            if showHelp { showHelp = false; acted() } else { exitStatus = 0 }
        case .control("c"):
            // Normally Ctrl-C arrives as SIGINT; this is for a terminal that sends the byte.
            exitStatus = 0
        case .control("z"):
            suspend()
        case .up, .character("k"): move(columns: 0, rows: -1, at: now)
        case .down, .character("j"): move(columns: 0, rows: 1, at: now)
        case .left, .character("h"): move(columns: -2, rows: 0, at: now)
        case .right, .character("l"): move(columns: 2, rows: 0, at: now)
        case .character(" "), .enter:
            app.releasePlacard(at: now)
            acted()
        case .character("n"), .tab:
            app.showNextGreetingFromKeyboard(at: now)
            acted()
        case .character("?"):
            showHelp.toggle()
            acted()
        default:
            break
        }
    }

    /// Arrow keys grab the placard (with the pulse) if it is not held, then drag it a step.
    private func move(columns: Int, rows: Int, at now: Double) {
        app.movePlacard(columns: columns, rows: rows, at: now)
        acted()
    }

    /// The user did something: the hint has done its job.
    private func acted() {
        showHint = false
        needsFrame = true
    }
}
