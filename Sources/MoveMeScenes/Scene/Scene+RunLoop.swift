import MoveMeCore
extension Scene {
    /// The application's delayed performs due by `time` (a long press on the placard), each
    /// with the window's animations brought to its own time first, so what it starts (the
    /// menu's fade) starts then, and its display links' frame. Nothing is made or called when
    /// none is due and no display link runs: every frame and every drag report of MoveMe asks.
    /// `runLoop` is the application's, which the scene keeps at hand (`nextTimerTime` is asked
    /// of it several times a frame).
    public func performDelayedRequests(on runLoop: RunLoop, by time: Double) {
        guard runLoop.hasActiveDisplayLinks || runLoop.nextTimerTime.map({ $0 <= time }) == true else { return }
        let animator = window.animator
        runLoop.advance(to: time) { animator.advance(to: $0) }
    }
}
