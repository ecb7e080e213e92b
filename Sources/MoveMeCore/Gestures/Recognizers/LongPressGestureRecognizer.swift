/// A continuous recognizer of a press held still, as UILongPressGestureRecognizer: it begins
/// when `numberOfTouchesRequired` fingers have been down for `minimumPressDuration` without
/// going further than `allowableMovement`, changes as they move (with no limit once begun, as
/// UIKit's), and ends when a finger lifts.
///
/// The wait is a timer on the run loop (`minimumPressDuration` after the fingers came down), so
/// it begins at that time however the frames fall; a finger that lifts or wanders first fails
/// it.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay: 0.5 s by default, as UIKit's.
    public var minimumPressDuration = LongPressTracker.minimumPressDuration
    /// How far the fingers may go before it begins, in points: 10 by default, as UIKit's
    /// ("maximum movement in pixels allowed before the gesture fails").
    public var allowableMovement = 10.0
    /// How many fingers: 1 by default.
    public var numberOfTouchesRequired = 1

    /// Where the fingers were (their centroid, in window coordinates) when all were down.
    private var start: Point?
    private var pressTimer: Timer?

    /// The fingers came down: with all of them, the wait for the minimum duration starts.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        let down = activeTouches
        guard state == .possible else {
            for touch in touches { ignore(touch, for: event) }  // once begun, more fingers are not its
            return
        }
        if down.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard down.count == numberOfTouchesRequired else { return }
        start = activeCentroid
        pressTimer = startTimer(at: event.timestamp + minimumPressDuration) { $0.state = .began }
    }

    /// Before it begins, going further than the allowable movement fails it; after, a change.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state == .possible {
            guard let start else { return }
            if activeCentroid.distance(to: start) > allowableMovement { state = .failed }
        } else {
            state = .changed
        }
    }

    /// A finger lifted: ended if it began, failed if not.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        state = state == .possible ? .failed : .ended
    }

    /// Stops the wait.
    open override func reset() {
        super.reset()
        pressTimer?.invalidate()
        pressTimer = nil
        start = nil
    }
}
