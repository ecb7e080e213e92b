/// One line of the help: what to press or do, and what it does.
public struct HelpLine: Equatable, Sendable {
    public var keys: String
    public var action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }

    /// The keys' finger on MoveMe's placard (`Scene+Keyboard`), in every scene that shows it.
    public static let placardKeys = [
        HelpLine("arrows, hjkl", "move the placard"),
        HelpLine("space, enter", "let it go"),
        HelpLine("n, tab", "next greeting"),
    ]
}
