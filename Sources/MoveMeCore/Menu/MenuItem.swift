/// A custom command of the edit menu, as UIMenuItem: a title and the action it sends. It is
/// shown, after the standard commands, only where a responder can perform its action.
public struct MenuItem: Equatable, Sendable {
    public let title: String
    public let action: EditAction

    public init(title: String, action: EditAction) {
        self.title = title
        self.action = action
    }
}
