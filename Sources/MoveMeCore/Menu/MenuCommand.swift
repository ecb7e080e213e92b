/// One command the edit menu considered when it was last shown, with what the responder chain
/// said: an inspector lists them all, allowed or refused.
public struct MenuCommand: Equatable, Sendable {
    /// The command.
    public let action: EditAction
    /// Whether a responder in the chain can perform it.
    public let isAllowed: Bool
    /// Whether it is on the menu: every allowed one, and refused ones a responder asked to see
    /// greyed out (`showsRefusedAction`).
    public let isShown: Bool
}
