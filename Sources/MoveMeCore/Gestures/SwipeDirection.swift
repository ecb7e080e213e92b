/// Which way a swipe went.
public enum SwipeDirection: String, Equatable, Sendable {
    /// The touch went left, or right.
    case left, right
}
