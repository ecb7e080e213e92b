/// A continuous recognizer of two fingers moving apart or together, as
/// UIPinchGestureRecognizer: it begins when their distance has changed enough, changes as they
/// move while both are down, and ends when both have lifted. `scale` is their distance over what
/// it was when they came down (settable: later moves scale it further), `velocity` its change a
/// second.
///
/// UIKit does not say how much is enough; the model's is each finger going more than a tap's
/// slop (`TapCounter.standardSlop`) towards or away from the other, so fingers that only rest
/// make no pinch. Fingers beyond two are ignored.
open class PinchGestureRecognizer: GestureRecognizer {
    private var pair = TouchPair(.scale)

    /// The scale: 1 when the fingers are as far apart as they came down; above for a spread,
    /// below for a pinch. Setting it (to 1, for a change since the last action) makes it the
    /// base the next moves scale, and the velocity zero.
    public var scale: Double {
        get { pair.value }
        set { pair.value = newValue }
    }
    /// How fast the scale changed at the last move, a second.
    public var velocity: Double { pair.velocity }

    /// Fingers came down: the first two are the pinch's, the others ignored.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        pairBegan(touches, with: event, pair: &pair)
    }

    /// The fingers moved: the scale and its velocity; began once far enough, then changes.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        pairMoved(with: event, pair: &pair)
    }

    /// Fingers lifted: ended with the last, failed if one lifts before it began.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        pairEnded(with: event, pair: &pair)
    }

    /// Back to a scale of 1.
    open override func reset() {
        super.reset()
        pair = TouchPair(.scale)
    }
}
