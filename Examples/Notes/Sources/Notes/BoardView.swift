import MoveMeKit

/// The board the notes lie on. A long press on it shows the edit menu there, with Paste while
/// the pasteboard holds text: a note with the text pops up where the press was.
final class BoardView: View {
    /// Where the next pasted note goes: the last long press, else the middle.
    private var pastePoint: Point?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(red: 0.25, green: 0.3, blue: 0.35)
        addGestureRecognizer(LongPressGestureRecognizer(target: self, action: Action("pressed:", BoardView.pressed)))
    }

    /// Adds `note` centred at `point`, popping up from small unless not `animated`.
    func add(_ note: NoteView, at point: Point, animated: Bool = true) {
        note.center = point
        addSubview(note)
        guard animated, let animator = window?.animator else { return }
        note.transform = AffineTransform(scaleX: 0.3, y: 0.3)
        animator.animate(withDuration: 0.25, curve: .easeOut) { note.transform = .identity }
    }

    func pressed(_ press: LongPressGestureRecognizer) {
        guard press.state == .began, becomeFirstResponder(), let menu = window?.application?.menuController else { return }
        let point = press.location(in: self)
        pastePoint = point
        menu.setTargetRect(Rect(x: point.x, y: point.y, width: 1, height: 1), in: self)
        menu.setMenuVisible(true, animated: true)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
        action == .paste && window?.application?.pasteboards.general.hasStrings == true
    }

    override func perform(_ action: EditAction, withSender sender: Any?) {
        guard action == .paste, let text = window?.application?.pasteboards.general.string else { return }
        add(NoteView(text: text), at: pastePoint ?? bounds.center)
        pastePoint = nil
    }
}
