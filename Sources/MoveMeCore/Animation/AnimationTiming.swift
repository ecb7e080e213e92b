/// When an animation runs and how its progress follows time, as CAMediaTiming: a begin time
/// (absolute, delay included), a duration, a curve, a repeat count that may be fractional, and
/// autoreverse.
public struct AnimationTiming: Sendable {
    /// When the first cycle begins, on the animator's local clock (its delay included).
    public var beginTime: Double
    /// How long one cycle takes, in seconds of the animator's local clock.
    public var duration: Double
    /// How progress follows time within a cycle.
    public var curve: TimingCurve
    /// How many times it plays; 0 means once, `.infinity` forever.
    public var repeatCount: Double
    /// Whether each cycle plays forwards then backwards.
    public var autoreverses: Bool

    /// A timing from its parts; a repeat count of 0 plays once.
    public init(beginTime: Double, duration: Double, curve: TimingCurve = .easeInOut,
                repeatCount: Double = 0, autoreverses: Bool = false) {
        self.beginTime = beginTime
        self.duration = duration
        self.curve = curve
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    /// One play: forth, and back again when autoreversing.
    var cycle: Double { duration * (autoreverses ? 2 : 1) }

    /// The time it ends (infinite when it repeats forever).
    public var endTime: Double {
        beginTime + cycle * (repeatCount > 0 ? repeatCount : 1)
    }

    /// Whether the animation has ended by `time` (on the animator's local clock).
    public func isFinished(at time: Double) -> Bool { time >= endTime }

    /// How much of it has played, 0...1, in time rather than eased: what a progress bar
    /// shows. Repeating forever, how much of the current play.
    public func fractionPlayed(at time: Double) -> Double {
        let local = time - beginTime
        guard duration > 0, local > 0 else { return duration > 0 ? 0 : 1 }
        let total = endTime - beginTime
        if total.isFinite { return min(1, local / total) }
        return local.truncatingRemainder(dividingBy: cycle) / cycle
    }

    /// The eased progress (0...1) at `time`. Before the begin time (a delay) it is 0, which shows
    /// the from value as UIKit's backwards fill does; at or after the end it is where the last
    /// play stopped.
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        let local = (min(time, endTime) - beginTime)
        guard local > 0 else { return 0 }
        var phase = local.truncatingRemainder(dividingBy: cycle)
        if phase == 0 && local > 0 { phase = cycle }  // the very end of a play, not the start of the next
        var linear = phase / duration
        if linear > 1 { linear = 2 - linear }  // the way back of an autoreversing play
        return curve.value(at: linear)
    }
}
