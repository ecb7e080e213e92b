/// A block called at a time of a run loop, once or repeatedly, as Foundation's Timer: made with
/// its first fire date, added to a run loop (`RunLoop.add(_:)`), which holds it until it is
/// invalidated, and fired as the run loop's time passes its fire date.
///
/// Foundation's rules, on the core's clock: a timer never fires before its fire date; a
/// repeating one is rescheduled from the date it was due, not the time it fired, so it does not
/// drift; and one whose run loop came to it late, past more than one of its dates, fires once
/// for them and is rescheduled to its next date after the turn's time. A timer that does not
/// repeat invalidates itself once it has fired.
public final class Timer {
    /// When it fires next, in the run loop's seconds. Setting it moves a timer already added.
    public var fireDate: Double {
        didSet { runLoop?.reschedule(self) }
    }
    /// The time between fires of a repeating timer; 0 for one that does not repeat, as
    /// Foundation's.
    public var timeInterval: Double { repeats ? interval : 0 }
    /// Whether it fires again: false once invalidated, or fired when it does not repeat.
    public private(set) var isValid = true
    private let interval: Double
    private let repeats: Bool
    private let block: (Timer) -> Void
    /// The run loop it was added to, until it is invalidated.
    weak var runLoop: RunLoop?

    /// Foundation's least interval: an interval that is not a positive number is this one.
    public static let minimumInterval = 0.0001

    /// A timer that first fires at `date` (run loop time) and, if it repeats, every `interval`
    /// after; it does nothing until it is added to a run loop.
    ///
    /// - Parameters:
    ///   - date: The first fire date; one that is not finite is 0.
    ///   - interval: Seconds between fires of a repeating timer; not a positive number:
    ///     `minimumInterval`.
    ///   - repeats: Whether it fires again after the first time.
    ///   - block: Called with the timer each time it fires.
    public init(fire date: Double, interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
        fireDate = date.isFinite ? date : 0
        self.interval = interval.isFinite && interval > 0 ? interval : Self.minimumInterval
        self.repeats = repeats
        self.block = block
    }

    /// A timer added to `runLoop` that first fires `interval` seconds after its current time,
    /// as `Timer.scheduledTimer(withTimeInterval:repeats:block:)` schedules on the current run
    /// loop (the model has no current run loop: it is named).
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, in runLoop: RunLoop,
                                      block: @escaping (Timer) -> Void) -> Timer {
        let checked = interval.isFinite && interval > 0 ? interval : minimumInterval
        let timer = Timer(fire: runLoop.currentTime + checked, interval: checked, repeats: repeats, block: block)
        runLoop.add(timer)
        return timer
    }

    /// Fires it now, whatever its fire date, as Foundation's `fire()`: a repeating timer keeps
    /// its schedule; one that does not repeat is invalidated.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops it for good and takes it out of its run loop.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        runLoop?.remove(self)
        runLoop = nil
    }

    /// Its run loop came to its fire date: the block, then the next date for a repeating
    /// timer (the first of its schedule after `turnTime`), or the end for another.
    func fireFromRunLoop(turnTime: Double) {
        guard isValid else { return }
        block(self)
        guard repeats else { return invalidate() }
        guard isValid else { return }
        var next = fireDate + interval
        if next <= turnTime { next = fireDate + interval * ((turnTime - fireDate) / interval).rounded(.down) + interval }
        while next <= turnTime { next += interval }
        fireDate = next
    }
}
