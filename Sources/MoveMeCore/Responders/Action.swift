/// The message of target–action, as a selector: what a control sends for an event
/// (`Control.addTarget(_:action:for:)`), a gesture recognizer when its state changes
/// (`GestureRecognizer.addTarget(_:action:)`) and a display link every frame.
///
/// Swift has no selectors, so an action is a selector's name with, if it is given, the method
/// it names, bound to a class, as `#selector(tapped(_:))` names a method of one:
///
///     Action("tapped:", Controller.tapped)   // calls tapped(_:) on a Controller
///     Action("nextGreeting:")                // by name alone
///
/// Sent to a target, a method action calls its method when the target is of the method's class
/// (and the sender of the type the method takes); a named action calls the target's
/// `perform(_:withSender:)` with the name (`selector`), as a responder performs an edit command.
/// Sent to no target, it goes along the responder chain to the first responder that implements
/// it: one of the method's class, or one whose `canPerformAction(_:withSender:)` says yes to the
/// name (`Application.sendAction(_:to:from:for:)`).
public struct Action {
    /// The selector's name, "tapped:": what identifies the action, and what a responder is asked
    /// about when it goes along the chain.
    public let name: String
    /// Calls the method on an object, if it is of the method's class and the sender of the type
    /// it takes; says whether it did. Nil for an action by name alone.
    private let method: ((AnyObject, Any?, Event?) -> Bool)?
    /// Whether an object is of the method's class: Objective-C's `respondsToSelector:`.
    private let implemented: ((AnyObject) -> Bool)?

    /// An action by name alone: a responder performs it in `perform(_:withSender:)`.
    public init(_ name: String) {
        self.name = name
        method = nil
        implemented = nil
    }

    /// An action that calls a method taking no arguments, as `- (void)tapped`.
    ///
    /// - Parameters:
    ///   - name: The selector's name ("tapped").
    ///   - method: The method, unbound: `Controller.tapped`.
    public init<Target: AnyObject>(_ name: String, _ method: @escaping (Target) -> () -> Void) {
        self.name = name
        self.method = { object, _, _ in
            guard let target = object as? Target else { return false }
            method(target)()
            return true
        }
        implemented = { $0 is Target }
    }

    /// An action that calls a method taking the sender, as `- (void)tapped:(id)sender`. The
    /// method is called only with a sender of the type it takes (a `Button`, a
    /// `TapGestureRecognizer`).
    ///
    /// - Parameters:
    ///   - name: The selector's name ("tapped:").
    ///   - method: The method, unbound: `Controller.tapped`.
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Void) {
        self.name = name
        self.method = { object, sender, _ in
            guard let target = object as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
        implemented = { $0 is Target }
    }

    /// An action that calls a method taking the sender and the event, as
    /// `- (void)tapped:(id)sender forEvent:(UIEvent *)event`; the event is nil when the action
    /// was not sent for one (`Control.sendActions(for:)`).
    ///
    /// - Parameters:
    ///   - name: The selector's name ("tapped:forEvent:").
    ///   - method: The method, unbound: `Controller.tapped`.
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender, Event?) -> Void) {
        self.name = name
        self.method = { object, sender, event in
            guard let target = object as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender, event)
            return true
        }
        implemented = { $0 is Target }
    }

    /// The name as the responder chain asks about it: what `canPerformAction(_:withSender:)` and
    /// `perform(_:withSender:)` are given, as they are given an edit command.
    public var selector: EditAction { EditAction(name) }

    /// Whether `object` has the action's method (is of its class), as `respondsToSelector:`;
    /// false for an action by name alone, which a responder says it performs by
    /// `canPerformAction(_:withSender:)`.
    public func isImplemented(by object: AnyObject) -> Bool {
        implemented?(object) ?? false
    }

    /// Sends the action to `target`: its method if it has one and the target is of its class,
    /// else, for a responder, `perform(_:withSender:)` with the name. Returns whether it was
    /// sent.
    func send(to target: AnyObject, from sender: Any?, for event: Event?) -> Bool {
        if let method, method(target, sender, event) { return true }
        guard let responder = target as? Responder else { return false }
        responder.perform(selector, withSender: sender)
        return true
    }
}
