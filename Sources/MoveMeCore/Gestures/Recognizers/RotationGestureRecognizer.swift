/// A continuous recognizer of two fingers turning, as UIRotationGestureRecognizer: it begins
/// when the line between them has turned enough, changes as they move while both are down, and
/// ends when both have lifted. `rotation` is how far it turned in radians (positive clockwise on
/// screen; settable: later turns add to it), `velocity` its change a second.
///
/// UIKit does not say how far is enough; the model's is each finger going more than a tap's
/// slop (`TapCounter.standardSlop`) along the turn. Fingers beyond two are ignored.
open class RotationGestureRecognizer: GestureRecognizer {
    private var pair = TouchPair(.rotation)

    /// The turn since the fingers came down, in radians. Setting it (to 0, for a change since
    /// the last action) makes it the base the next turns add to, and the velocity zero.
    public var rotation: Double {
        get { pair.value }
        set { pair.value = newValue }
    }
    /// How fast the rotation changed at the last move, in radians a second.
    public var velocity: Double { pair.velocity }

    /// Fingers came down: the first two are the rotation's, the others ignored.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        pairBegan(touches, with: event, pair: &pair)
    }

    /// The fingers moved: the rotation and its velocity; began once far enough, then changes.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        pairMoved(with: event, pair: &pair)
    }

    /// Fingers lifted: ended with the last, failed if one lifts before it began.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        pairEnded(with: event, pair: &pair)
    }

    /// Back to no rotation.
    open override func reset() {
        super.reset()
        pair = TouchPair(.rotation)
    }
}
