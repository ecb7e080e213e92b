import MoveMeCore
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// Everything the program decides, from input events and the time to the frames it shows and
/// the effects it asks for: the scene, the configuration, the keys, the modal boxes, and its
/// picture (the layout, the overlays' planes, when to draw). One door (`Session+Door`):
/// `update(_:at:)` takes an event and the time and returns effects, `render()` gives the frame
/// due as a value, `deadline` says when something is next due. Pure, as the core is: no I/O, no
/// clock; the terminal around it (MoveMeTUI's `Runtime`) reads, polls, keeps the time, shows
/// the frames and does what the effects ask.
public final class Session: KeyResponder {
    /// The scene running, and its place in the key chain.
    var scene: any Scene {
        didSet {
            sceneResponder = SceneResponder(scene: scene, session: self)
            // The menu is the application's, shared by every scene: it goes with the old one.
            oldValue.hideEditMenu()
            connectClipboard()
            inspectorLogScroll = 0
        }
    }
    /// How the program is set up now: the scene's entry, the greeting and the collision mode
    /// last chosen (kept across scenes, so a new scene shows them), the inspector, the hint;
    /// slow animations are the scene's (`currentConfiguration`).
    var configuration: Configuration
    var sceneResponder: SceneResponder!
    /// The program's one application: every scene made is its, and its delegate hears the
    /// life cycle.
    public let application: Application
    /// The screen's size and its parts: the scene's room, the inspector's, the bottom row (the
    /// one place the size is kept).
    var layout: Layout
    /// When frames are due.
    var scheduler: FrameScheduler
    /// What the overlays draw with: the terminal's colours, the user's language, the program's
    /// keys (`keys`).
    let style: OverlayStyle
    /// The program's keys, the last responder's: MoveMe's, or an application's of one scene.
    var keys: [ProgramKey] { style.keys }
    /// How the terminal draws the scene's moving views.
    let graphics: GraphicsMode
    /// The edit menu on screen, for every scene's application (the menu controller's presenter).
    let editMenu: EditMenu
    /// This frame's inspector panel while the configuration shows it, and the fingers' rings:
    /// what their planes are made from, made after the scene has advanced to the frame's time.
    var inspectorPanel: InspectorPanel?
    var rings: [FingerRings.Ring] = []
    /// Makes the frames: the scene's cells, the planes over them, the pictures.
    let composer: FrameComposer
    /// The fingers the mouse makes beyond the pointer: Alt-drag's second, the right button's pins.
    var fingers = MouseFingers()
    /// The help box is open: modal, as a system alert over an iPhone app.
    var showsHelp = false
    /// The shake's question, modal while it waits for an answer.
    var undoQuestion: UndoConfirmation?
    /// The mouse's button went down on the edit menu and has not come up.
    var pressedOnMenu = false
    /// How many of the touch log's newest entries the wheel scrolled the inspector back past.
    var inspectorLogScroll = 0
    /// A short notice on the bottom row (what a paste's rules did), until `noticeExpiry`.
    var notice: String?
    var noticeExpiry: Double?
    /// MoveMe's hint says what to do until the person first does something.
    var showsHint: Bool
    /// When the preferences are next written.
    var preferencesSchedule = PreferencesSchedule(saved: Preferences())
    /// The time of the last update: what the frame is drawn at.
    var now: Double
    /// What the world is asked to do, until `update` returns it.
    var effects: [Effect] = []
    /// The terminal's modes every frame asks for: all of them, as MoveMe wants (touches from
    /// the mouse, focus as interruptions, pastes); the terminal layer sets what changes.
    public var modes = TerminalModes()

    /// A session at `time` on `terminal`, the program set up as `configuration` says, its
    /// scenes made in `application`.
    public init(configuration start: Configuration, application: Application = Application(), terminal: TerminalTraits,
                time: Double) {
        self.application = application
        now = time
        configuration = start
        // The scene made at the size it is laid out at (its room, less a caption's row): made at
        // the screen's and then resized, it was laid out twice before its first frame.
        layout = Layout(columns: terminal.columns, rows: terminal.rows, showsInspector: start.showsInspector,
                        showsCaption: start.showsHint && start.scene.hasCaption)
        style = OverlayStyle(depth: terminal.depth, strings: application.strings, keys: KeyTable.keys(for: start.scenes))
        scheduler = FrameScheduler(framesPerSecond: start.framesPerSecond)
        graphics = terminal.graphics
        editMenu = EditMenu(strings: application.strings)
        composer = FrameComposer(pictures: Pictures(drawsImages: terminal.graphics != .cells))
        application.menuController.presenter = editMenu
        scene = start.scene.make(start, application: application, columns: layout.roomColumns, rows: layout.sceneRows,
                                 time: time)
        showsHint = start.showsHint
        sceneResponder = SceneResponder(scene: scene, session: self)
        connectClipboard()
        if start.slowAnimations { setSlowAnimations(true, at: time) }
        applyChoices(at: time)
        layOut()
        // Launched (once: a front end may have done it before the terminal was set up, to
        // open a URL given at launch).
        application.finishLaunching(at: time)
        preferencesSchedule = PreferencesSchedule(saved: preferences)
        // Once, at the start: the mouse modes are sent anyway, and may well work; the images
        // asked for are not drawn, and the screen in cells would not say why.
        var notices: [String] = []
        if start.showsHint && !terminal.describesMouse {
            let keys = [strings[.hintHelp], strings[.hintQuit]].joined(separator: BottomRow.separator)
            notices.append(strings.format(.noticeNoMouse, keys))
        }
        if let fallback = terminal.graphicsFallback { notices.append(fallback.notice(strings)) }
        if !notices.isEmpty { showNotice(notices.joined(separator: BottomRow.separator), at: time) }
    }

    /// The scene's help, and the keys for second fingers in a scene that takes them.
    var sceneHelp: [HelpLine] {
        scene.help + (configuration.scene.takesSecondFingers ? KeyTable.fingerHelp(strings) : [])
    }

    /// The texts in the user's language: the application's, chosen once at launch.
    public var strings: Strings { application.strings }
}
