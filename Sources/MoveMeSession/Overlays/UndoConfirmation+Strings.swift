import MoveMeCore
import MoveMeStrings

/// Shake to edit's question and answers in the user's language, for the alert that shows them.
extension UndoConfirmation {
    /// The question in the language of `strings` ("Annuler « Coller » ?").
    public func question(_ strings: Strings) -> String {
        if actionName.isEmpty { return strings[kind == .undo ? .alertUndoBare : .alertRedoBare] }
        return strings.format(kind == .undo ? .alertUndoQuestion : .alertRedoQuestion, actionName)
    }

    public func cancelTitle(_ strings: Strings) -> String { strings[.alertCancel] }
    public func confirmTitle(_ strings: Strings) -> String { strings[kind == .undo ? .alertUndo : .alertRedo] }
}
