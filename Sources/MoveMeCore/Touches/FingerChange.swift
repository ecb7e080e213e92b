/// What one finger did at an instant, for `TouchDispatcher.fingersChanged(_:time:source:)`:
/// several fingers that change together (a mirrored pair, both moved at once) make one event.
public enum FingerChange: Equatable, Sendable {
    case down(Int, at: Point)
    case moved(Int, to: Point)
    case up(Int, at: Point)

    public var finger: Int {
        switch self {
        case .down(let finger, _), .moved(let finger, _), .up(let finger, _): finger
        }
    }

    public var point: Point {
        switch self {
        case .down(_, let point), .moved(_, let point), .up(_, let point): point
        }
    }
}
