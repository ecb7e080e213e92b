/// Attaching gesture recognizers, as UIView's `addGestureRecognizer(_:)`: a recognizer sees
/// the touches that begin on its view or on a view under it, before the view does.
extension View {
    /// Attaches a recognizer to this view (taking it from the view it was on). The touches
    /// already down are not its: it sees those that begin from now.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a recognizer: it forgets its touches and goes back to possible, without a word
    /// to its targets, and what it was holding back of them reaches their views.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        let window = window
        recognizer.detach()
        window?.recognizerDidChangeState(at: recognizer.time)
    }
}
