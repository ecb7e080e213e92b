import MoveMeStrings
/// One line of the help: what to press or do, and what it does.
public struct HelpLine: Equatable, Sendable {
    public var keys: String
    public var action: String
    /// What it does in a word or two, for a help squeezed into a small terminal; nil: the
    /// action's first words, as many as fit.
    public var short: String?

    public init(_ keys: String, _ action: String, short: String? = nil) {
        self.keys = keys
        self.action = action
        self.short = short
    }

    /// The keys' finger on MoveMe's placard (`Scene+Keyboard`), in every scene that shows it.
    public static var placardKeys: [HelpLine] { placardKeys(Strings(.english)) }

    /// The same in the language of `strings`.
    public static func placardKeys(_ strings: Strings) -> [HelpLine] {
        [HelpLine(strings[.keyArrows], strings[.actionMovePlacard], short: strings[.shortMove]),
         HelpLine(strings[.keySpaceEnter], strings[.actionLetItGo], short: strings[.shortLetGo]),
         HelpLine("n, tab", strings[.actionNextGreeting], short: strings[.shortNext])]
    }
}
