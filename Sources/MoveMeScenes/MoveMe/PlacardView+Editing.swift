import MoveMeCore
/// The placard's edit menu: Copy puts the greeting on the general pasteboard; Paste makes the
/// pasteboard's text the greeting (undoable, named as the menu says Paste), and is on the menu only while the
/// pasteboard holds text. Nothing else of MoveMe changes: the menu comes only after a long
/// press on the placard or from a front end's right-click (`Scene.showEditMenu`).
extension PlacardView {
    /// The general pasteboard of the application this placard's window belongs to.
    var generalPasteboard: Pasteboard? { window?.application?.pasteboards.general }

    func canPerformEditAction(_ action: EditAction) -> Bool {
        switch action {
        case .copy: return true
        case .paste: return generalPasteboard?.string != nil
        default: return false
        }
    }

    func performEditAction(_ action: EditAction) {
        switch action {
        case .copy:
            generalPasteboard?.string = displayString
        case .paste:
            guard let text = generalPasteboard?.string else { return }
            setGreetingUndoably(text, named: strings.title(of: .paste))
        default:
            break
        }
    }

    /// Shows `text` instead of the greeting shown now; undo shows the old one again.
    func setGreetingUndoably(_ text: String, named name: String) {
        let old = displayString
        replaceGreeting(with: text)
        undoManager?.registerUndo(withTarget: self) { $0.setGreetingUndoably(old, named: name) }
        undoManager?.setActionName(name)
    }
}
