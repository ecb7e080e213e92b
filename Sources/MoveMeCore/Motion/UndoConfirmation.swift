/// The question shake to edit asks before it undoes ("Undo Paste?"), as UIKit's alert: a front
/// end shows it and answers with `Application.answerUndoConfirmation(_:)`.
public struct UndoConfirmation: Equatable, Sendable {
    public enum Kind: Sendable { case undo, redo }

    public let kind: Kind
    /// The edit's name ("Paste"); empty when it has none.
    public let actionName: String

    /// "Undo Paste?"
    public var question: String {
        let verb = kind == .undo ? "Undo" : "Redo"
        return actionName.isEmpty ? "\(verb)?" : "\(verb) \(actionName)?"
    }

    /// The answers, no first, as the alert's buttons.
    public var cancelTitle: String { "Cancel" }
    public var confirmTitle: String { kind == .undo ? "Undo" : "Redo" }
}
