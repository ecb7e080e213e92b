import MoveMeTerminal
import MoveMeCore
import MoveMeScenes

/// Input: the terminal's events, the mouse as fingers, and keys along the chain to the
/// program's own, the last responder.
extension Session {
    /// The events of one read, in order.
    func handle(_ events: [InputEvent], at time: Double) {
        for event in Self.withoutUnbracketedPaste(events) {
            switch event {
            case .mouse(let mouse): handle(mouse, at: time)
            case .key(let key): handle(key, at: time)
            case .paste(let pasted): handle(pasted, at: time)
            // Focus reports (DECSET 1004) are the terminal's interruptions, as a call is the
            // iPhone's: focus out resigns active, focus in becomes active again.
            case .focus(let focused): focused ? becomeActive(at: time) : resignActive(at: time)
            // The SGR-Pixels answer is the decoder's, which switches itself to pixels on it.
            case .modeReport: break
            }
            // Ctrl-Z as a key stops the process once the batch is handled; an end is at once.
            if effects.contains(where: { if case .exit = $0 { true } else { false } }) { return }
        }
        // Only a key or a press changes what is saved (a drag, the hot path, never does).
        if events.contains(where: \.mayChangePreferences) { notePreferences(at: time) }
    }

    /// The left button: press, drag, release are finger 0's began, moved, ended, with a
    /// second finger beside it under Alt (`MouseFingers`). The right button's press pins a
    /// finger or lifts one; the wheel scrolls or pinches (`Session+Wheel`). Other buttons and
    /// motion without a button do nothing. Whether a touch is in flight is the core's to know:
    /// a drag or release with none (or with the keys' touch) is ignored there.
    private func handle(_ mouse: MouseEvent, at time: Double) {
        if handleUndoQuestion(mouse, at: time) { return }
        if mouse.button.isWheel { return handleWheel(mouse, at: time) }
        // The right button: the placard's edit menu in MoveMe; a pinned finger where the scene
        // takes second fingers (below).
        if mouse.button == .right && !configuration.scene.takesSecondFingers { return handleRightButton(mouse, at: time) }
        guard mouse.button == .left || (mouse.button == .right && configuration.scene.takesSecondFingers) else { return }
        if showsHelp {
            // Modal: a click closes the help, and the scene behind it sees nothing of it.
            if mouse.kind == .press && mouse.button == .left { closeHelp() }
            return
        }
        if handleEditMenu(mouse, at: time) { return }
        guard let point = layout.scenePoint(mouse) else { return }
        // The core may have cancelled fingers (an interruption): they are not the mouse's now.
        forgetLiftedFingers()
        if mouse.button == .right {
            // Only the press: a right drag or release (one that began before, or during a left
            // drag) does nothing.
            guard mouse.kind == .press else { return }
            scene.advance(to: time)
            guard let change = fingers.togglePin(at: point) else { return }
            scene.fingersChanged([change], at: time)
            userDidAct()
            return
        }
        switch mouse.kind {
        case .press:
            // Also when a press seems to be in flight already (its release was lost): the core
            // treats it as a new touch. The second finger finds its view as the scene is now.
            scene.advance(to: time)
            let mode = configuration.scene.takesSecondFingers ? fingers.mode(alt: mouse.alt, shift: mouse.shift) : nil
            scene.fingersChanged(fingers.press(at: point, mode: mode, in: scene.window), at: time)
            userDidAct()
        case .drag:
            scene.fingersChanged(fingers.drag(to: point, shift: mouse.shift, alt: mouse.alt), at: time)
            scheduler.setNeedsFrame()
        case .release:
            // For X10 and urxvt reports, which do not say which button was released, the
            // decoder names the one it saw pressed.
            scene.fingersChanged(fingers.release(at: point), at: time)
            scheduler.setNeedsFrame()
        case .motion:
            break
        }
    }

    /// Forgets the mouse's fingers the core no longer has down (an interruption cancelled
    /// them); asks the core only when the mouse holds any besides the pointer's, and then
    /// finger by finger (the sorted list of its touches cost 3,800 instructions a two-finger
    /// drag report).
    func forgetLiftedFingers() {
        guard fingers.holdsFingers else { return }
        let dispatcher = scene.dispatcher
        fingers.forget { dispatcher.touch(forFinger: $0) != nil }
    }

    /// The system's keys first (ctrl-c, ctrl-z), then the help, which is modal: any other key
    /// closes it and does nothing else. Then the chain: the scene, then the program.
    private func handle(_ key: Key, at time: Double) {
        if let system = KeyTable.key(for: key, in: keys.filter(\.beforeModal)) {
            system.action(self, key, time)
        } else if showsHelp {
            closeHelp()
        } else if handleUndoQuestion(key, at: time) || handleMenuKey(key, at: time) {
            return
        } else {
            sceneResponder.send(key, at: time)
        }
    }

    // MARK: KeyResponder: the program's keys, the last in the chain

    var nextKeyResponder: KeyResponder? { nil }

    func perform(_ key: Key, at time: Double) -> Bool {
        guard let programKey = KeyTable.key(for: key, in: keys) else { return false }
        programKey.action(self, key, time)
        return true
    }
}

extension InputEvent {
    /// Whether handling it may change a preference: a key (the scene, `s`, `i`, `m`, `n`) or a
    /// press (a double click's next greeting); not a drag, a release or a report.
    fileprivate var mayChangePreferences: Bool {
        switch self {
        case .key: true
        case .mouse(let mouse): mouse.kind == .press
        // A paste changes the greeting's text, not which greeting shows.
        case .focus, .modeReport, .paste: false
        }
    }
}
