/// What a recognizer asks its delegate, as UIGestureRecognizerDelegate; every method has a
/// default, UIKit's, so a delegate implements only what it decides.
public protocol GestureRecognizerDelegate: AnyObject {
    /// The recognizer is about to leave possible (to begin, or to be recognized): false makes
    /// it fail instead. Yes by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// A touch began on the recognizer's view or a view under it: false keeps the recognizer
    /// from seeing it at all. Yes by default.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// One of the two would keep the other from recognizing (by default no two recognizers of
    /// the same touches recognize together): true lets both. Either's delegate saying yes is
    /// enough. No by default.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Yes: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Yes: the recognizer sees the touch.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }

    /// No: the two do not recognize together.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
}
