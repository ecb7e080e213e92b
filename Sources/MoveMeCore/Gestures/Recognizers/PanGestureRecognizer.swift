/// A continuous recognizer of a drag, as UIPanGestureRecognizer: it begins when at least
/// `minimumNumberOfTouches` fingers have moved far enough, changes as they move, and ends when
/// all have lifted. `translation(in:)` is how far their centroid went since it began (or since
/// `setTranslation(_:in:)`), `velocity(in:)` how fast, in points a second.
///
/// UIKit does not say how far is far enough; the model's is a tap's slop (`TapCounter`): a pan
/// begins when the touches have gone further than a tap may, so a tap is never a pan. A finger
/// that joins or leaves moves the centroid, not the translation.
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that pan: 1 by default.
    public var minimumNumberOfTouches = 1
    /// The most: any number by default. Further fingers are ignored.
    public var maximumNumberOfTouches = Int.max

    /// Where the translation is measured from, in window coordinates: the centroid where it
    /// started, moved with it as fingers come and go, or set by `setTranslation(_:in:)`.
    private var origin: Point?
    /// The centroid and the time of the last move, and the velocity it gave, in the window's.
    private var last: (centroid: Point, time: Double)?
    private var windowVelocity = Point.zero
    /// Where the fingers were when the last lifted: the translation the ended pan's action
    /// reads, at the run loop's next turn, when no finger is down.
    private var lifted: Point?

    /// The centroid the translation is measured to: the fingers' down now, or where they lifted.
    private var centroid: Point {
        activeTouches.isEmpty ? lifted ?? last?.centroid ?? origin ?? .zero : activeCentroid
    }

    /// How far the fingers' centroid went, in `view`'s coordinates (nil: the window's): the
    /// total since the pan started, not the last move's.
    public func translation(in view: View?) -> Point {
        guard let origin else { return .zero }
        return convert(fromWindow: centroid, to: view) - convert(fromWindow: origin, to: view)
    }

    /// Makes the translation in `view`'s coordinates `translation` from here on, and the
    /// velocity zero, as UIKit's ("changing the translation value resets the velocity").
    public func setTranslation(_ translation: Point, in view: View?) {
        guard origin != nil else { return }
        origin = convert(toWindow: convert(fromWindow: centroid, to: view) - translation, from: view)
        windowVelocity = .zero
    }

    /// How fast the centroid moved at the last move, in `view`'s points a second (nil: the
    /// window's).
    public func velocity(in view: View?) -> Point {
        convert(vectorFromWindow: windowVelocity, to: view)
    }

    /// Fingers came down: past the most it takes, ignored; the others move the centroid, not the
    /// translation.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        var room = maximumNumberOfTouches - (activeTouches.count - touches.count)
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            if room > 0 { room -= 1 } else { ignore(touch, for: event) }
        }
        fingersChanged(at: event.timestamp, before: touches)
    }

    /// The fingers moved: the velocity, and began once past a tap's slop, then changes.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let centroid = activeCentroid
        if let last, event.timestamp > last.time {
            windowVelocity = (centroid - last.centroid) / (event.timestamp - last.time)
        }
        last = (centroid, event.timestamp)
        guard let origin, activeTouches.count >= minimumNumberOfTouches else { return }
        if state == .possible {
            let moved = centroid - origin, slop = TapCounter.standardSlop
            if abs(moved.x) > slop.width || abs(moved.y) > slop.height { state = .began }
        } else {
            state = .changed
        }
    }

    /// Fingers lifted: the pan goes on with the others, ends with the last (or fails before it
    /// began).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard activeTouches.isEmpty else { return fingersChanged(at: event.timestamp, before: touches) }
        lifted = Self.centroid(of: touches.map { $0.location(in: nil) })
        state = state == .possible ? .failed : .ended
    }

    /// Forgets the translation and the velocity.
    open override func reset() {
        super.reset()
        origin = nil
        last = nil
        lifted = nil
        windowVelocity = .zero
    }

    /// Fingers came or went: the centroid jumps, and the origin and the last move jump with it,
    /// so the translation and the velocity do not.
    private func fingersChanged(at time: Double, before changed: Set<Touch>) {
        let now = activeCentroid
        let before = Self.centroid(of: trackedTouches.filter { touch in
            !ignoredTouches.contains(touch) && (touch.isActive ? !changed.contains(touch) : changed.contains(touch))
        }.map { $0.location(in: nil) })
        guard let origin, !activeTouches.isEmpty else {
            origin = now
            last = (now, time)
            return
        }
        self.origin = origin + (now - before)
        last = last.map { ($0.centroid + (now - before), $0.time) }
    }
}
