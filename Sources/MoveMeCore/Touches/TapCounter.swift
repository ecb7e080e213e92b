/// Counts taps as UIKit does: a touch that begins soon after the previous one ended, and near
/// where it ended, continues its count; otherwise it starts again at 1.
public struct TapCounter: Sendable {
    /// UIKit's multi-tap window: the next press must begin within this many seconds of the
    /// previous release.
    public static let standardInterval = 0.35
    /// How far a press may land from the previous release and still count, in points. A mouse
    /// is precise, so about one cell each way (a cell is 1 point wide and 2 points tall) instead
    /// of UIKit's 45 points for a finger.
    public static let standardSlop = Size(width: 1, height: 2)

    /// How soon after a release the next press must begin to continue the count.
    public var interval: Double
    /// How near a press must land to the previous release to continue the count.
    public var slop: Size

    private var lastEnd: (location: Point, time: Double, count: Int)?
    private var lastBegin: Point?
    /// Whether the touch in progress has been further than the slop from where it began.
    private var wandered = false

    /// A counter with UIKit's interval and a mouse's slop by default.
    public init(interval: Double = standardInterval, slop: Size = standardSlop) {
        self.interval = interval
        self.slop = slop
    }

    /// The tap count of a touch that begins now.
    public mutating func touchBegan(at point: Point, time: Double) -> Int {
        defer { lastBegin = point; wandered = false }
        guard let last = lastEnd, time >= last.time, time - last.time <= interval,
              isNear(point, last.location) else { return 1 }
        return last.count + 1
    }

    /// The touch in progress moved. Once it has been further than the slop from where it
    /// began it is a drag, even if it comes back.
    public mutating func touchMoved(to point: Point) {
        if let begin = lastBegin, !isNear(point, begin) { wandered = true }
    }

    /// Records the end of a touch with the count it had. A touch that wandered from where it
    /// began (at any time, not only at its end) was a drag, not a tap, and starts no sequence.
    public mutating func touchEnded(at point: Point, time: Double, count: Int) {
        if let begin = lastBegin, wandered || !isNear(point, begin) {
            lastEnd = nil
        } else {
            lastEnd = (point, time, count)
        }
    }

    /// Forgets the sequence, as a cancelled touch does.
    public mutating func reset() {
        lastEnd = nil
    }

    private func isNear(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) <= slop.width && abs(a.y - b.y) <= slop.height
    }
}
