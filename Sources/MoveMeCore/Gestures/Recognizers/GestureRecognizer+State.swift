extension GestureRecognizer {
    /// Where a recognizer is in recognizing its gesture, as UIGestureRecognizer.State.
    ///
    /// Every recognizer starts `possible`. A discrete one (tap, swipe) goes to `recognized` (which
    /// is `ended`) or to `failed`; a continuous one (long press, pan, pinch, rotation) to `began`,
    /// then `changed` as the touches move, and `ended` or `cancelled`, or it fails before it
    /// begins. Each of began, changed, ended and cancelled sends the actions; failed sends none.
    /// After ended, cancelled or failed it is reset to possible.
    public enum State: Sendable, Equatable, CaseIterable {
        /// Not recognized yet: the default.
        case possible
        /// A continuous gesture was recognized and begins.
        case began
        /// A continuous gesture goes on: its touches moved.
        case changed
        /// The gesture ended: a continuous one's touches lifted, or a discrete one was recognized.
        case ended
        /// A continuous gesture was taken away (its touches cancelled, the recognizer disabled,
        /// another recognizer recognized).
        case cancelled
        /// The touches were not the gesture.
        case failed

        /// A discrete gesture recognized: the same state as `ended`, as UIKit's.
        public static let recognized = State.ended

        /// Whether a recognizer may go from this state to `next` by setting its state, as UIKit's
        /// table allows: possible to began, recognized or failed; began to changed, ended or
        /// cancelled; changed to changed (each move), ended or cancelled. Back to possible is
        /// the reset's alone.
        public func allows(_ next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
            default: false
            }
        }

        /// Whether the state sends the actions: began, changed, ended and cancelled.
        public var sendsActions: Bool { self != .possible && self != .failed }

        /// Whether the recognizer is done with its touches until it is reset: ended, cancelled
        /// or failed.
        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

        /// Whether it has recognized its gesture, for the touches' view: began, changed or
        /// ended (recognized).
        public var hasRecognized: Bool { self == .began || self == .changed || self == .ended }

        /// The state's name ("possible", "began", …), for an inspector.
        public var name: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }
}
