/// A long press, for one touch, as UILongPressGestureRecognizer's defaults: held at least
/// `minimumPressDuration` without going further than `allowableMovement` from where it began.
/// The recognizer's moment is the end of that time with the finger still down (`recognize()`,
/// which a run loop's delayed perform calls); a touch that moves further first is no long
/// press (a drag, in MoveMe), and one that moves further after it is a drag from then on (the
/// menu the press showed goes, as iOS's does when a held item starts to move). It only
/// watches: the touch itself (MoveMe's pulse, drag and bounce) is left exactly as it was.
public struct LongPressTracker: Equatable, Sendable {
    /// UILongPressGestureRecognizer's default.
    public static let minimumPressDuration = 0.5
    /// How far the finger may go, in points, as UILongPressGestureRecognizer's
    /// `allowableMovement`: a distance in any direction. Its 10 points at the placard's scale
    /// (228 points on the phone, 24 columns here) are about one; a point and a half lets the
    /// mouse go a column across (one point) but not a row (two), so a placard held with its
    /// menu a row above is never dragged under it. (A tap's slop, a cell each way, let it.)
    public static let allowableMovement = 1.5

    /// Where the touch began, in window coordinates.
    public let start: Point
    /// When the touch began.
    public let startTime: Double
    /// Whether the touch went further than the slop at some point.
    public private(set) var wandered = false
    /// Whether the press was recognised as long while the touch was down.
    public private(set) var isRecognized = false

    /// In `touchesBegan`: where (in any one view's coordinates) and when.
    public init(start: Point, time: Double) {
        self.start = start
        startTime = time
    }

    /// When the press becomes long if the touch stays.
    public var recognitionTime: Double { startTime + Self.minimumPressDuration }

    /// In `touchesMoved`.
    public mutating func touchMoved(to point: Point) {
        if point.distance(to: start) > Self.allowableMovement { wandered = true }
    }

    /// `recognitionTime` has come with the touch still down (a delayed perform scheduled for
    /// it: the time is not compared again, so rounding in the run loop's sum cannot lose it):
    /// whether the press is recognised as long now, once.
    public mutating func recognize() -> Bool {
        guard !isRecognized, !wandered else { return false }
        isRecognized = true
        return true
    }

    /// In `touchesEnded`: whether the touch, ending at `time`, was a long press.
    public func isLongPress(endedAt time: Double) -> Bool {
        !wandered && time - startTime >= Self.minimumPressDuration
    }
}
