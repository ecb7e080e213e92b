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
    var sceneResponder: SceneResponder!
    let settings: SceneSettings
    var layout: Layout
    /// The fingers the mouse makes beyond the pointer: Alt-drag's second, the right button's pins.
    var fingers = MouseFingers()
    var overlays: Overlays
    /// The time the last input handled took the scene to, until the next frame (nil when the
    /// last input did not, or something since may have changed it).
    var sceneAdvancedByInput: Double?
    /// A drag report's finger changes, the same array each report (`MouseFingers.drag`).
    var dragChanges: [FingerChange] = []
    /// The bottom row's text, made again only when what it shows changes.
    var captionCache = CaptionCache()
    var scheduler: FrameScheduler
    let screen: Screen
    let backend: Backend
    /// Draws the core's frames, only the cells under what changed. A frame of a new size (the
    /// first, one after `invalidate` or a resize) is not listed cell by cell: the screen has
    /// no picture of that size either, and repaints it whole.
    let renderer: Renderer = {
        let renderer = Renderer()
        renderer.listsEveryCellOfANewFrame = false
        return renderer
    }()
    /// The edit menu on screen, for every scene's application.
    private let menuView: MenuView
    /// What the frames cost; `stopwatch` reads the time it takes (the real clock in the
    /// program; a test's stays still). The costs themselves only with MOVEME_STATS=1.
    public internal(set) var stats: FrameStats
    let stopwatch: () -> Double
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

    /// The scene's help, and the keys for second fingers in a scene that takes them.
    private var sceneHelp: [HelpLine] {
        scene.help + (configuration.scene.takesSecondFingers ? KeyTable.fingerHelp(strings) : [])
    }

    /// The texts in the user's language: the application's, chosen once at launch.
    public var strings: Strings { settings.application.strings }
}
