/// Blocks with a delegate told at both ends, and switching block animations off.
extension Animator {
    /// A block as `animate(withDuration:…)`, whose delegate (held weakly, as UIKit does) is
    /// told `animationWillStart` when the block's time begins (after `delay`; with nothing to
    /// animate, at once) and `animationDidStop` when its animations have all stopped.
    public func animate(_ animationID: String?, delegate: AnimationDelegate, withDuration duration: Double = defaultDuration,
                        delay: Double = 0, curve: TimingCurve = .easeInOut, options: AnimationOptions = [],
                        animations changes: () -> Void) {
        let begin = localTime + (delay.isFinite ? max(0, delay) : 0)
        scheduleStart(at: begin) { [weak delegate] in delegate?.animationWillStart(animationID) }
        animate(withDuration: duration, delay: delay, curve: curve, options: options, animations: changes) { [weak delegate] finished in
            delegate?.animationDidStop(animationID, finished: finished)
        }
    }

    /// Runs `changes` with block animations off: they apply at once, as UIView's
    /// `performWithoutAnimation`.
    public func performWithoutAnimation(_ changes: () -> Void) {
        let enabled = areAnimationsEnabled
        setAnimationsEnabled(false)
        changes()
        setAnimationsEnabled(enabled)
    }
}
