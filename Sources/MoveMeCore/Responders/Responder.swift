/// Something that can handle events, as UIResponder. What it does not handle it passes to its
/// next responder: a view's is its superview, a window's the application, and the application's
/// its delegate, when that is a responder, which ends the chain.
///
/// One responder of a window is its first responder (`becomeFirstResponder()`): keys, motion
/// and edit actions go to it first.
open class Responder {
    /// A responder with no next responder.
    public init() {}

    /// Where what it does not handle goes, as UIResponder's `next`: a view's superview, a
    /// window's application, the application's delegate if it is a responder; nil here.
    open var next: Responder? { nil }

    // MARK: Touches: by default, passed along the chain

    /// Fingers touched down on the view they hit, as UIResponder's; by default passed to `next`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved; by default passed to `next`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted; by default passed to `next`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches taken away (an interruption, or ignoring interaction events began); by default
    /// passed to `next`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Keys

    /// The keys it answers, as UIResponder's `keyCommands`: a front end offers a key to the
    /// first responder and each responder after it, then to the scene (`Scene.keyCommands`).
    open var keyCommands: [KeyCommand] { [] }

    // MARK: First responder

    /// Whether it may become first responder; UIKit's default is no.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether it lets another become first responder; UIKit's default is yes.
    open var canResignFirstResponder: Bool { true }

    /// The window whose first responder it can be: a view's window, a window itself; nil for
    /// anything else (the application), which can never be first responder.
    var firstResponderWindow: Window? { nil }

    /// Becomes its window's first responder, if it may and the present one lets go. Returns
    /// whether it is first responder afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = firstResponderWindow else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Stops being first responder, if it allows it. Returns false only when it is first
    /// responder and refuses to stop.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = firstResponderWindow, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponder = nil
        return true
    }

    /// Whether it is its window's first responder now.
    public var isFirstResponder: Bool {
        firstResponderWindow.map { $0.firstResponder === self } ?? false
    }

    // MARK: Edit actions

    /// Whether it can perform `action` now, as UIResponder's. The default is no; the edit menu
    /// asks the first responder and then each next responder (`target(forAction:withSender:)`).
    open func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool { false }

    /// Performs an action it said it can perform: the edit menu's command.
    open func perform(_ action: EditAction, withSender sender: Any?) {}

    /// The responder that performs `action`: this one if it can, otherwise the first of its
    /// next responders that can; nil if none can.
    public func target(forAction action: EditAction, withSender sender: Any?) -> Responder? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    /// The responder a target–action message sent to no target reaches from here: this one if
    /// it implements `action` (it is of the class of the action's method, or it says it can
    /// perform its name), otherwise the first of its next responders that does; nil if none
    /// does. `Application.sendAction(_:to:from:for:)` asks the first responder.
    public func target(forAction action: Action, withSender sender: Any?) -> Responder? {
        action.isImplemented(by: self) || canPerformAction(action.selector, withSender: sender)
            ? self : next?.target(forAction: action, withSender: sender)
    }

    // MARK: Motion: by default, passed along the chain

    /// A motion (the shake) began; by default passed to `next`.
    open func motionBegan(_ motion: EventSubtype, with event: Event?) {
        next?.motionBegan(motion, with: event)
    }

    /// A motion ended; by default passed to `next`, and at the application a shake asks to undo.
    open func motionEnded(_ motion: EventSubtype, with event: Event?) {
        next?.motionEnded(motion, with: event)
    }

    /// A motion was cancelled (the application resigned active); by default passed to `next`.
    open func motionCancelled(_ motion: EventSubtype, with event: Event?) {
        next?.motionCancelled(motion, with: event)
    }

    // MARK: Undo

    /// The undo manager edits here register with: the next responder's by default, so every
    /// view of a window shares the window's.
    open var undoManager: UndoManager? { next?.undoManager }
}
