/// Blocks with a delegate told at both ends, and switching block animations off.
extension Animator {
    /// A begin/commit block (`beginAnimations(_:context:)`) as `animate(withDuration:…)`, whose
    /// delegate (held weakly, as UIKit does) is told `animationWillStart` when the block's time
    /// begins (with nothing to animate, at once) and `animationDidStop` when its animations
    /// have all stopped, each with `animationID` and `context`.
    ///
    /// `startDate` is `setAnimationStartDate`: the block begins then (a time as passed to
    /// `advance`; one already past is now), and `delay` after it. As with a delay alone, the
    /// model values are set at once and what is shown keeps the old values until the block
    /// begins. A date is a time: slow animations stretch the delay and the animation, not the
    /// wait for the date.
    public func animate(_ animationID: String?, context: Any? = nil, delegate: AnimationDelegate,
                        withDuration duration: Double = defaultDuration, delay: Double = 0,
                        curve: TimingCurve = .easeInOut, options: AnimationOptions = [], startDate: Double? = nil,
                        animations changes: () -> Void) {
        var wait = delay.isFinite ? max(0, delay) : 0
        if let startDate, startDate.isFinite, startDate > currentTime {
            wait += timebase.localTime(at: startDate) - localTime
        }
        scheduleStart(at: localTime + wait) { [weak delegate] in delegate?.animationWillStart(animationID, context: context) }
        animate(withDuration: duration, delay: wait, curve: curve, options: options, animations: changes) { [weak delegate] finished in
            delegate?.animationDidStop(animationID, finished: finished, context: context)
        }
    }

    /// Runs `changes` with block animations off: they apply at once, as UIView's
    /// `performWithoutAnimation`, inside a block too (its other changes animate); then the
    /// switch is as it was.
    public func performWithoutAnimation(_ changes: () -> Void) {
        let enabled = areAnimationsEnabled
        setAnimationsEnabled(false)
        changes()
        setAnimationsEnabled(enabled)
    }
}
