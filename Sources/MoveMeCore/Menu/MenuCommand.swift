/// One command the edit menu considered when it was last shown, with what the responder chain
/// said: an inspector lists them all, allowed or refused; the menu shows the allowed ones.
public struct MenuCommand: Equatable, Sendable {
    /// The command.
    public let action: EditAction
    /// Whether a responder in the chain can perform it: only then is it on the menu.
    public let isAllowed: Bool
}
