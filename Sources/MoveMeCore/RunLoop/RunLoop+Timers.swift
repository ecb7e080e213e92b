/// Timers on the run loop, as NSRunLoop's `add(_:forMode:)`: each fire is a request on the
/// run loop (so `nextTimerTime` says when the next is due), the run loop holds the timer until
/// it is invalidated, and a run loop has one mode.
extension RunLoop {
    /// Adds a timer: it fires at its fire date, or in the next turn if that has passed. A timer
    /// that is invalid or already in a run loop is left alone.
    public func add(_ timer: Timer) {
        guard timer.isValid, timer.runLoop == nil else { return }
        timer.runLoop = self
        timers.append(timer)
        schedule(timer)
    }

    /// Its fire date changed: the request moves with it.
    func reschedule(_ timer: Timer) {
        cancelPreviousPerformRequests(withTarget: timer)
        schedule(timer)
    }

    /// An invalidated timer leaves: its request and the run loop's hold on it.
    func remove(_ timer: Timer) {
        cancelPreviousPerformRequests(withTarget: timer)
        timers.removeAll { $0 === timer }
    }

    private func schedule(_ timer: Timer) {
        perform(after: timer.fireDate - currentTime, target: timer) { [unowned self] in
            $0.fireFromRunLoop(turnTime: turnTime)
        }
    }
}
