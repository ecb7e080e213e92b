import CNcursesw
import Glibc
import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal

/// The program's one loop, in the manner of termbox: sleep in poll() until input, a signal or
/// the next frame's deadline; handle all that came; draw at most one frame. When to draw and
/// how long to sleep is the `FrameScheduler`'s to say.
public final class MainLoop {
    public struct Options {
        public var framesPerSecond: Int
        public var showHint: Bool
        /// Test hook (MOVEME_TEST_CRASH=1): trap right after the first frame, to check that
        /// the crash guard leaves the terminal as it was.
        public var crashAfterFirstFrame: Bool
        /// MOVEME_STATS=1: print what frames cost to stderr at exit.
        public var printStats = false
        /// MOVEME_OUTPUT=ncurses: cells through ncurses even where they could be written
        /// directly (to compare the two).
        public var ncursesOutput = false
        /// TMUX or STY is set: the terminal is tmux or screen, whatever TERM says.
        public var insideMultiplexer = false
        /// The scene shown first (--scene).
        public var scene: SceneName = .moveme
        /// --inspect, --slow: start with the inspector open, with slow animations.
        public var inspect = false
        public var slowAnimations = false

        public init(framesPerSecond: Int, showHint: Bool, crashAfterFirstFrame: Bool, printStats: Bool = false,
                    ncursesOutput: Bool = false, insideMultiplexer: Bool = false, scene: SceneName = .moveme,
                    inspect: Bool = false, slowAnimations: Bool = false) {
            self.framesPerSecond = framesPerSecond
            self.showHint = showHint
            self.crashAfterFirstFrame = crashAfterFirstFrame
            self.printStats = printStats
            self.ncursesOutput = ncursesOutput
            self.insideMultiplexer = insideMultiplexer
            self.scene = scene
            self.inspect = inspect
            self.slowAnimations = slowAnimations
        }
    }

    /// The scene running: MoveMe's app or a dynamics scene (keys 1 to 5 switch).
    private var app: any Scene {
        // What a scene can do is fixed for its life: its help lines are taken once, not a frame.
        didSet { overlays.sceneHelp = app.help }
    }
    private var sceneName: SceneName
    private let sceneMaker: SceneMaker
    /// Whether a scene's caption takes the bottom row (not with --no-hint).
    private let showsCaptions: Bool
    private let terminal: Terminal
    private let screen: Screen
    private let backend: TerminalBackend
    /// Draws the core's frames, only the cells under what changed.
    private let renderer = Renderer()
    private let signals: SignalPipe
    private let clock: Clock
    private var scheduler: FrameScheduler
    private var overlays: Overlays
    private var inspector: Inspector
    private let crashAfterFirstFrame: Bool
    private var input: InputReader
    private var exitStatus: Int32?
    /// What the frames cost (MOVEME_STATS=1 prints it at exit).
    private(set) var stats = FrameStats()

    init(sceneMaker: SceneMaker, terminal: Terminal, backend: TerminalBackend, signals: SignalPipe, clock: Clock,
         depth: ColorDepth, options: Options) {
        self.sceneMaker = sceneMaker
        sceneName = options.scene
        showsCaptions = options.showHint
        app = sceneMaker.make(options.scene, columns: terminal.columns, rows: terminal.rows, time: clock.now)
        self.terminal = terminal
        self.backend = backend
        screen = Screen(backend: backend)
        self.signals = signals
        self.clock = clock
        scheduler = FrameScheduler(framesPerSecond: options.framesPerSecond)
        overlays = Overlays(depth: depth, showsHint: options.showHint)
        overlays.sceneHelp = app.help
        crashAfterFirstFrame = options.crashAfterFirstFrame
        input = InputReader(file: terminal.files.input, columns: terminal.columns, rows: terminal.rows)
        inspector = Inspector(isShown: options.inspect)
        if options.slowAnimations { setSlowAnimations(true, at: clock.now) }
        fitSceneToScreen()
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
        guard scheduler.isFrameDue(at: now, isAnimating: app.isAnimating) else { return }
        app.advance(to: now)
        overlays.caption = captionText
        // The scene may have only part of the screen (the inspector, a caption have the rest):
        // it is drawn at the screen's size, and the overlays cover what lies outside it.
        let changed = app.render(with: renderer, columns: terminal.columns, rows: terminal.rows, overlays.depth.renderMode)
        guard let scene = renderer.grid else { return }
        if inspector.isShown {
            let dynamics = (app as? DynamicsScene)?.contentView.dynamicAnimator.snapshot()
            overlays.inspector = inspector.panel(model: app.snapshot(), dynamics: dynamics,
                                                 columns: scene.columns, rows: scene.rows)
        }
        let layer = overlays.layer(columns: scene.columns, rows: scene.rows)
        let rendered = clock.now
        let cells = screen.present(scene: scene, changed: changed, overlay: layer)
        let drawn = clock.now
        if cells > 0 { backend.flush() }
        stats.record(render: rendered - now, draw: drawn - rendered, update: clock.now - drawn, cells: cells)
        scheduler.didDrawFrame(at: now, isAnimating: app.isAnimating)
        if crashAfterFirstFrame {
            fatalError("MOVEME_TEST_CRASH is set: crashing on purpose after the first frame")
        }
    }

