/// The question shake to edit asks before it undoes ("Undo Paste?"), as UIKit's alert: a front
/// end shows it and answers with `Application.answerUndoConfirmation(_:)`.
public struct UndoConfirmation: Equatable, Sendable {
    /// Whether the shake asks to undo or to redo.
    public enum Kind: Sendable {
        /// Take the last edit back.
        case undo
        /// Do again what the last undo took back.
        case redo
    }

    /// Undo or redo.
    public let kind: Kind
    /// The edit's name ("Paste"); empty when it has none.
    public let actionName: String

    /// A question about undoing or redoing the edit `actionName`.
    public init(kind: Kind, actionName: String) {
        self.kind = kind
        self.actionName = actionName
    }
}
