/// A touch's recognizers and what its view has been told, as UIWindow keeps for each touch it
/// delivers while gesture recognizers watch it: the recognizers of the view it began on and of
/// that view's superviews, fixed when it began (one added later does not see it), and how far
/// the view has had it.
///
/// A touch no recognizer watches has none (`Touch.gestures` is nil), and its delivery is
/// unchanged: one check.
final class TouchGestures {
    /// What the touch's view has had of it.
    enum ViewPhase {
        /// Nothing yet: its began is held back (`delaysTouchesBegan`) or not yet sent.
        case untold
        /// Its began, and its moves.
        case told
        /// Its end, or its cancel, or nothing at all and never will: the view is done with it.
        case finished
    }

    /// Nearest view first, each view's in the order they were added. Weak: a view owns its
    /// recognizers.
    let recognizers: [WeakReference<GestureRecognizer>]
    private(set) var viewPhase = ViewPhase.untold

    init(recognizers: [GestureRecognizer]) {
        self.recognizers = recognizers.map { WeakReference($0) }
    }

    /// What the view gets of `touch` now, in order, as UIKit's rules for recognizers' touches:
    /// once a watching recognizer that cancels touches in view has recognized, a `cancelled` if
    /// the view had the touch and nothing more; while one that delays began is possible,
    /// nothing (moves are merged into the began the view gets later); while one that delays
    /// ended is possible, the end waits.
    ///
    /// - Parameters:
    ///   - touch: The touch, in the phase it has now.
    ///   - inEvent: Whether this is the touch's own event (its move is the view's to have), or
    ///     a settling after a recognizer changed state between events.
    func phasesForView(of touch: Touch, inEvent: Bool) -> [TouchPhase] {
        guard viewPhase != .finished else { return [] }
        let watching = recognizers.compactMap(\.object).filter { $0.isWatching(touch) }
        if touch.phase == .cancelled || watching.contains(where: { $0.cancelsTouchesInView && $0.currentState.hasRecognized }) {
            defer { viewPhase = .finished }
            return viewPhase == .told ? [.cancelled] : []
        }
        var phases: [TouchPhase] = []
        if viewPhase == .untold {
            if watching.contains(where: { $0.delaysTouchesBegan && $0.currentState == .possible }) { return [] }
            phases.append(.began)
            viewPhase = .told
            if touch.phase == .began { return phases }
        }
        if inEvent, touch.phase == .moved { phases.append(.moved) }
        if touch.phase == .ended {
            if watching.contains(where: { $0.delaysTouchesEnded && $0.currentState == .possible }) { return phases }
            phases.append(.ended)
            viewPhase = .finished
        }
        return phases
    }
}
