import MoveMeCore
import MoveMeScenes
import MoveMeStrings

/// What the program's keys and the signals the runtime catches do to the session.
extension Session {
    /// q, Esc, Ctrl-C: the program ends with status 0, the application terminated first (its
    /// delegate saves the preferences before the program restores the terminal).
    func quit(at time: Double) {
        terminate(at: time)
        effects.append(.exit(0))
    }

    /// Ctrl-Z as a key: the runtime stops the process (the touch in flight is cancelled first,
    /// and the application resigns active until `didResume`).
    func requestSuspend(at time: Double) {
        willSuspend(at: time)
        effects.append(.suspend)
    }

    /// A signal ends the program (SIGINT, SIGTERM, SIGHUP, or the terminal gone): the touch in
    /// flight is cancelled, the application terminated, and the status is 128 + the signal's
    /// number.
    func end(bySignal signal: Int32, at time: Double) {
        interrupt(at: time)
        terminate(at: time)
        effects.append(.exit(128 + signal))
    }

    /// An interruption (Ctrl-Z, losing the terminal): the touch in flight, if the core has
    /// one, is cancelled.
    func interrupt(at time: Double) {
        guard scene.isTouching else { return }
        scene.cancelTouches(at: time)
        scheduler.setNeedsFrame()
    }

    /// A new scene from its start, at the slow-animation speed of the last (an inspector's
    /// setting outlives a scene). Asking for the scene showing does nothing: `r` restarts it.
    func switchScene(to entry: SceneEntry, at time: Double) {
        guard entry != configuration.scene else { return }
        let speed = scene.animationSpeed
        configuration.scene = entry
        keepChoices()
        fingers.reset()
        // Made in the room it will have, so that laying it out below resizes nothing.
        let room = Layout(columns: layout.columns, rows: layout.rows, showsInspector: configuration.showsInspector,
                          showsCaption: configuration.showsHint && entry.hasCaption)
        scene = entry.make(configuration, application: application, columns: room.roomColumns, rows: room.sceneRows,
                           time: time)
        if speed != 1 { scene.setAnimationSpeed(speed, at: time) }
        applyChoices(at: time)
        layOut()
        userDidAct()
    }

    /// p: the right button's click from the keys: a finger pinned where the mouse last was
    /// (the scene's centre before it came), or the pin there lifted.
    func togglePinFromKeys(at time: Double) {
        guard configuration.scene.takesSecondFingers, !showsHelp else { return }
        forgetLiftedFingers()
        scene.advance(to: time)
        let point = fingers.lastPointer ?? scene.window.bounds.center
        if let change = fingers.togglePin(at: point) { scene.fingersChanged([change], at: time) }
        userDidAct()
    }

    /// a: Alt held for the mouse's next drags, for a terminal that does not report it: the
    /// second finger mirrored, then moving with the pointer (Alt-Shift), then off again.
    func cycleSecondFingerMode() {
        guard configuration.scene.takesSecondFingers else { return }
        switch fingers.stickyMode {
        case nil: fingers.stickyMode = .mirrored
        case .mirrored?: fingers.stickyMode = .together
        case .together?: fingers.stickyMode = nil
        }
        userDidAct()
    }

    func restartScene(at time: Double) {
        scene.restart(at: time)
        userDidAct()
    }

    func toggleInspector() {
        configuration.showsInspector.toggle()
        layOut()
        scheduler.setNeedsFrame()
        userDidAct()
    }

    func toggleSlowAnimations(at time: Double) {
        setSlowAnimations(scene.animationSpeed == 1, at: time)
        userDidAct()
    }

    /// The Simulator's Slow Animations: timed animations (and the dynamics, which follow their
    /// clock) at a tenth of the speed; touches keep to real time. A new scene keeps the speed.
    func setSlowAnimations(_ slow: Bool, at time: Double) {
        scene.setAnimationSpeed(slow ? Animator.slowAnimationsSpeed : 1, at: time)
        scheduler.setNeedsFrame()
    }

    /// The help is modal, like a system alert over an iPhone app: the touch in flight is
    /// cancelled, so nothing is left held behind it.
    func openHelp(at time: Double) {
        interrupt(at: time)
        showsHelp = true
        userDidAct()
    }

    func closeHelp() {
        showsHelp = false
        scheduler.setNeedsFrame()
    }

    /// The user did something: the hint has done its job, and the next frame shows the result.
    func userDidAct() {
        showsHint = false
        scheduler.setNeedsFrame()
    }

    /// What the bottom row says: a scene's caption and its keys, "inactive" first while the
    /// application is (in every scene, also with --no-hint: it is a state, not a hint);
    /// MoveMe's hint until the person first does something, then "? help" in the corner; the
    /// help, when open, says all of it, and takes the hint's place. Asked every frame.
    var bottomRowContent: BottomRowOverlay.Content {
        let inactive = application.isInterrupted
        guard configuration.showsHint, let caption = scene.caption else {
            if inactive { return .bar(strings[.captionInactive]) }
            guard configuration.showsHint, !showsHelp else { return .nothing }
            return showsHint ? .hint(scene.hint) : .corner
        }
        let keys = scene.keyCommands.compactMap { command -> BottomRowOverlay.CaptionKey? in
            guard let title = command.title, let input = command.inputs.first, let key = keyName(input) else { return nil }
            return BottomRowOverlay.CaptionKey(key: key, meaning: title, isFinger: input == .tab || input == .character(" "))
        }
        let mode = fingers.stickyMode.map { strings[$0 == .mirrored ? .captionAltHeld : .captionAltShiftHeld] + " " } ?? ""
        let prefix = inactive ? strings[.captionInactive] + BottomRow.separator : ""
        return .caption(prefix + mode + caption, keys: keys)
    }

    /// A scene key's name on the bottom row: its character, "space", "tab" (as the help names
    /// it); nil for one the row does not show. Tab and Space are the keys' finger's
    /// (`Scene+KeyboardFinger`).
    private func keyName(_ input: KeyCommand.Input) -> String? {
        switch input {
        case .character(" "): strings[.keySpace]
        case .character(let character): String(character)
        case .tab: "tab"
        default: nil
        }
    }
}
