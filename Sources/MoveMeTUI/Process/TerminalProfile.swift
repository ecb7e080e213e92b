import MoveMeTerminal

/// What the checks before start found out about the terminal.
public struct TerminalProfile {
    /// The terminfo name to give `newterm`: nil for $TERM, or a direct-colour entry.
    let cursesName: String?
    let depth: ColorDepth
}
