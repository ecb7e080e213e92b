extension Application {
    /// A shake of the device, as the Simulator's Shake Gesture (a key in a front end): it
    /// begins and ends at once (`beginShake`, `endShake`).
    public func shake(in window: Window, at time: Double) {
        beginShake(in: window, at: time)
        endShake(at: time)
    }

    /// A shake under way: begun, neither ended nor cancelled.
    public var isShaking: Bool { shakingResponder != nil }

    /// The device starts shaking: `motionBegan` to the window's first responder (the window
    /// itself when there is none), which passes it along the chain by default. The edit menu
    /// hides. A begin while a shake is under way is part of that shake.
    public func beginShake(in window: Window, at time: Double) {
        guard shakingResponder == nil else { return }
        menuController.setMenuVisible(false, animated: true)
        let responder = window.firstResponder ?? window
        shakingResponder = responder
        responder.motionBegan(.motionShake, with: Event(motion: .motionShake, timestamp: time))
    }

    /// The shake stops: `motionEnded` to the responder it began on; reaching the application,
    /// it asks to undo (`undoConfirmation`). Nothing when no shake is under way.
    public func endShake(at time: Double) {
        guard let responder = shakingResponder else { return }
        responder.motionEnded(.motionShake, with: Event(motion: .motionShake, timestamp: time))
        shakingResponder = nil
    }

    /// The shake was interrupted (the application resigns active: focus lost, Ctrl-Z):
    /// `motionCancelled` to the responder it began on, as UIKit sends when a motion event is
    /// interrupted; it asks nothing.
    func cancelShake(at time: Double) {
        guard let responder = shakingResponder else { return }
        shakingResponder = nil
        responder.motionCancelled(.motionShake, with: Event(motion: .motionShake, timestamp: time))
    }

    /// Shake to edit: a shake no responder handled asks "Undo <edit>?" of the shaken
    /// responder's undo manager, or "Redo <edit>?" when there is only a redo; nothing when
    /// there is neither.
    func shakeToEdit() {
        guard applicationSupportsShakeToEdit, let undo = shakingResponder?.undoManager else { return }
        if undo.canUndo {
            undoConfirmation = UndoConfirmation(kind: .undo, actionName: undo.undoActionName)
        } else if undo.canRedo {
            undoConfirmation = UndoConfirmation(kind: .redo, actionName: undo.redoActionName)
        } else {
            return
        }
        confirmingUndoManager = undo
    }

    /// The person answered the shake's question: yes undoes (or redoes), no leaves it. Returns
    /// whether anything was undone or redone.
    @discardableResult
    public func answerUndoConfirmation(_ yes: Bool) -> Bool {
        guard let question = undoConfirmation else { return false }
        let undo = confirmingUndoManager
        undoConfirmation = nil
        confirmingUndoManager = nil
        guard yes, let undo else { return false }
        return question.kind == .undo ? undo.undo() : undo.redo()
    }
}
