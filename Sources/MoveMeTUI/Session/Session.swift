import MoveMeCore
import MoveMeTerminal

/// Everything the program decides, from input events and the time to the cells it sends: the
/// scene, the layout, the overlays, the keys, when to draw. Pure, as the core is: time is
/// passed in and cells go to any backend, so every test drives it with a manual clock and a
/// `MemoryBackend`, as swift-nio's `EmbeddedEventLoop` runs the loop under manual time. The
/// shell around it (`EventLoop`) only polls, reads, handles signals and reads the real clock.
public final class Session: KeyResponder {
    /// The scene running, and its place in the key chain; what it can do is fixed for its
    /// life, so its help lines are taken once, not a frame.
    var scene: any Scene {
        didSet {
            sceneResponder = SceneResponder(scene: scene, session: self)
            overlays.sceneHelp = scene.help
            overlays.sceneHint = scene.hint
            // The menu is the application's, shared by every scene: it goes with the old one.
            oldValue.hideEditMenu()
            connectClipboard()
        }
    }
    var sceneEntry: SceneEntry
    private var sceneResponder: SceneResponder!
    let settings: SceneSettings
    /// Whether a scene's caption takes the bottom row (not with --no-hint).
    let showsCaptions: Bool
    private(set) var layout: Layout
    var showsInspector: Bool
    private let inspector = Inspector(isShown: true)
    var overlays: Overlays
    var scheduler: FrameScheduler
    let screen: Screen
    private let backend: TerminalBackend
    /// Draws the core's frames, only the cells under what changed.
    private let renderer = Renderer()
    /// What the frames cost; `stopwatch` reads the time it takes (the real clock in the
    /// program; a test's stays still).
    public private(set) var stats = FrameStats()
    private let stopwatch: () -> Double
    /// What the shell is asked to do, once the events that asked are handled.
    public internal(set) var request: Request?
    /// Bytes for the terminal besides frames (OSC 52 for a copy), until the shell takes them.
    var terminalWrites: [String] = []
    /// When the notice on the bottom row (a refused paste) goes; nil while none shows.
    var noticeExpiry: Double?

    public enum Request: Equatable {
        /// End the program with this status.
        case exit(Int32)
        /// Stop the process (Ctrl-Z as a key), then `resize` at `fg`.
        case suspend
    }

    public init(settings: SceneSettings, backend: TerminalBackend, columns: Int, rows: Int, depth: ColorDepth,
                options: ProgramOptions, time: Double, stopwatch: @escaping () -> Double = { 0 }) {
        self.settings = settings
        self.backend = backend
        self.stopwatch = stopwatch
        showsCaptions = options.showHint
        showsInspector = options.inspect
        sceneEntry = options.scene
        scene = options.scene.make(settings, columns: columns, rows: rows, time: time)
        layout = Layout(columns: columns, rows: rows, showsInspector: options.inspect, showsCaption: false)
        screen = Screen(backend: backend)
        scheduler = FrameScheduler(framesPerSecond: options.framesPerSecond)
        overlays = Overlays(depth: depth, showsHint: options.showHint)
        overlays.sceneHelp = scene.help
        overlays.sceneHint = scene.hint
        sceneResponder = SceneResponder(scene: scene, session: self)
        connectClipboard()
        if options.slowAnimations { setSlowAnimations(true, at: time) }
        layOut()
    }

    /// The shell has done what was asked.
    public func clearRequest() {
        request = nil
    }

    // MARK: Frames

    /// Draws a frame if one is due at `time`: the scene advanced and rendered at the screen's
    /// size, the overlays over it, the changed cells to the backend. True if a frame was drawn.
    @discardableResult
    public func drawIfDue(at time: Double) -> Bool {
        expireNotice(at: time)
        guard scheduler.isFrameDue(at: time, isAnimating: scene.isAnimating) else { return false }
        let start = stopwatch()
        scene.advance(to: time)
        overlays.caption = captionText
        // The scene may have only part of the screen (the inspector, a caption have the rest):
        // it is drawn at the screen's size, and the overlays cover what lies outside it.
        let changed = scene.render(with: renderer, columns: layout.columns, rows: layout.rows, overlays.depth.renderMode)
        guard let grid = renderer.grid else { return false }
        if showsInspector {
            overlays.inspector = inspector.panel(model: scene.snapshot(), dynamics: scene.dynamicsSnapshot, editing: scene.editingSnapshot(),
                                                 columns: grid.columns, rows: grid.rows)
        }
        let layer = overlays.layer(columns: grid.columns, rows: grid.rows)
        let rendered = stopwatch()
        let cells = screen.present(scene: grid, changed: changed, overlay: layer)
        let drawn = stopwatch()
        if cells > 0 { backend.flush() }
        stats.record(render: rendered - start, draw: drawn - rendered, update: stopwatch() - drawn, cells: cells)
        scheduler.didDrawFrame(at: time, isAnimating: scene.isAnimating)
        return true
    }

