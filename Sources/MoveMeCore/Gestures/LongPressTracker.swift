/// A long press, for one touch, as UILongPressGestureRecognizer's defaults: held at least
/// `minimumPressDuration` without going further than a tap's slop from where it began. Told
/// when the touch ends: the menu a long press brings comes after it, so the touch itself
/// (MoveMe's pulse and bounce) is left exactly as it was.
public struct LongPressTracker: Equatable, Sendable {
    /// UILongPressGestureRecognizer's default.
    public static let minimumPressDuration = 0.5

    public let start: Point
    public let startTime: Double
    /// Whether the touch went further than the slop at some point.
    public private(set) var wandered = false

    /// In `touchesBegan`: where (in any one view's coordinates) and when.
    public init(start: Point, time: Double) {
        self.start = start
        startTime = time
    }

    /// In `touchesMoved`.
    public mutating func touchMoved(to point: Point) {
        let slop = TapCounter.standardSlop
        if abs(point.x - start.x) > slop.width || abs(point.y - start.y) > slop.height { wandered = true }
    }

    /// In `touchesEnded`: whether the touch, ending at `time`, was a long press.
    public func isLongPress(endedAt time: Double) -> Bool {
        !wandered && time - startTime >= Self.minimumPressDuration
    }
}
