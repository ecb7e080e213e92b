/// Something that can handle events, as UIResponder. What it does not handle it passes to its
/// next responder: a view's is its superview, a window's the application, and the application
/// ends the chain.
///
/// One responder of a window is its first responder (`becomeFirstResponder()`): keys, motion
/// and edit actions go to it first.
open class Responder {
    public init() {}

    open var next: Responder? { nil }

    // MARK: Touches: by default, passed along the chain

    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        next?.touchesCancelled(touches, with: event)
    }

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

    public var isFirstResponder: Bool {
        firstResponderWindow.map { $0.firstResponder === self } ?? false
    }
}
