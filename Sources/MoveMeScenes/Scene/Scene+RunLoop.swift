import MoveMeCore
extension Scene {
    /// One turn of the run loop of a scene whose time all goes through it (the touches scene,
    /// an app's): the layout pass, the delayed performs and timers due by `time` (each at its
    /// own time, with the animations brought up to it first), then the animations.
    public func turn(_ runLoop: RunLoop, to time: Double) {
        window.layoutIfNeeded()
        let animator = window.animator
        runLoop.advance(to: time) { animator.advance(to: $0) }
        animator.advance(to: time)
    }

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
