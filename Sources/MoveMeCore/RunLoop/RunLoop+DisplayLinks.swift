/// Display links on the run loop: called at the end of each turn whose time brings them a frame.
extension RunLoop {
    /// Whether a display link that is not paused is in the run loop: a front end keeps drawing
    /// frames while so, as while animations run, and `advance(to:)` calls it each frame.
    public var hasActiveDisplayLinks: Bool {
        displayLinks.contains { !$0.isPaused }
    }

    /// The end of a turn: each display link a frame has come for is called, in the order they
    /// were added, after `catchUp` has brought the scene to the turn's time. A link added while
    /// the others are called waits for the next turn.
    func callDisplayLinks(catchUp: ((Double) -> Void)?) {
        var caughtUp = false
        for link in displayLinks where link.frameHasCome(at: currentTime, in: self) {
            if !caughtUp {
                catchUp?(currentTime)
                caughtUp = true
            }
            link.send()
        }
    }
}
