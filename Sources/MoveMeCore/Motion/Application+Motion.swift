extension Application {
    /// A shake of the device, as the Simulator's Shake Gesture (a key in a front end):
    /// `motionBegan` then `motionEnded` to the window's first responder (the window itself
    /// when there is none), which pass them along the chain by default. The edit menu hides.
    /// Reaching the application, the shake asks to undo (`undoConfirmation`).
    public func shake(in window: Window, at time: Double) {
        menuController.setMenuVisible(false, animated: true)
        let responder = window.firstResponder ?? window
        shakingResponder = responder
        let event = Event(motion: .motionShake, timestamp: time)
        responder.motionBegan(.motionShake, with: event)
        responder.motionEnded(.motionShake, with: event)
        shakingResponder = nil
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
