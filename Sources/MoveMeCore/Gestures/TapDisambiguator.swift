/// Tells a single tap from a double tap the way the UITouch notes' listing does: when a touch
/// with tap count 1 ends, the single-tap action is scheduled on the run loop to run after the
/// double-tap interval; a touch with tap count 2 that begins before then cancels it. So a
/// single tap acts only once it is sure no second tap is coming, and a double tap never does
/// both.
///
/// The run loop is the application's (`touch.window.application`); a window no dispatcher
/// feeds has none, and then no single tap is scheduled.
public final class TapDisambiguator {
    /// How long a single tap waits: the double-tap interval.
    public let interval: Double
    /// The wait is a hair longer than the interval: a second press exactly at the interval's
    /// end still counts as a double tap (`TapCounter`), and the single tap must not have run.
    static let margin = 1e-6

    /// A disambiguator whose single tap waits `interval` seconds, UIKit's double-tap interval by
    /// default.
    public init(interval: Double = TapCounter.standardInterval) {
        self.interval = interval
    }

    /// In `touchesBegan`: a touch with tap count 2 or more cancels a single tap still waiting.
    /// Returns whether one was cancelled.
    @discardableResult
    public func touchBegan(_ touch: Touch) -> Bool {
        guard touch.tapCount >= 2, let runLoop = touch.window.application?.runLoop else { return false }
        return runLoop.cancelPreviousPerformRequests(withTarget: self) > 0
    }

    /// In `touchesEnded`: a touch with tap count 1 schedules `singleTap`, which gets how long
    /// it waited. Returns whether it was scheduled.
    @discardableResult
    public func touchEnded(_ touch: Touch, singleTap: @escaping (_ waited: Double) -> Void) -> Bool {
        guard touch.tapCount == 1, let runLoop = touch.window.application?.runLoop else { return false }
        let ended = touch.timestamp
        // From the touch's end, wherever the run loop's clock is (a touch can arrive before
        // the turn that runs time up to it). The run loop runs the action itself: unowned, so
        // a waiting request is no cycle.
        let delay = ended + interval + Self.margin - runLoop.currentTime
        runLoop.perform(after: delay, target: self) { [unowned runLoop] _ in
            singleTap(runLoop.currentTime - ended)
        }
        return true
    }

    /// Cancels a single tap still waiting (the view is going away, the touch was cancelled).
    @discardableResult
    public func cancel(in runLoop: RunLoop) -> Bool {
        runLoop.cancelPreviousPerformRequests(withTarget: self) > 0
    }
}
