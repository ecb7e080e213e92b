/// Which way a swipe went.
public enum SwipeDirection: String, Equatable, Sendable {
    case left, right
}
