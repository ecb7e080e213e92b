/// A custom command of the edit menu, as UIMenuItem: a title and the action it sends. It is
/// shown, after the standard commands, only where a responder can perform its action.
public struct MenuItem: Equatable, Sendable {
    /// What the menu shows.
    public let title: String
    /// What a choice sends along the responder chain.
    public let action: EditAction

    /// An item titled `title` that sends `action`.
    public init(title: String, action: EditAction) {
        self.title = title
        self.action = action
    }
}
