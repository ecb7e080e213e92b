/// A discrete recognizer of taps, as UITapGestureRecognizer: recognized when
/// `numberOfTouchesRequired` fingers have tapped `numberOfTapsRequired` times.
///
/// UIKit does not say how far a finger may move in a tap nor how long the next tap may take;
/// the model uses the tap counter's (`TapCounter`): a finger that goes further than a tap's
/// slop from where it came down fails the tap, and so does a next tap that does not begin
/// within the double-tap interval of the last lift (a timer on the run loop) or lands further
/// than the slop from the first. A tap needing more taps is never prevented by one needing
/// fewer, as UIKit's: a single tap recognizing leaves a double tap alone (to act only once no
/// second tap came, the single tap requires the double tap to fail, `require(toFail:)`).
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps: 1 by default.
    public var numberOfTapsRequired = 1
    /// How many fingers each tap takes: 1 by default.
    public var numberOfTouchesRequired = 1

    /// The taps made so far in this sequence.
    private var tapsMade = 0
    /// The fingers down in the tap under way, and the most down together in it.
    private var fingersDown = 0
    private var fingersInTap = 0
    /// Where the first tap came down (the centroid of its fingers), in window coordinates.
    private var firstTapLocation: Point?
    /// Where each finger of the tap under way came down.
    private var starts: [Touch: Point] = [:]
    /// The wait for the next tap.
    private var nextTapTimer: Timer?

    /// Fingers came down: a tap begins, or fails if too many fingers, or far from the first.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        nextTapTimer?.invalidate()
        let points = touches.map { $0.location(in: nil) }
        if fingersDown == 0, let first = firstTapLocation, !Self.isNear(Self.centroid(of: points), first) {
            state = .failed
            return
        }
        if firstTapLocation == nil { firstTapLocation = Self.centroid(of: points) }
        for touch in touches { starts[touch] = touch.location(in: nil) }
        fingersDown += touches.count
        fingersInTap = max(fingersInTap, fingersDown)
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    /// A finger that went further than a tap's slop fails it.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let wandered = touches.contains { touch in starts[touch].map { !Self.isNear(touch.location(in: nil), $0) } ?? false }
        if wandered { state = .failed }
    }

    /// The last finger of a tap lifted: recognized after the last tap, else the wait for the next.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        fingersDown = max(0, fingersDown - touches.count)
        guard fingersDown == 0 else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsMade += 1
        fingersInTap = 0
        starts.removeAll()
        if tapsMade >= numberOfTapsRequired {
            state = .recognized
            return
        }
        // The next tap must begin within the interval, as the tap counter's; a hair more, so a
        // press exactly at its end still counts (`TapDisambiguator.margin`).
        let deadline = event.timestamp + TapCounter.standardInterval + TapDisambiguator.margin
        nextTapTimer = startTimer(at: deadline) { $0.state = .failed }
    }

    /// Forgets the taps and stops the wait.
    open override func reset() {
        super.reset()
        nextTapTimer?.invalidate()
        nextTapTimer = nil
        tapsMade = 0
        fingersDown = 0
        fingersInTap = 0
        firstTapLocation = nil
        starts.removeAll()
    }

    /// Where the taps were: the first tap's, as UIKit's ("from the first tap in the sequence"),
    /// in `view`'s coordinates (nil: the window's).
    open override func location(in view: View?) -> Point {
        guard let first = firstTapLocation else { return super.location(in: view) }
        return convert(fromWindow: first, to: view)
    }

    /// A tap never prevents a tap that needs more taps, as UIKit's.
    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let tap = other as? TapGestureRecognizer else { return true }
        return tap.numberOfTapsRequired <= numberOfTapsRequired
    }

    private static func isNear(_ a: Point, _ b: Point) -> Bool {
        let slop = TapCounter.standardSlop
        return abs(a.x - b.x) <= slop.width && abs(a.y - b.y) <= slop.height
    }
}
