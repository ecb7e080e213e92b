/// Target–action without an application (`Application.sendAction(_:to:from:for:)` is the
/// class's own, to be overridden as UIApplication's is).
extension Application {
    /// What `sendAction(_:to:from:for:)` does, also for a control in a window no dispatcher
    /// feeds, which has no application: its actions are still sent.
    static func send(_ action: Action, to target: AnyObject?, from sender: Any?, for event: Event?) -> Bool {
        if let target { return action.send(to: target, from: sender, for: event) }
        guard let first = chainStart(for: sender),
              let receiver = first.target(forAction: action, withSender: sender) else { return false }
        return action.send(to: receiver, from: sender, for: event)
    }

    /// Where an action sent to no target starts: the first responder of the sender's window,
    /// else the sender.
    private static func chainStart(for sender: Any?) -> Responder? {
        let view = (sender as? View) ?? (sender as? GestureRecognizer)?.view
        if let first = view?.window?.firstResponder { return first }
        return (sender as? Responder) ?? view
    }
}
