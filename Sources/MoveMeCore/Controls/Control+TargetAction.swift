/// A control's targets, as UIControl's target–action: who is told of which events, and the
/// sending, through the application (`Application.sendAction(_:to:from:for:)`).
extension Control {
    /// Registers `action` to be sent to `target` for `events`; it may be called many times, and
    /// every registration whose events match is sent, in the order they were added. The target
    /// is not held (a controller owns its controls, not the reverse): a target that has gone is
    /// sent nothing. A nil target sends the action along the responder chain, from the first
    /// responder.
    ///
    /// - Parameters:
    ///   - target: Who gets the action; nil for the responder chain.
    ///   - action: What it is sent: `Action("tapped:", Controller.tapped)`, or a name a
    ///     responder performs.
    ///   - events: When: `.touchUpInside` for a button's press.
    public func addTarget(_ target: AnyObject?, action: Action, for events: ControlEvents) {
        guard !events.isEmpty else { return }
        registrations.append(ControlTarget(target: target, action: action, events: events))
    }

    /// Stops sending for `events`: the registrations of `target` (nil: of every target) with
    /// `action` (nil: with any action, matched by name) lose those events, and go when they
    /// have none left.
    public func removeTarget(_ target: AnyObject?, action: Action?, for events: ControlEvents) {
        for index in registrations.indices where registrations[index].matches(target, action) {
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty || $0.hasGone }
    }

    /// Every target registered that is still there, once each; the responder chain's
    /// registrations (a nil target) are not in it.
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for registration in registrations {
            guard let target = registration.target, !targets.contains(where: { $0 === target }) else { continue }
            targets.append(target)
        }
        return targets
    }

    /// Every event some target is registered for.
    public var allControlEvents: ControlEvents {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The names of the actions sent to `target` (nil: the responder chain's) for `event`; nil
    /// when there are none, as UIControl's.
    public func actions(forTarget target: AnyObject?, forControlEvent event: ControlEvents) -> [String]? {
        let names = registrations.filter { $0.isFor(target) && !$0.events.isDisjoint(with: event) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for any of `events`, each registration once, with no
    /// event: a control that changes its value calls it with `.valueChanged`.
    public func sendActions(for events: ControlEvents) {
        sendActions(for: events, with: nil)
    }

    /// Sends one action from this control, through its window's application (so an app that
    /// overrides `Application.sendAction(_:to:from:for:)` sees it); nil `target`: along the
    /// responder chain.
    public func sendAction(_ action: Action, to target: AnyObject?, for event: Event?) {
        if let application = window?.application {
            application.sendAction(action, to: target, from: self, for: event)
        } else {
            _ = Application.send(action, to: target, from: self, for: event)
        }
    }

    /// The registrations for any of `events`, sent for `event` (a touch's, or none).
    func sendActions(for events: ControlEvents, with event: Event?) {
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            guard !registration.hasGone else { continue }
            sendAction(registration.action, to: registration.target, for: event)
        }
    }
}
