/// Work scheduled for later on the core's clock, as NSRunLoop's: NSObject's
/// `performSelector:withObject:afterDelay:` / `cancelPreviousPerformRequestsWithTarget:` (how a
/// view tells a single tap from a double tap), timers (`Timer`, `add(_:)`) and display links
/// (`DisplayLink`), which it calls once a turn while they are not paused.
///
/// No wall clock: time comes in through `advance(to:)`, and a front end sleeps until
/// `nextTimerTime` or until input, whichever is first, and keeps drawing frames while
/// `hasActiveDisplayLinks`. Times are real seconds (a touch's), not the animations' clock, so
/// slow animations do not slow a double tap.
public final class RunLoop {
    /// The time of the last `advance(to:)`, or of the request being performed.
    public private(set) var currentTime: Double

    private struct Request {
        let time: Double
        /// Scheduling order: requests due at the same time run in it.
        let order: Int
        let targetID: ObjectIdentifier
        /// Weak: a request does not keep its target alive, and one whose target has gone is
        /// dropped when it comes due.
        weak var target: AnyObject?
        let action: (AnyObject) -> Void
    }

    /// Sorted by time, then order.
    private var requests: [Request] = [] {
        didSet { nextTimerTime = requests.first?.time }
    }
    private var scheduled = 0
    /// The timers added and still valid: held strongly, as a run loop holds its timers.
    var timers: [Timer] = []
    /// The display links added and not removed: held strongly, as a run loop holds them.
    var displayLinks: [DisplayLink] = []
    /// The time the turn under way runs to (`advance(to:)`), and otherwise the current time: a
    /// repeating timer found late is rescheduled after it.
    private(set) var turnTime: Double = 0

    /// A run loop with nothing scheduled, whose clock reads `time` (0 if it is not finite).
    public init(time: Double = 0) {
        currentTime = time.isFinite ? time : 0
        turnTime = currentTime
    }

    /// Performs `action` on `target` `delay` seconds from now (0 if the delay is negative or
    /// not finite), unless a cancel for `target` comes first. The action gets the target, so it
    /// need not capture it.
    ///
    /// - Parameters:
    ///   - delay: Seconds from `currentTime`.
    ///   - target: What the request is for: `cancelPreviousPerformRequests(withTarget:)` removes
    ///     it, and it is dropped if the target has gone when it comes due (it is held weakly).
    ///   - action: What to do, given the target.
    public func perform<Target: AnyObject>(after delay: Double, target: Target,
                                           _ action: @escaping (Target) -> Void) {
        let time = currentTime + (delay.isFinite ? max(0, delay) : 0)
        scheduled += 1
        let request = Request(time: time, order: scheduled, targetID: ObjectIdentifier(target), target: target) {
            action($0 as! Target)
        }
        let index = requests.firstIndex { $0.time > time } ?? requests.count
        requests.insert(request, at: index)
    }

    /// Cancels every request for `target` not yet performed; returns how many there were.
    @discardableResult
    public func cancelPreviousPerformRequests(withTarget target: AnyObject) -> Int {
        let id = ObjectIdentifier(target)
        let before = requests.count
        requests.removeAll { $0.targetID == id }
        return before - requests.count
    }

    /// Whether anything is scheduled for `target`.
    public func hasPerformRequests(withTarget target: AnyObject) -> Bool {
        let id = ObjectIdentifier(target)
        return requests.contains { $0.targetID == id && $0.target != nil }
    }

    /// When the next request is due; nil when none is waiting. A front end sleeps until then.
    /// Kept, not looked up: a session asks several times a frame (MoveMe's drag frames too).
    public private(set) var nextTimerTime: Double?

    /// Runs time to `time`: each request due by then (a delayed perform, a timer's fire) is
    /// performed in order, with `currentTime` at its own time; `catchUp` is called first with
    /// that time, so what the request starts (an animation) starts then and not at the end of
    /// the turn. Requests scheduled while performing run in the same turn if they are due. Then
    /// each display link that is not paused is called, once, at `time` (`DisplayLink`). Time
    /// never goes back.
    ///
    /// - Parameters:
    ///   - time: The time to run to; a time that is not finite is ignored.
    ///   - catchUp: Told each due request's time before it is performed, and the turn's time
    ///     before the display links are called: a scene brings its animations there.
    public func advance(to time: Double, catchUp: ((Double) -> Void)? = nil) {
        guard time.isFinite else { return }
        turnTime = max(currentTime, time)
        while let first = requests.first, first.time <= time {
            requests.removeFirst()
            currentTime = max(currentTime, first.time)
            guard let target = first.target else { continue }
            catchUp?(currentTime)
            first.action(target)
        }
        currentTime = max(currentTime, time)
        if !displayLinks.isEmpty { callDisplayLinks(catchUp: catchUp) }
    }
}
