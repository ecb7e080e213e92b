import MoveMeScenes

/// The session's one door, as the Elm architecture's update and view: events and the time in,
/// effects out (`update`); the frame due, as a value (`render`); when something is next due
/// (`deadline`). The terminal around it does what the effects ask and sleeps until the
/// deadline or the next input.
extension Session {
    /// Handles `event`, which happened at `time` (it never goes back), and returns what the
    /// world is to do: writes, a save, a stop, the end.
    public func update(_ event: SessionEvent, at time: Double) -> [Effect] {
        now = max(now, time)
        switch event {
        case .input(let events): handle(events, at: now)
        case .resize(let columns, let rows): resize(columns: columns, rows: rows)
        case .cellPixels(let size):
            // The views become images at the new scale, or cells again.
            if composer.pictures.setCellSize(size) { scheduler.setNeedsFrame() }
        case .signal(.end(let signal)): end(bySignal: signal, at: now)
        case .signal(.stop):
            willSuspend(at: now)
            effects.append(.suspend)
        case .signal(.memoryWarning): receiveMemoryWarning(at: now)
        case .resume(let columns, let rows):
            resize(columns: columns, rows: rows)
            didResume(at: now)
        case .timer: break
        }
        expireNotice(at: now)
        if !effects.contains(where: \.isExit), let values = preferencesToSave(at: now) {
            effects.append(.savePreferences(values))
        }
        defer { effects.removeAll() }
        return effects
    }

    /// The frame due at the last update's time, if one is: the scene advanced and drawn, the
    /// overlays' planes composed over it, its pictures, and what making it asked of the world
    /// (`Frame.effects`). Nil when no frame is due.
    public func render() -> Frame? {
        frameIfDue(at: now)
    }

    /// When something is next due, in the time `update` is given: a frame, the scene's next
    /// delayed perform, a save, a notice's end; nil when nothing is until input comes.
    public var deadline: Double? {
        var next = scheduler.deadline(isAnimating: scene.isAnimating)
        func earlier(_ time: Double?) {
            guard let time, time.isFinite else { return }
            next = min(next ?? time, time)
        }
        // The scene's next timer (a single tap waiting); already due, the frame that runs it is
        // asked for, which the scheduler times (no spinning until the input interval lets it draw).
        if let due = scene.nextTimerTime, !(due <= now && next != nil) { earlier(due) }
        earlier(preferencesSchedule.deadline)
        earlier(noticeExpiry)
        return next
    }
}

extension Effect {
    fileprivate var isExit: Bool {
        if case .exit = self { true } else { false }
    }
}
