/// The question shake to edit asks before it undoes ("Undo Paste?"), as UIKit's alert: a front
/// end shows it and answers with `Application.answerUndoConfirmation(_:)`.
public struct UndoConfirmation: Equatable, Sendable {
    public enum Kind: Sendable { case undo, redo }

    public let kind: Kind
    /// The edit's name ("Paste"); empty when it has none.
    public let actionName: String

    public init(kind: Kind, actionName: String) {
        self.kind = kind
        self.actionName = actionName
    }
}
