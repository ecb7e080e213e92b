/// Why a finger that landed on a view is delivered to no one until it lifts, as UIKit's
/// `multipleTouchEnabled` and `exclusiveTouch` decide.
public enum TouchRefusal: Equatable, Sendable {
    /// The view is not multi-touch and already tracks a finger: it gets only the first.
    case notMultipleTouch
    /// An exclusive view tracks a finger, so no other view of its window gets one.
    case exclusiveViewIsTracking
    /// The view is exclusive and another view tracks a finger.
    case viewIsExclusive

    /// For the touch log and a caption.
    public var description: String {
        switch self {
        case .notMultipleTouch: "refused: not multi-touch, already tracking a touch"
        case .exclusiveViewIsTracking: "refused: an exclusive view is tracking a touch"
        case .viewIsExclusive: "refused: exclusive, and another view is tracking a touch"
        }
    }
}
