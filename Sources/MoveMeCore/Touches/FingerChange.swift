/// What one finger did at an instant, for `TouchDispatcher.fingersChanged(_:time:source:)`:
/// several fingers that change together (a mirrored pair, both moved at once) make one event.
public enum FingerChange: Equatable, Sendable {
    /// The finger went down at a point of the window.
    case down(Int, at: Point)
    /// The finger, already down, moved to a point of the window.
    case moved(Int, to: Point)
    /// The finger lifted at a point of the window.
    case up(Int, at: Point)

    /// The finger's number.
    public var finger: Int {
        switch self {
        case .down(let finger, _), .moved(let finger, _), .up(let finger, _): finger
        }
    }

    /// Where, in window coordinates.
    public var point: Point {
        switch self {
        case .down(_, let point), .moved(_, let point), .up(_, let point): point
        }
    }
}
