import MoveMeKit

/// A note: dragged by a pan recognizer, brought to the front when touched; a long press makes
/// it first responder and shows the edit menu over it, whose Copy puts its text on the
/// pasteboard, and whose Cut and Delete fade it out.
final class NoteView: Label {
    /// What the note says: what Copy copies, shown cut to `shown` characters.
    let note: String
    static let shown = 24
    private var start = Point.zero

    init(text: String) {
        note = text
        let shown = text.count > Self.shown ? text.prefix(Self.shown - 1) + "…" : text
        super.init(frame: Rect(x: 0, y: 0, width: Double(shown.count + 4), height: 6), text: shown)
        backgroundColor = Color(red: 1, green: 0.9, blue: 0.4)
        isUserInteractionEnabled = true
        addGestureRecognizer(PanGestureRecognizer(target: self, action: Action("dragged:", NoteView.dragged)))
        addGestureRecognizer(LongPressGestureRecognizer(target: self, action: Action("pressed:", NoteView.pressed)))
    }

    func dragged(_ pan: PanGestureRecognizer) {
        if pan.state == .began {
            start = center
            superview?.bringSubviewToFront(self)
        }
        center = start + pan.translation(in: superview)
    }

    func pressed(_ press: LongPressGestureRecognizer) {
        guard press.state == .began, becomeFirstResponder(), let menu = window?.application?.menuController else { return }
        menu.setTargetRect(bounds, in: self)
        menu.setMenuVisible(true, animated: true)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
        [.cut, .copy, .delete].contains(action)
    }

    override func perform(_ action: EditAction, withSender sender: Any?) {
        if action == .copy || action == .cut { window?.application?.pasteboards.general.string = note }
        if action == .cut || action == .delete { fadeAway() }
    }

    private func fadeAway() {
        let board = superview
        window?.animator.animate(withDuration: 0.3, animations: { self.alpha = 0 }, completion: { _ in
            self.removeFromSuperview()
            _ = board?.becomeFirstResponder()
        })
    }
}
