/// A discrete recognizer of a stroke in a direction, as UISwipeGestureRecognizer: recognized
/// when `numberOfTouchesRequired` fingers have moved far enough, straight enough, in one of the
/// `direction`s; it fails when they turn out to go another way, or lift first.
///
/// UIKit gives no numbers; the model's are the UITouch notes' (`SwipeTracker`): at least
/// HORIZ_SWIPE_DRAG_MIN (12 points) along the stroke within VERT_SWIPE_DRAG_MAX (4 points)
/// across it, for up and down as for left and right. A scene's point is a column and half a
/// row: 12 columns within 2 rows sideways, 6 rows within 4 columns up or down.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions that count, as UISwipeGestureRecognizer.Direction: several may be given
    /// when they do the same.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bits, UIKit's.
        public let rawValue: UInt

        /// Directions from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Towards the right: x grows.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up the screen: y shrinks.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down the screen.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions it recognizes: right by default, as UIKit's.
    public var direction: Direction = .right
    /// How many fingers: 1 by default.
    public var numberOfTouchesRequired = 1

    /// Where the fingers came down (their centroid, in window coordinates).
    private var start: Point?

    /// Fingers came down: the swipe starts where they are; too many fail it.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if activeTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = activeCentroid
    }

    /// The fingers moved: recognized once far enough and straight enough in a direction it
    /// takes, failed in one it does not or once none can come of it.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let start, activeTouches.count == numberOfTouchesRequired else { return }
        let now = activeCentroid
        // The notes' test, sideways as written, and up or down with the axes swapped.
        let sideways = SwipeTracker.swipe(from: start, to: now).map { $0 == .right ? Direction.right : .left }
        let upright = SwipeTracker.swipe(from: Point(x: start.y, y: start.x), to: Point(x: now.y, y: now.x))
            .map { $0 == .right ? Direction.down : .up }
        if let stroke = sideways ?? upright {
            state = direction.contains(stroke) ? .recognized : .failed
            return
        }
        // Too far across for every direction it takes: no stroke can come of it any more.
        let moved = now - start, across = SwipeTracker.verticalDragMax
        let horizontalLost = abs(moved.y) > across || direction.isDisjoint(with: [.left, .right])
        let verticalLost = abs(moved.x) > across || direction.isDisjoint(with: [.up, .down])
        if horizontalLost, verticalLost { state = .failed }
    }

    /// A lift before the stroke was made fails it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        state = .failed
    }

    /// Forgets where it started.
    open override func reset() {
        super.reset()
        start = nil
    }

    /// Where the swipe began, as UIKit's, in `view`'s coordinates (nil: the window's).
    open override func location(in view: View?) -> Point {
        guard let start else { return super.location(in: view) }
        return convert(fromWindow: start, to: view)
    }
}
