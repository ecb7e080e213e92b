import MoveMeCore
extension Scene {
    /// The application's delayed performs due by `time` (a long press on the placard), each
    /// with the window's animations brought to its own time first, so what it starts (the
    /// menu's fade) starts then. Nothing is made or called when none is due: every frame and
    /// every drag report of MoveMe asks. `runLoop` is the application's, which the scene keeps
    /// at hand (`nextTimerTime` is asked of it several times a frame).
    public func performDelayedRequests(on runLoop: RunLoop, by time: Double) {
        guard let due = runLoop.nextTimerTime, due <= time else { return }
        let animator = window.animator
        runLoop.advance(to: time) { animator.advance(to: $0) }
    }
}
