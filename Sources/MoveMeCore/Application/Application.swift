/// The application object, as UIApplication: the last of every window's responder chain but
/// its delegate, the owner of the run loop that fires delayed performs (telling a single tap
/// from a double tap waits on it), and the life cycle: launched, resign and become active, terminate, open a
/// URL, each told to its delegate and its observers (`Application+LifeCycle`).
///
/// One for the program, as in UIKit: a front end makes it and gives it to every scene it
/// makes, whose touch dispatchers register with it, so that an interruption cancels the
/// touches of all of them. A touch no view handled reaches it, and then its delegate if that
/// is a responder (`next`).
open class Application: Responder {
    /// The run loop of delayed performs (a single tap waiting out the double-tap interval), on the
    /// time passed in.
    public let runLoop: RunLoop
    /// Strong, unlike UIKit's: nothing else keeps the program's delegate alive here (there,
    /// UIApplicationMain does). The delegate is handed the application; it need not hold it.
    public var delegate: ApplicationDelegate?
    /// Its pasteboards: `pasteboards.general` is UIPasteboard.general, kept per application so
    /// that nothing leaks between two of them.
    public let pasteboards = Pasteboards()
    /// Its defaults, as `UserDefaults.standard`: kept per application, which a front end reads
    /// before launch and writes at the end (MoveMeKit's, under the app's own name).
    public let userDefaults = UserDefaults()
    /// The edit menu, one for the application as UIMenuController.shared.
    public let menuController = MenuController()
    /// The screen its windows are on, as UIScreen: its bounds are the room the front end gives
    /// the application, set before launch and at each resize, so that the delegate makes its
    /// window that size (`Window(frame: application.screen.bounds)`).
    public var screen = Screen()
    /// Whether a shake asks to undo, as UIApplication's; yes by default, as there.
    public var applicationSupportsShakeToEdit = true
    /// The question a shake asked, until it is answered (`answerUndoConfirmation(_:)`).
    public internal(set) var undoConfirmation: UndoConfirmation?
    weak var confirmingUndoManager: UndoManager?
    /// The responder a shake under way was sent to: its undo manager is the one asked, and it
    /// is told the end or the cancel.
    weak var shakingResponder: Responder?

    /// Inactive until launch ends, and while interrupted.
    public internal(set) var applicationState: State = .inactive
    /// Whether `finishLaunching(at:)` has run: before it, life-cycle calls do nothing.
    public internal(set) var hasFinishedLaunching = false
    /// After `applicationWillTerminate`: nothing more happens.
    public internal(set) var isTerminated = false
    /// Between resign and become active: what a game would pause stays paused (dynamics) and
    /// new touches go nowhere. False before launch, so scenes built before it run.
    public internal(set) var isInterrupted = false
    /// The time of the latest life-cycle call, as passed in (it never goes back): a delegate
    /// method's now.
    public internal(set) var currentTime: Double
    /// The calls made, with their times, for the inspector.
    public internal(set) var lifeCycleLog = LifeCycleLog()

    struct Observation {
        weak var observer: AnyObject?
        let call: LifeCycleCall
        let handler: (AnyObject, Application) -> Void
    }

    var observations: [Observation] = []

    struct RegisteredDispatcher {
        weak var dispatcher: TouchDispatcher?
    }

    /// Every window's touch dispatcher (`TouchDispatcher.init` registers it); weak, so a
    /// scene dropped is forgotten.
    var dispatchers: [RegisteredDispatcher] = []

    /// An application, inactive until `finishLaunching(at:)`.
    public init(runLoop: RunLoop = RunLoop(), delegate: ApplicationDelegate? = nil) {
        self.runLoop = runLoop
        self.delegate = delegate
        currentTime = runLoop.currentTime
        super.init()
    }

    /// Where the chain goes last, as UIApplication's `next`: its delegate when that is a responder
    /// other than a view or an application (UIKit says the same of view controllers, which
    /// the model has not), else nil. So what no view handles (a touch, a shake, an edit
    /// action) reaches a delegate that is a responder.
    open override var next: Responder? {
        guard let responder = delegate as? Responder, !(responder is View), !(responder is Application) else { return nil }
        return responder
    }

    // MARK: Target–action

    /// Sends `action` to `target`, or along the responder chain when `target` is nil, as
    /// UIApplication's: "If target is nil, the app sends the message to the first responder, from
    /// whence it progresses up the responder chain until it is handled." The chain starts at the
    /// first responder of the sender's window (a view's, or a gesture recognizer's view's), and
    /// where there is none at the sender itself, as Chameleon found UIKit does for a control. It
    /// reaches the first responder that implements the action (`Responder.target(forAction:withSender:)`).
    ///
    /// - Parameters:
    ///   - action: What to send.
    ///   - target: Who gets it; nil for the responder chain.
    ///   - sender: Who sends it (a control), passed to the method.
    ///   - event: The event it is sent for, if any.
    /// - Returns: Whether anyone got it.
    @discardableResult
    open func sendAction(_ action: Action, to target: AnyObject?, from sender: Any?, for event: Event?) -> Bool {
        Self.send(action, to: target, from: sender, for: event)
    }

    // MARK: Ignoring interaction events

    private var ignoringDepth = 0

    /// While ignoring, the application receives no touch events at all: a begin for each end,
    /// as UIApplication's `beginIgnoringInteractionEvents` (a bounce under way, an app that is
    /// not active). The Event Handling Guide: the first "causes the application to completely
    /// stop receiving touch event messages". So the first begin cancels every touch in flight
    /// (its view gets `touchesCancelled`, not left waiting for an end that would never come),
    /// and until the last end new touches go nowhere.
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }
    /// Starts ignoring touches, as UIApplication's: the first begin cancels every touch in flight,
    /// and new ones go nowhere until as many ends have come.
    public func beginIgnoringInteractionEvents() {
        ignoringDepth += 1
        guard ignoringDepth == 1 else { return }
        for registered in dispatchers { registered.dispatcher?.cancelTouchesForIgnoring() }
    }
    /// Ends one `beginIgnoringInteractionEvents()`; touches are delivered again after the last.
    public func endIgnoringInteractionEvents() { ignoringDepth = max(0, ignoringDepth - 1) }

    /// A shake no view handled asks to undo (shake to edit), and goes on to the delegate, if
    /// it is a responder (`next`).
    open override func motionEnded(_ motion: EventSubtype, with event: Event?) {
        if motion == .motionShake { shakeToEdit() }
        super.motionEnded(motion, with: event)
    }
}
