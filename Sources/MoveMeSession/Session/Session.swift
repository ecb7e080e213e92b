import MoveMeCore
import MoveMeDynamics
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// Everything the program decides, from input events and the time to the cells it sends: the
/// scene, the layout, the overlays, the keys, when to draw. Pure, as the core is: time is
/// passed in and cells go to any backend, so every test drives it with a manual clock and a
/// `MemoryBackend`, as swift-nio's `EmbeddedEventLoop` runs the loop under manual time. The
/// shell around it (`EventLoop`) only polls, reads, handles signals and reads the real clock.
public final class Session: KeyResponder, LaunchStateHost {
    /// The scene running, and its place in the key chain; what it can do is fixed for its
    /// life, so its help lines are taken once, not a frame.
    var scene: any Scene {
        didSet {
            sceneAdvancedByInput = nil
            sceneResponder = SceneResponder(scene: scene, session: self)
            overlays.sceneHelp = sceneHelp
            overlays.helpTitle = HelpBox.title(for: configuration.scene)
            overlays.sceneHint = scene.hint
            // The menu is the application's, shared by every scene: it goes with the old one.
            oldValue.hideEditMenu()
            connectClipboard()
        }
    }
    /// How the program is set up now: the scene's entry, the greeting and the collision mode
    /// last chosen (kept across scenes, so a new scene shows them), the inspector, the hint;
    /// slow animations are the scene's (`currentConfiguration`).
    var configuration: Configuration
    private var sceneResponder: SceneResponder!
    let settings: SceneSettings
    private(set) var layout: Layout
    /// The fingers the mouse makes beyond the pointer: Alt-drag's second, the right button's pins.
    var fingers = MouseFingers()
    var overlays: Overlays
    /// The time the last input handled took the scene to, until the next frame (nil when the
    /// last input did not, or something since may have changed it).
    private var sceneAdvancedByInput: Double?
    /// A drag report's finger changes, the same array each report (`MouseFingers.drag`).
    private var dragChanges: [FingerChange] = []
    /// The bottom row's text, made again only when what it shows changes.
    var captionCache = CaptionCache()
    var scheduler: FrameScheduler
    let screen: Screen
    private let backend: Backend
    /// Draws the core's frames, only the cells under what changed. A frame of a new size (the
    /// first, one after `invalidate` or a resize) is not listed cell by cell: the screen has
    /// no picture of that size either, and repaints it whole.
    private let renderer: Renderer = {
        let renderer = Renderer()
        renderer.listsEveryCellOfANewFrame = false
        return renderer
    }()
    /// The edit menu on screen, for every scene's application.
    private let menuView: MenuView
    /// What the frames cost; `stopwatch` reads the time it takes (the real clock in the
    /// program; a test's stays still). The costs themselves only with MOVEME_STATS=1.
    public private(set) var stats: FrameStats
    private let stopwatch: () -> Double
    /// What the shell is asked to do, once the events that asked are handled.
    public package(set) var request: Request?
    /// When the preferences are next written.
    var preferencesSchedule = PreferencesSchedule(saved: Preferences())
    /// The configuration the schedule was last told of, until a save (`notePreferences`).
    var notedConfiguration: Configuration?
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

