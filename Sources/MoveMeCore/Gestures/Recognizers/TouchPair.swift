/// The two touches of a pinch or a rotation and the value the gesture makes of them: followed
/// from where they were when both were down, as a `TwoFingerTransform` (the change of their
/// distance, the turn of the line between them), whose scale or rotation the value before them
/// is combined with, so a finger that comes or goes starts a new pair without a jump.
struct TouchPair {
    /// What the gesture measures.
    enum Measure {
        /// The distance's ratio, multiplied into the value (a pinch's scale, from 1).
        case scale
        /// The turn, added to the value (a rotation's radians, from 0).
        case rotation
    }

    let measure: Measure
    /// How fast the value changed at the last move, a second.
    private(set) var velocity = 0.0
    /// The two touches, and where they were (window coordinates) when the pair was made.
    private var pair: (first: Touch, second: Touch)?
    private var start: (Point, Point)?
    /// The value when the pair was made, which its transform's part is combined with.
    private var base: Double
    private var last: (value: Double, time: Double)?

    init(_ measure: Measure) {
        self.measure = measure
        base = measure == .scale ? 1 : 0
    }

    /// What the pair did since it was made; nil without two touches, or with two that began at
    /// one point.
    private var transform: TwoFingerTransform? {
        guard let pair, let start else { return nil }
        return TwoFingerTransform(from: start, to: (pair.first.location(in: nil), pair.second.location(in: nil)))
    }

    /// The gesture's value now; set, it is the base the next moves change.
    var value: Double {
        get {
            guard let transform else { return base }
            return measure == .scale ? base * transform.scale : base + transform.rotation
        }
        set {
            velocity = 0
            guard let transform else {
                base = newValue
                return
            }
            base = measure == .scale ? newValue / transform.scale : newValue - transform.rotation
        }
    }

    /// Whether the touches went far enough to begin, in window points: each finger more than a
    /// tap's slop across (`TapCounter.standardSlop`), towards the other (a scale) or along the
    /// turn (a rotation). UIKit does not say how far; this is the model's.
    var hasMovedEnough: Bool {
        guard let transform, let start else { return false }
        let distance = start.0.distance(to: start.1)
        let moved = measure == .scale ? abs(transform.scale - 1) * distance / 2 : abs(transform.rotation) * distance / 2
        return moved > TapCounter.standardSlop.width
    }

    /// The touches among `began` beyond the first two of `down` (the touches down, in the order
    /// they began): a pinch or a rotation is two fingers, and ignores the others.
    static func extra(_ began: Set<Touch>, of down: [Touch]) -> [Touch] {
        began.filter { (down.firstIndex(of: $0) ?? 0) >= 2 }
    }

    /// The touches down changed: the first two of `down` are the pair, a new one (from the
    /// value there was) if a finger came or went.
    mutating func follow(_ down: [Touch], at time: Double) {
        let now = value
        let same = pair.map { down.count >= 2 && $0.first === down[0] && $0.second === down[1] } ?? (down.count < 2)
        guard !same else { return }
        base = now
        last = (now, time)
        guard down.count >= 2 else {
            pair = nil
            start = nil
            return
        }
        pair = (down[0], down[1])
        start = (down[0].location(in: nil), down[1].location(in: nil))
    }

    /// The touches moved: the velocity from the last move.
    mutating func moved(at time: Double) {
        let now = value
        if let last, time > last.time { velocity = (now - last.value) / (time - last.time) }
        last = (now, time)
    }
}

/// What a pinch and a rotation do with their touches, the same but for what `TouchPair`
/// measures of them.
extension GestureRecognizer {
    /// Fingers came down: the first two are the pair's, the others ignored.
    func pairBegan(_ touches: Set<Touch>, with event: Event, pair: inout TouchPair) {
        for touch in TouchPair.extra(touches, of: activeTouches) { ignore(touch, for: event) }
        pair.follow(activeTouches, at: event.timestamp)
    }

    /// The fingers moved: the value and its velocity; began once far enough, then changes.
    func pairMoved(with event: Event, pair: inout TouchPair) {
        pair.moved(at: event.timestamp)
        if state == .possible {
            if pair.hasMovedEnough { state = .began }
        } else {
            state = .changed
        }
    }

    /// Fingers lifted: ended with the last; failed if one lifts before the gesture began.
    func pairEnded(with event: Event, pair: inout TouchPair) {
        if activeTouches.isEmpty {
            state = state == .possible ? .failed : .ended
        } else if state == .possible {
            state = .failed
        } else {
            pair.follow(activeTouches, at: event.timestamp)
        }
    }
}
