import MoveMeCore
/// What a front end calls for the edit menu, the clipboard and the shake, in any scene.
///
/// - A right-click: `showEditMenu(column:row:at:)`. The menu then draws itself with the scene
///   (it is the window's front view); a click on a command chooses it, a click elsewhere hides it.
/// - A paste into the terminal (bracketed paste): `paste(_:at:)`. The text goes into the
///   general pasteboard and, where the first responder can paste, is pasted there.
/// - The desktop's clipboard: `generalPasteboard.didChange` is told the text of every copy the
///   program makes (write it out as OSC 52); `changeCount` goes up with every change.
/// - The shake key: `shake(at:)`; then show `undoConfirmation` ("Undo Paste?") and answer with
///   `answerUndoConfirmation(_:at:)`.
extension Scene {
    public var generalPasteboard: Pasteboard { dispatcher.application.pasteboards.general }
    public var menuController: MenuController { dispatcher.application.menuController }

    /// The window's first responder, for an inspector.
    public var firstResponder: Responder? { window.firstResponder }

    /// First responder, menu, pasteboard and undo as plain values, for an inspector.
    public func editingSnapshot() -> EditingSnapshot {
        EditingSnapshot(window: window, application: dispatcher.application)
    }

    /// A right-click on a cell: the first view there (or above it) that can become first
    /// responder does, and the edit menu shows over it. Returns whether a menu is showing.
    /// Nothing where touches go nowhere (a view not taking them, interaction ignored).
    @discardableResult
    public func showEditMenu(column: Int, row: Int, at time: Double) -> Bool {
        advance(to: time)
        guard !dispatcher.isIgnoringInteractionEvents else { return false }
        var view = window.hitTest(Self.point(column: column, row: row))
        while let candidate = view, !candidate.canBecomeFirstResponder { view = candidate.superview }
        guard let view, view.becomeFirstResponder() else { return false }
        menuController.setTargetRect(view.bounds, in: view)
        menuController.setMenuVisible(true, animated: true)
        return menuController.isMenuVisible
    }

    /// Hides the edit menu at once (a restart; a resize hides it by itself).
    public func hideEditMenu() {
        menuController.setMenuVisible(false, animated: false)
    }

    /// Text pasted into the terminal: kept in the general pasteboard by its rules, then pasted
    /// into the first responder if it can paste. Returns what the rules did (a refusal leaves
    /// the pasteboard and the scene as they were).
    @discardableResult
    public func paste(_ text: String, at time: Double) -> PasteboardText {
        advance(to: time)
        let result = PasteboardText(text)
        guard let kept = result.text else { return result }
        generalPasteboard.receive(kept)
        guard let first = window.firstResponder,
              let target = first.target(forAction: .paste, withSender: nil) else { return result }
        hideEditMenu()
        target.perform(.paste, withSender: nil)
        return result
    }

    /// The shake key, as the Simulator's Shake Gesture.
    public func shake(at time: Double) {
        advance(to: time)
        dispatcher.application.shake(in: window, at: time)
    }

    /// The question a shake asked, until it is answered.
    public var undoConfirmation: UndoConfirmation? { dispatcher.application.undoConfirmation }

    /// Answers the shake's question; returns whether anything was undone or redone.
    @discardableResult
    public func answerUndoConfirmation(_ yes: Bool, at time: Double) -> Bool {
        advance(to: time)
        return dispatcher.application.answerUndoConfirmation(yes)
    }
}
