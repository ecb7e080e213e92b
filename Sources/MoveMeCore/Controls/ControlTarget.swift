/// One registration of a control: a target (held weakly; none for the responder chain), an
/// action and the events it is sent for.
struct ControlTarget {
    weak var target: AnyObject?
    /// Whether a target was given: a given target that has gone is sent nothing, while a nil
    /// target means the responder chain.
    let hasTarget: Bool
    let action: Action
    var events: ControlEvents

    init(target: AnyObject?, action: Action, events: ControlEvents) {
        self.target = target
        hasTarget = target != nil
        self.action = action
        self.events = events
    }

    /// A target given that has gone since.
    var hasGone: Bool { hasTarget && target == nil }

    /// Whether it is `target`'s (a nil target: the responder chain's).
    func isFor(_ target: AnyObject?) -> Bool {
        guard let target else { return !hasTarget }
        return self.target === target
    }

    /// Whether `removeTarget` with these takes it: a nil target or action matches any.
    func matches(_ target: AnyObject?, _ action: Action?) -> Bool {
        (target == nil || self.target === target) && (action == nil || action?.name == self.action.name)
    }
}
