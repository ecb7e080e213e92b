import MoveMeScenes
import MoveMeStrings
import MoveMeTerminal

/// One of the program's own keys: the keys that send it, how the help and the bottom row name
/// it, and what the session does with it. The program's keys are the last responder's
/// (`Session`), after the scene's own (`KeyCommand`).
struct ProgramKey: Sendable {
    let keys: [Key]
    /// Its line in the help, the keys as typed and what they do as a text of the strings
    /// tables; nil for a key another line names (ctrl-c, on quit's).
    let help: (keys: String, action: TextKey)?
    /// Its key and what it does in a word ("q quit"): on the bottom row for the keys there
    /// (`KeyTable.bottomRowItems`), and in the compact help; nil for a key another names.
    let item: TextKey?
    /// Its item is on every bottom row, not only in the compact help.
    let isOnBottomRow: Bool
    /// Taken before any responder, even while the help is up (ctrl-c, ctrl-z), as the system
    /// takes its own shortcuts before an app sees them.
    let beforeModal: Bool
    /// What its help line names (`{1}`: the scene key's, the scenes).
    let names: String
    let action: @Sendable (Session, Key, Double) -> Void

    init(_ keys: [Key], help: (keys: String, action: TextKey)?, item: TextKey? = nil, isOnBottomRow: Bool = false,
         beforeModal: Bool = false, names: String = "", action: @escaping @Sendable (Session, Key, Double) -> Void) {
        self.keys = keys
        self.help = help
        self.item = item
        self.isOnBottomRow = isOnBottomRow
        self.beforeModal = beforeModal
        self.names = names
        self.action = action
    }

    /// Its help line in the language of `strings`.
    func helpLine(_ strings: Strings) -> HelpLine? {
        help.map { HelpLine($0.keys, strings.format($0.action, names)) }
    }

    /// Its bottom-row item in the language of `strings` (`{1}`: its keys as the help shows
    /// them, the scene keys' range).
    func item(_ strings: Strings) -> String? {
        item.map { strings.format($0, help?.keys ?? "") }
    }
}
