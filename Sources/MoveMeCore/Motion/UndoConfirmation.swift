/// The question shake to edit asks before it undoes ("Undo Paste?"), as UIKit's alert: a front
/// end shows it and answers with `Application.answerUndoConfirmation(_:)`.
public struct UndoConfirmation: Equatable, Sendable {
    public enum Kind: Sendable { case undo, redo }

    public let kind: Kind
    /// The edit's name ("Paste"); empty when it has none.
    public let actionName: String

    /// "Undo Paste?"
    public var question: String { question(Strings(.english)) }

    /// The answers, no first, as the alert's buttons.
    public var cancelTitle: String { cancelTitle(Strings(.english)) }
    public var confirmTitle: String { confirmTitle(Strings(.english)) }

    /// The question in the language of `strings` ("Annuler « Coller » ?").
    public func question(_ strings: Strings) -> String {
        if actionName.isEmpty { return strings[kind == .undo ? .alertUndoBare : .alertRedoBare] }
        return strings.format(kind == .undo ? .alertUndoQuestion : .alertRedoQuestion, strings.actionName(actionName))
    }

    public func cancelTitle(_ strings: Strings) -> String { strings[.alertCancel] }
    public func confirmTitle(_ strings: Strings) -> String { strings[kind == .undo ? .alertUndo : .alertRedo] }
}