    /// The terminal's picture is gone or wrong (resize, resume): the next frame is drawn whole.
    private func invalidateScreen() {
        screen.invalidate()
        renderer.invalidate()
        scheduler.setNeedsFrame()
    }

    // MARK: Waiting

    private func waitAndHandle() {
        var descriptors = [
            pollfd(fd: input.file, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        let timeout = scheduler.timeout(at: clock.now, isAnimating: app.isAnimating) ?? -1
        let ready = poll(&descriptors, 2, timeout)
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
            scheduler.didReadInput(at: clock.now, holdsBytes: input.hasPendingInput)
        } else if scheduler.pendingInputExpired(at: clock.now) {
            handle(input.flushPending())
        }
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
        input.resize(columns: terminal.columns, rows: terminal.rows)
        fitSceneToScreen()
        terminal.invalidate()
        invalidateScreen()
    }

    /// An interruption: the touch in flight, if the core has one, is cancelled.
    private func cancelTouch() {
        guard app.isTouching else { return }
        app.cancelTouches(at: clock.now)
        scheduler.setNeedsFrame()
    }

    // MARK: Input

    private func handle(_ events: [InputEvent]) {
        guard !events.isEmpty else { return }
        let now = clock.now
        for event in events {
            switch event {
            case .mouse(let mouse): handle(mouse, at: now)
            case .key(let key): handle(key, at: now)
            case .focus, .modeReport: break
            }
            if exitStatus != nil { return }
        }
    }

    /// Left button only: press, drag, release are the touch's began, moved, ended. Other
    /// buttons, the wheel and motion without a button do nothing. Whether a touch is in flight
    /// is the core's to know: a drag or release with none (or with the keys' touch) is ignored
    /// there.
    private func handle(_ mouse: MouseEvent, at now: Double) {
        guard mouse.button == .left else { return }
        if overlays.showsHelp {
            // Modal: a click closes the help, and the scene behind it sees nothing of it.
            if mouse.kind == .press { closeHelp() }
            return
        }
        guard let (column, row) = inspector.sceneCell(column: mouse.column, row: mouse.row, isPress: mouse.kind == .press,
                                                      columns: terminal.columns, rows: terminal.rows) else { return }
        switch mouse.kind {
        case .press:
            // Also when a press seems to be in flight already (its release was lost): the core
            // treats it as a new touch.
            app.pointerDown(column: column, row: row, at: now)
            userDidAct()
        case .drag:
            app.pointerMoved(column: column, row: row, at: now)
            scheduler.setNeedsFrame()
        case .release:
            // For X10 and urxvt reports, which do not say which button was released, the
            // decoder names the one it saw pressed.
            app.pointerUp(column: column, row: row, at: now)
            scheduler.setNeedsFrame()
        case .motion:
            break
        }
    }

    private func handle(_ key: Key, at now: Double) {
        switch key {
        case .control("c"):
            // Normally Ctrl-C arrives as SIGINT; this is for a terminal that sends the byte.
            exitStatus = 0
        case .control("z"):
            suspend()
        case _ where overlays.showsHelp:
            // Modal: any other key closes the help and does nothing else.
            closeHelp()
        case .character("q"), .escape:
            exitStatus = 0
        case .up, .character("k"): app.movePlacard(columns: 0, rows: -1, at: now); userDidAct()
        case .down, .character("j"): app.movePlacard(columns: 0, rows: 1, at: now); userDidAct()
        case .left, .character("h"): app.movePlacard(columns: -2, rows: 0, at: now); userDidAct()
        case .right, .character("l"): app.movePlacard(columns: 2, rows: 0, at: now); userDidAct()
        case .character(" "), .enter:
            app.releasePlacard(at: now)
            userDidAct()
        case .character("n"), .tab:
            app.showNextGreetingFromKeyboard(at: now)
            userDidAct()
        case .character("?"):
            openHelp(at: now)
        case .character("i"):
            inspector.isShown.toggle()
            fitSceneToScreen()
            scheduler.setNeedsFrame()
            userDidAct()
        case .character("s"):
            setSlowAnimations(app.animationSpeed == 1, at: now)
            userDidAct()
        case .character("r"):
            app.restart(at: now)
            userDidAct()
        case .character(let character):
            if let name = SceneName(key: character) {
                switchScene(to: name, at: now)
            } else if app.handleKey(character, at: now) {
                userDidAct()
            }
        default:
            break
        }
    }

    // MARK: Scenes

    /// A new scene from its start, at the slow-animation speed of the last (an inspector's
    /// setting outlives a scene). Asking for the scene showing does nothing: `r` restarts it.
    private func switchScene(to name: SceneName, at now: Double) {
        guard name != sceneName else { return }
        let speed = app.animationSpeed
        sceneName = name
        app = sceneMaker.make(name, columns: terminal.columns, rows: terminal.rows, time: now)
        if speed != 1 { app.setAnimationSpeed(speed, at: now) }
        fitSceneToScreen()
        userDidAct()
    }

    /// The scene's part of the screen: all of it, or what the inspector leaves.
    private var sceneRoom: (columns: Int, rows: Int) {
        inspector.sceneSize(columns: terminal.columns, rows: terminal.rows)
    }

    /// The rows the scene gets: all of its room but the bottom row when its caption shows there.
    private var sceneRows: Int {
        let room = sceneRoom.rows
        let captionRows = showsCaptions && app.caption != nil && room > 1 ? 1 : 0
        return room - captionRows
    }

    /// Lays the scene out in the room the screen leaves it, if that changed. A held placard
    /// stays under the pointer (cells count from the top left, so the pointer's cell is where
    /// it was); a resting one re-centres; a recipe starts again at the new scale.
    private func fitSceneToScreen() {
        if !inspector.isShown { overlays.inspector = nil }
        let columns = sceneRoom.columns, rows = sceneRows
        guard columns != app.columns || rows != app.rows else { return }
        app.resize(columns: columns, rows: rows)
    }

    /// The bottom row's text in a scene with a caption.
    private var captionText: String? {
        guard showsCaptions, let caption = app.caption else { return nil }
        return Caption.text(caption: caption, keys: app.keys, columns: sceneRoom.columns)
    }

    // MARK: Inspector

    /// The Simulator's Slow Animations: timed animations (and the dynamics, which follow their
    /// clock) at a tenth of the speed; touches keep to real time. A new scene keeps the speed.
    private func setSlowAnimations(_ slow: Bool, at now: Double) {
        app.setAnimationSpeed(slow ? Animator.slowAnimationsSpeed : 1, at: now)
        overlays.animationSpeed = app.animationSpeed
        scheduler.setNeedsFrame()
    }

    /// The help is modal, like a system alert over an iPhone app: the touch in flight is
    /// cancelled, so nothing is left held behind it.
    private func openHelp(at now: Double) {
        cancelTouch()
        overlays.showsHelp = true
        userDidAct()
    }

    private func closeHelp() {
        overlays.showsHelp = false
        scheduler.setNeedsFrame()
    }

    /// The user did something: the hint has done its job, and the next frame shows the result.
    private func userDidAct() {
        overlays.showsHint = false
        scheduler.setNeedsFrame()
    }
}
