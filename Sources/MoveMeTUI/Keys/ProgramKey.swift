import MoveMeCore
import MoveMeTerminal

/// One of the program's own keys: the keys that send it, how the help and the bottom row name
/// it, and what the session does with it. The program's keys are the last responder's
/// (`Session`), after the scene's own (`KeyCommand`).
struct ProgramKey: Sendable {
    let keys: [Key]
    /// Its line in the help; nil for a key another line names (ctrl-c, on quit's).
    let help: HelpLine?
    /// Its key and what it does in a word ("q quit"): on the bottom row for the keys there
    /// (`KeyTable.bottomRowItems`), and in the compact help; nil for a key another names.
    let item: String?
    /// Taken before any responder, even while the help is up (ctrl-c, ctrl-z), as the system
    /// takes its own shortcuts before an app sees them.
    let beforeModal: Bool
    let action: @Sendable (Session, Key, Double) -> Void

    init(_ keys: [Key], help: HelpLine?, item: String? = nil, beforeModal: Bool = false,
         action: @escaping @Sendable (Session, Key, Double) -> Void) {
        self.keys = keys
        self.help = help
        self.item = item
        self.beforeModal = beforeModal
        self.action = action
    }
}