    public init(settings: SceneSettings, backend: Backend, columns: Int, rows: Int, depth: ColorDepth,
                options: ProgramOptions, time: Double, stopwatch: @escaping () -> Double = { 0 }) {
        self.settings = settings
        menuView = MenuView(strings: settings.application.strings)
        settings.application.menuController.presenter = menuView
        self.backend = backend
        self.stopwatch = stopwatch
        stats = FrameStats(keepsSamples: options.printStats)
        let start = options.configuration
        configuration = start
        // Made at the size it is laid out at (its room, less a caption's row): made at the
        // screen's and then resized, it was laid out twice before its first frame.
        layout = Layout(columns: columns, rows: rows, showsInspector: start.showsInspector,
                        showsCaption: start.showsHint && start.scene.hasCaption)
        scene = start.scene.make(settings, columns: layout.roomColumns, rows: layout.sceneRows, time: time)
        screen = Screen(backend: backend)
        scheduler = FrameScheduler(framesPerSecond: options.framesPerSecond)
        overlays = Overlays(depth: depth, showsHint: start.showsHint)
        overlays.strings = settings.application.strings
        overlays.sceneHelp = sceneHelp
        overlays.helpTitle = HelpBox.title(for: start.scene)
        overlays.sceneHint = scene.hint
        sceneResponder = SceneResponder(scene: scene, session: self)
        connectClipboard()
        if start.slowAnimations { setSlowAnimations(true, at: time) }
        applyChoices(at: time)
        layOut()
        // Launched (once: a front end may have done it before the terminal was set up); the
        // program's delegate opens later URLs through this session.
        settings.application.finishLaunching(at: time)
        (settings.application.delegate as? MoveMeAppDelegate)?.host = self
        preferencesSchedule = PreferencesSchedule(saved: preferences)
        if start.showsHint && !options.terminfoDescribesMouse {
            // Once, at the start: the mouse modes are sent anyway, and may well work.
            let keys = [strings[.hintHelp], strings[.hintQuit]].joined(separator: BottomRow.separator)
            showNotice(strings.format(.noticeNoMouse, keys), at: time)
        }
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
        // A delayed perform due (a single tap's) changes the scene with no input: a frame.
        if let due = scene.nextTimerTime, due <= time { scheduler.setNeedsFrame() }
        expireNotice(at: time)
        guard scheduler.isFrameDue(at: time, isAnimating: scene.isAnimating) else { return false }
        let start = stopwatch()
        if !inputAdvancedScene(to: time) { scene.advance(to: time) }
        sceneAdvancedByInput = nil
        overlays.caption = captionText
        overlays.fingers = fingerRings
        // The scene may have only part of the screen (the inspector, a caption have the rest):
        // it is drawn at the screen's size, and the overlays cover what lies outside it.
        let changed = scene.render(with: renderer, columns: layout.columns, rows: layout.rows, overlays.depth.renderMode)
        guard let grid = renderer.grid else { return false }
        if configuration.showsInspector {
            overlays.inspector = Inspector.panel(model: scene.snapshot(), dynamics: scene.dynamicsSnapshot, editing: scene.editingSnapshot(),
                                                 columns: grid.columns, rows: grid.rows, strings: strings)
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

    /// Whether the input just handled at `time` (a drag's or a release's fingers, which meet
    /// the scene as it is then) already took the scene to `time` and left nothing for another
    /// turn at the same moment: no animation or delayed perform to run. The frame then draws
    /// the scene as it is; advanced again, it did the same work twice. A layout the input asked
    /// for (a pinch's new transform) is the only work that can be left then: the layout pass
    /// runs (one look at the root when nothing asked), and a whole turn only if it started
    /// something.
    private func inputAdvancedScene(to time: Double) -> Bool {
        guard sceneAdvancedByInput == time, !scene.isAnimating else { return false }
        if let due = scene.nextTimerTime, due <= time { return false }
        scene.window.layoutIfNeeded()
        if let due = scene.nextTimerTime, due <= time { return false }
        return !scene.isAnimating
    }

    /// Milliseconds the shell may sleep before something is due (a frame, or the scene's next
    /// delayed perform: a single tap waiting out the double-tap interval); nil: until input
    /// comes.
    public func timeout(at time: Double) -> Int32? {
        let frame = scheduler.timeout(at: time, isAnimating: scene.isAnimating)
        var wait = frame
        /// The wait shortened to `deadline`, in whole milliseconds, at most a minute.
        func shorten(to deadline: Double) {
            let milliseconds = Int32(min(max(0, ((deadline - time) * 1000).rounded(.up)), 60_000))
            wait = min(wait ?? milliseconds, milliseconds)
        }
        // The scene's next timer (a single tap waiting); already due, `drawIfDue` asked for the
        // frame that runs it, which the scheduler times (no spinning at 0 ms until the input
        // interval lets it draw).
        if let due = scene.nextTimerTime, due.isFinite, !(due <= time && frame != nil) { shorten(to: due) }
        // A preferences save waiting.
        if let save = preferencesSchedule.deadline { shorten(to: save) }
        // The notice on the bottom row (a refused paste) going.
        if let noticeExpiry { shorten(to: noticeExpiry) }
        return wait
    }

    /// The terminal's picture is gone or wrong (resize, resume): the next frame is drawn whole.
    public func invalidate() {
        sceneAdvancedByInput = nil
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
        sceneAdvancedByInput = nil
        layout = Layout(columns: columns ?? layout.columns, rows: rows ?? layout.rows,
                        showsInspector: configuration.showsInspector, showsCaption: configuration.showsHint && scene.caption != nil)
        if !configuration.showsInspector { overlays.inspector = nil }
        guard layout.roomColumns != scene.columns || layout.sceneRows != scene.rows else { return }
        scene.resize(columns: layout.roomColumns, rows: layout.sceneRows)
    }

    // MARK: Input

    public func handle(_ events: [InputEvent], at time: Double) {
        for event in Self.withoutUnbracketedPaste(events) {
            // Only a drag or a release that is the batch's last event leaves the scene as the
            // frame will draw it (`inputAdvancedScene`).
            sceneAdvancedByInput = nil
            switch event {
            case .mouse(let mouse): handle(mouse, at: time)
            case .key(let key): handle(key, at: time)
            case .paste(let pasted): handle(pasted, at: time)
            // Focus reports (DECSET 1004) are the terminal's interruptions, as a call is the
            // iPhone's: focus out resigns active, focus in becomes active again.
            case .focus(let focused): focused ? becomeActive(at: time) : resignActive(at: time)
            // The SGR-Pixels answer is the decoder's, which switches itself to pixels on it.
            case .modeReport: break
            }
            // Ctrl-Z as a key stops the process once the batch is handled; an end is at once.
            if case .exit? = request { return }
        }
        // Only a key or a press changes what is saved (a drag, the hot path, never does).
        if events.contains(where: \.mayChangePreferences) { notePreferences(at: time) }
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

    /// The left button: press, drag, release are finger 0's began, moved, ended, with a
    /// second finger beside it under Alt (`MouseFingers`). The right button's press pins a
    /// finger or lifts one. Other buttons, the wheel and motion without a button do nothing.
    /// Whether a touch is in flight is the core's to know: a drag or release with none (or
    /// with the keys' touch) is ignored there.
    private func handle(_ mouse: MouseEvent, at time: Double) {
        if handleUndoQuestion(mouse, at: time) { return }
        // The right button: the placard's edit menu in MoveMe; a pinned finger where the scene
        // takes second fingers (below).
        if mouse.button == .right && !configuration.scene.takesSecondFingers { return handleRightButton(mouse, at: time) }
        guard mouse.button == .left || (mouse.button == .right && configuration.scene.takesSecondFingers) else { return }
        if overlays.showsHelp {
            // Modal: a click closes the help, and the scene behind it sees nothing of it.
            if mouse.kind == .press && mouse.button == .left { closeHelp() }
            return
        }
        guard let point = layout.scenePoint(mouse) else { return }
        // The core may have cancelled fingers (an interruption): they are not the mouse's now.
        forgetLiftedFingers()
        if mouse.button == .right {
            // Only the press: a right drag or release (one that began before, or during a left
            // drag) does nothing.
            guard mouse.kind == .press else { return }
            scene.advance(to: time)
            guard let change = fingers.togglePin(at: point) else { return }
            scene.fingersChanged([change], at: time)
            userDidAct()
            return
        }
        switch mouse.kind {
        case .press:
            // Also when a press seems to be in flight already (its release was lost): the core
            // treats it as a new touch. The second finger finds its view as the scene is now.
            scene.advance(to: time)
            let mode = configuration.scene.takesSecondFingers ? fingers.mode(alt: mouse.alt, shift: mouse.shift) : nil
            scene.fingersChanged(fingers.press(at: point, mode: mode, in: scene.window), at: time)
            userDidAct()
        case .drag:
            fingers.drag(to: point, shift: mouse.shift, alt: mouse.alt, into: &dragChanges)
            scene.fingersChanged(dragChanges, at: time)
            sceneAdvancedByInput = time
            scheduler.setNeedsFrame()
        case .release:
            // For X10 and urxvt reports, which do not say which button was released, the
            // decoder names the one it saw pressed.
            scene.fingersChanged(fingers.release(at: point), at: time)
            sceneAdvancedByInput = time
            scheduler.setNeedsFrame()
        case .motion:
            break
        }
    }

    /// The scene's help, and the keys for second fingers in a scene that takes them.
    private var sceneHelp: [HelpLine] {
        scene.help + (configuration.scene.takesSecondFingers ? KeyTable.fingerHelp(strings) : [])
    }

    /// The texts in the user's language: the application's, chosen once at launch.
    public var strings: Strings { settings.application.strings }

    /// The rings of the fingers down, in the scene's rows (a caption has the row below).
    /// Asked every frame: a lone pointer (MoveMe's drag) goes no further than its finger, and
    /// the pins are looked up in their dictionary, not copied into a set a frame.
    private var fingerRings: [FingerRings.Ring] {
        // The pointer alone (MoveMe's every frame): no ring, and nothing made to find none.
        guard fingers.holdsFingers || scene.dispatcher.hasTouch(besidesFinger: 0) else { return [] }
        let touches = scene.dispatcher.activeTouches
        let active = touches.map(\.finger)
        fingers.forget(keeping: active)
        guard active.contains(where: { $0 != 0 }) else { return [] }
        let pins = fingers.pins.pins
        return FingerRings.rings(touches.map { ($0.finger, $0.location(in: nil), pins[$0.finger] != nil) },
                                 columns: layout.roomColumns, rows: layout.sceneRows)
    }

    /// Forgets the mouse's fingers the core no longer has down (an interruption cancelled
    /// them); asks the core only when the mouse holds any besides the pointer's, and then
    /// finger by finger (the sorted list of its touches cost 3,800 instructions a two-finger
    /// drag report).
    func forgetLiftedFingers() {
        guard fingers.holdsFingers else { return }
        let dispatcher = scene.dispatcher
        fingers.forget { dispatcher.touch(forFinger: $0) != nil }
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

extension InputEvent {
    /// Whether handling it may change a preference: a key (the scene, `s`, `i`, `m`, `n`) or a
    /// press (a double click's next greeting); not a drag, a release or a report.
    fileprivate var mayChangePreferences: Bool {
        switch self {
        case .key: true
        case .mouse(let mouse): mouse.kind == .press
        // A paste changes the greeting's text, not which greeting shows.
        case .focus, .modeReport, .paste: false
        }
    }
}
