/// The UITouch notes' swipe, for one touch: in `touchesMoved`, it is a swipe when the touch is
/// at least `horizontalDragMin` points sideways from where it began and at most
/// `verticalDragMax` up or down; right if it went right, else left.
///
/// The notes' constants are points of a 320-point screen, and they are kept as points. A
/// scene's point is a terminal column (and half a row), so they ask for a drag of 12 columns
/// that stays within 2 rows: not the phone's share of the screen (12 of 320 points is 4% of its
/// width, 12 of 80 columns is 15%), but a stroke a mouse makes easily and a wobble of a click
/// never does.
public struct SwipeTracker: Equatable, Sendable {
    /// HORIZ_SWIPE_DRAG_MIN.
    public static let horizontalDragMin = 12.0
    /// VERT_SWIPE_DRAG_MAX.
    public static let verticalDragMax = 4.0

    /// Where the touch began, in the coordinates the tracker is given.
    public let start: Point
    /// The swipe, once the touch has made one; it is reported once.
    public private(set) var recognized: SwipeDirection?

    /// In `touchesBegan`, where the touch began (in any one view's coordinates).
    public init(start: Point) {
        self.start = start
    }

    /// The notes' test for the touch now at `now`: the direction, or nil if it is no swipe.
    public static func swipe(from start: Point, to now: Point) -> SwipeDirection? {
        guard abs(start.x - now.x) >= horizontalDragMin, abs(start.y - now.y) <= verticalDragMax else { return nil }
        return start.x < now.x ? .right : .left
    }

    /// In `touchesMoved`: the direction the first time the touch makes a swipe; nil before and
    /// after.
    public mutating func touchMoved(to now: Point) -> SwipeDirection? {
        guard recognized == nil, let direction = Self.swipe(from: start, to: now) else { return nil }
        recognized = direction
        return direction
    }
}
