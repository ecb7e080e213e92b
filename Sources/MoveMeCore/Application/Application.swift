/// The application object, as UIApplication: the end of every window's responder chain, and
/// the owner of the run loop that fires delayed performs (telling a single tap from a double
/// tap waits on it).
///
/// Small on purpose: the life cycle (launched, resign and become active, terminate) and the
/// delegate that hears of it belong here when they come. A touch no responder handled reaches
/// it and stops.
open class Application: Responder {
    public let runLoop: RunLoop
    /// Its pasteboards: `pasteboards.general` is UIPasteboard.general, kept per application so
    /// that nothing leaks between two of them.
    public let pasteboards = Pasteboards()
    /// The edit menu, one for the application as UIMenuController.shared.
    public let menuController = MenuController()
    /// Whether a shake asks to undo, as UIApplication's; yes by default, as there.
    public var applicationSupportsShakeToEdit = true
    /// The question a shake asked, until it is answered (`answerUndoConfirmation(_:)`).
    public internal(set) var undoConfirmation: UndoConfirmation?
    weak var confirmingUndoManager: UndoManager?
    /// The responder a shake under way was sent to: its undo manager is the one asked.
    weak var shakingResponder: Responder?

    public init(runLoop: RunLoop = RunLoop()) {
        self.runLoop = runLoop
        super.init()
    }

    /// The end of the chain.
    open override var next: Responder? { nil }

    // Touches that reach the application have been passed over by every view: they end here.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    // A shake no responder handled: shake to edit.
    open override func motionBegan(_ motion: EventSubtype, with event: Event?) {}
    open override func motionEnded(_ motion: EventSubtype, with event: Event?) {
        if motion == .motionShake { shakeToEdit() }
    }
    open override func motionCancelled(_ motion: EventSubtype, with event: Event?) {}
}
