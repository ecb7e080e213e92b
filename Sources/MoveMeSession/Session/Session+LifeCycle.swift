import MoveMeCore
import MoveMeScenes
import MoveMeStrings

/// The terminal's moments as the application's life cycle: focus lost and Ctrl-Z are
/// interruptions (resign active), focus back and `fg` the return (become active), every way
/// out a termination. What each does to the scenes is the core's (touches cancelled, physics
/// paused); the session shows "inactive" meanwhile.
extension Session {
    /// Focus out: the application resigns active (touches in flight cancelled, physics paused).
    func resignActive(at time: Double) {
        application.resignActive(at: time)
        scheduler.setNeedsFrame()
    }

    /// Focus in: active again, the physics going on from where it was.
    func becomeActive(at time: Double) {
        application.becomeActive(at: time)
        scheduler.setNeedsFrame()
    }

    /// Ctrl-Z (the key or SIGTSTP): the touch in flight cancelled and the application inactive
    /// while the process is stopped.
    func willSuspend(at time: Double) {
        interrupt(at: time)
        resignActive(at: time)
    }

    /// Back after `fg`.
    func didResume(at time: Double) {
        becomeActive(at: time)
    }

    /// The end, whichever way it comes: the delegate is told (once) before the program restores
    /// the terminal, and the preferences are saved as they are, as an iPhone app saves in
    /// `applicationWillTerminate` (an effect, as every save: the runtime writes them).
    func terminate(at time: Double) {
        guard !application.isTerminated else { return }
        keepChoices()
        application.terminate(at: time)
        let values = preferences
        effects.append(.savePreferences(values))
        preferencesSchedule.didSave(values)
    }

    /// Memory is short (`w`, as the Simulator's Simulate Memory Warning, or SIGUSR1): the
    /// application tells its delegate, its windows (each scene releases what it can make
    /// again: its touch log, measured text, shaded pixels) and its observers; the inspector's
    /// life cycle lists the call, and the bottom row says so for a few seconds.
    func receiveMemoryWarning(at time: Double) {
        application.receiveMemoryWarning(at: time)
        showNotice(strings[.noticeMemoryWarning], at: time)
        scheduler.setNeedsFrame()
    }

}
