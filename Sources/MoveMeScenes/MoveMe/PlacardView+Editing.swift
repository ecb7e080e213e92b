import MoveMeCore
import MoveMeStrings
import MoveMeRendering
/// The placard's edit menu: Copy puts the greeting on the general pasteboard; Paste makes the
/// pasteboard's text the greeting (undoable, as "Paste"), and is greyed out while the
/// pasteboard holds no text. Nothing else of MoveMe changes: the menu comes only after a long
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
            setGreetingUndoably(text, named: "Paste")
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
