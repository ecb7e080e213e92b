import Glibc
import MoveMeScenes
import MoveMeSession
import MoveMeTerminal

/// The program's shell around its `Session`, in the manner of termbox: sleep in poll() until
/// input, a signal or the session's next deadline; read the input and the signals; hand them to
/// the session with the real clock's time; let it draw. Everything decided is the session's.
final class EventLoop {
    private let session: Session
    private let terminal: TTY
    private let signals: SignalPipe
    private let clock: Clock
    private var input: InputReader
    private let crashAfterFirstFrame: Bool
    /// Writes the preferences when the session says a save is due (the program's delegate).
    private let savePreferences: (Preferences) -> Void

    init(session: Session, terminal: TTY, signals: SignalPipe, clock: Clock, crashAfterFirstFrame: Bool,
         savePreferences: @escaping (Preferences) -> Void = { _ in }) {
        self.savePreferences = savePreferences
        self.session = session
        self.terminal = terminal
        self.signals = signals
        self.clock = clock
        self.crashAfterFirstFrame = crashAfterFirstFrame
        input = InputReader(file: terminal.files.input, columns: terminal.columns, rows: terminal.rows)
        descriptors = [
            pollfd(fd: input.file, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        updatePixelMouse(modesRewritten: true)
    }

    /// SGR-Pixels asked for where the terminal can (`PixelMouse`).
    private var pixelMouse = PixelMouse()

    private func updatePixelMouse(modesRewritten: Bool) {
        pixelMouse.update(terminal: terminal, input: &input, modesRewritten: modesRewritten)
    }

    /// Runs until the user quits or a signal ends the program; returns the exit status:
    /// 0 after q or Esc, 128 + the signal's number after SIGINT (Ctrl-C), SIGTERM or SIGHUP.
    func run() -> Int32 {
        while true {
            // The frame after input is drawn at the time the input was handled at: the scene
            // was advanced to it then, and is not advanced again to a moment later (two turns
            // of the scene's animations and run loop a drag frame).
            let now = inputTime ?? clock.now
            inputTime = nil
            if session.drawIfDue(at: now), crashAfterFirstFrame {
                fatalError("MOVEME_TEST_CRASH is set: crashing on purpose after the first frame")
            }
            if let status = takeExitStatus() { return status }
            if let values = session.preferencesToSave(at: now) { savePreferences(values) }
            waitAndHandle()
            // A copy's OSC 52, before the frame that shows the menu gone.
            for text in session.takeTerminalWrites() { terminal.send(text) }
            if let status = takeExitStatus() { return status }
        }
    }

    /// Does what the session asked: the exit status when it asks to end.
    private func takeExitStatus() -> Int32? {
        switch session.request {
        case .exit(let status)?: return status
        case .suspend?:
            session.clearRequest()
            inputTime = nil  // long past after the stop
            suspend()
            return nil
        case nil: return nil
        }
    }

    /// What `poll` waits on: the terminal's input and the signal pipe. Made once, not an
    /// array a wake-up (as a lazy property it was: each use copied it, three times a wake).
    private var descriptors: [pollfd]
    /// The events of a wake-up's input, kept from one to the next (see `readAvailable`).
    private var events: [InputEvent] = []

    private func waitAndHandle() {
        descriptors[0].revents = 0
        descriptors[1].revents = 0
        let ready = poll(&descriptors, 2, session.timeout(at: clock.now) ?? -1)
        if ready < 0 {
            if errno != EINTR { session.request = .exit(1) }
            return
        }
        if descriptors[1].revents != 0 {
            var resized = false
            for signal in signals.drain() {
                // Dragging a window's edge sends a burst of SIGWINCH: one resize is enough.
                if signal == SIGWINCH { if resized { continue } else { resized = true } }
                handle(signal: signal)
                if session.request != nil { return }
            }
        }
        if descriptors[0].revents != 0 {
            let closed = input.readAvailable(into: &events)
            let now = clock.now
            session.handle(events, at: now)
            // The terminal has gone: like SIGHUP.
            if closed { session.end(bySignal: SIGHUP, at: now) }
            session.didReadInput(at: now, holdsBytes: input.hasPendingInput)
            inputTime = now
        } else if session.pendingInputExpired(at: clock.now) {
            let now = clock.now
            session.handle(input.flushPending(), at: now)
            inputTime = now
        }
    }

    /// When the input just handled was, one reading of the clock for it and the frame after.
    private var inputTime: Double?

    private func handle(signal: Int32) {
        switch signal {
        case SIGINT, SIGTERM, SIGHUP:
            session.end(bySignal: signal, at: clock.now)
        case SIGTSTP:
            session.willSuspend(at: clock.now)
            suspend()
        case SIGCONT:
            // Stopped by someone else's SIGSTOP (our own Ctrl-Z resumes by itself): the shell
            // may have changed the terminal meanwhile.
            terminal.reassert()
            updatePixelMouse(modesRewritten: true)
            session.invalidate()
        case SIGWINCH:
            resize()
        case SIGUSR1:
            session.receiveMemoryWarning(at: clock.now)
        default:
            break
        }
    }

    /// Ctrl-Z (the session has cancelled the touch and resigned active): the terminal left as
    /// found, the process stopped; after `fg` everything comes back, at the terminal's size
    /// then, and the application is active again.
    private func suspend() {
        terminal.suspend()
        CrashGuard.disarm()
        signals.stopProcess()
        CrashGuard.arm()
        terminal.resume()
        resize(modesRewritten: true)
        session.didResume(at: clock.now)
    }

    private func resize(modesRewritten: Bool = false) {
        if let size = terminal.windowSize() {
            terminal.resize(columns: size.columns, rows: size.rows)
        }
        input.resize(columns: terminal.columns, rows: terminal.rows)
        updatePixelMouse(modesRewritten: modesRewritten)
        session.resize(columns: terminal.columns, rows: terminal.rows)
        terminal.invalidate()
    }
}