    /// Milliseconds the shell may sleep before something is due; nil: until input comes.
    public func timeout(at time: Double) -> Int32? {
        let frame = scheduler.timeout(at: time, isAnimating: scene.isAnimating)
        guard let noticeExpiry else { return frame }
        let notice = Int32(min(max(0, ((noticeExpiry - time) * 1000).rounded(.up)), 60_000))
        return min(frame ?? notice, notice)
    }

    /// The terminal's picture is gone or wrong (resize, resume): the next frame is drawn whole.
    public func invalidate() {
        screen.invalidate()
        renderer.invalidate()
        scheduler.setNeedsFrame()
    }

    /// The screen is now this size: the layout again, and everything drawn anew.
    public func resize(columns: Int, rows: Int) {
        layOut(columns: columns, rows: rows)
        invalidate()
    }

    /// Lays the screen out again (at a new size, if given) and the scene in its room, if that
    /// changed. A held placard stays under the pointer (cells count from the top left, so the
    /// pointer's cell is where it was); a resting one re-centres; a recipe is laid out again at
    /// the new scale and goes on.
    func layOut(columns: Int? = nil, rows: Int? = nil) {
        layout = Layout(columns: columns ?? layout.columns, rows: rows ?? layout.rows,
                        showsInspector: showsInspector, showsCaption: showsCaptions && scene.caption != nil)
        if !showsInspector { overlays.inspector = nil }
        guard layout.roomColumns != scene.columns || layout.sceneRows != scene.rows else { return }
        scene.resize(columns: layout.roomColumns, rows: layout.sceneRows)
    }

    // MARK: Input

    public func handle(_ events: [InputEvent], at time: Double) {
        for event in Self.withoutUnbracketedPaste(events) {
            switch event {
            case .mouse(let mouse): handle(mouse, at: time)
            case .key(let key): handle(key, at: time)
            case .paste(let pasted): handle(pasted, at: time)
            // Focus reports and mode reports (the SGR-Pixels answer) are not asked for yet.
            case .focus, .modeReport: break
            }
            // Ctrl-Z as a key stops the process once the batch is handled; an end is at once.
            if case .exit? = request { return }
        }
    }

    /// Input was read at `time`; `holdsBytes` when the decoder kept some back for a sequence
    /// that may go on (a lone Esc).
    public func didReadInput(at time: Double, holdsBytes: Bool) {
        scheduler.didReadInput(at: time, holdsBytes: holdsBytes)
    }

    /// Whether held input bytes have waited long enough to stand for themselves.
    public func pendingInputExpired(at time: Double) -> Bool {
        scheduler.pendingInputExpired(at: time)
    }

    /// Left button only: press, drag, release are the touch's began, moved, ended. Other
    /// buttons, the wheel and motion without a button do nothing. Whether a touch is in flight
    /// is the core's to know: a drag or release with none (or with the keys' touch) is ignored
    /// there.
    private func handle(_ mouse: MouseEvent, at time: Double) {
        if handleUndoQuestion(mouse, at: time) { return }
        if mouse.button == .right { return handleRightButton(mouse, at: time) }
        guard mouse.button == .left else { return }
        if overlays.showsHelp {
            // Modal: a click closes the help, and the scene behind it sees nothing of it.
            if mouse.kind == .press { closeHelp() }
            return
        }
        guard let (column, row) = layout.sceneCell(column: mouse.column, row: mouse.row, isPress: mouse.kind == .press)
        else { return }
        switch mouse.kind {
        case .press:
            // Also when a press seems to be in flight already (its release was lost): the core
            // treats it as a new touch.
            scene.pointerDown(column: column, row: row, at: time)
            userDidAct()
        case .drag:
            scene.pointerMoved(column: column, row: row, at: time)
            scheduler.setNeedsFrame()
        case .release:
            // For X10 and urxvt reports, which do not say which button was released, the
            // decoder names the one it saw pressed.
            scene.pointerUp(column: column, row: row, at: time)
            scheduler.setNeedsFrame()
        case .motion:
            break
        }
    }

    /// The system's keys first (ctrl-c, ctrl-z), then the help, which is modal: any other key
    /// closes it and does nothing else. Then the chain: the scene, then the program.
    private func handle(_ key: Key, at time: Double) {
        if let system = KeyTable.key(for: key, in: KeyTable.all.filter(\.beforeModal)) {
            system.action(self, key, time)
        } else if overlays.showsHelp {
            closeHelp()
        } else if handleUndoQuestion(key, at: time) || handleMenuKey(key, at: time) {
            return
        } else {
            sceneResponder.send(key, at: time)
        }
    }

    // MARK: KeyResponder: the program's keys, the last in the chain

    var nextKeyResponder: KeyResponder? { nil }

    func perform(_ key: Key, at time: Double) -> Bool {
        guard let programKey = KeyTable.key(for: key, in: KeyTable.all) else { return false }
        programKey.action(self, key, time)
        return true
    }
}
