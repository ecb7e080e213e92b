import MoveMeTerminal

/// What the checks before start found out about the terminal from its terminfo entry.
public struct TerminfoProfile {
    /// The terminfo name to give `newterm`: nil for $TERM, or a direct-colour entry.
    let cursesName: String?
    let depth: ColorDepth
    /// Whether the terminal is of the ANSI family whose cells the program writes itself
    /// (`EscapeSequenceBackend`): ncurses can then be set up at one cell.
    var writesOwnCells = false
    /// The size terminfo gives (`cols`, `lines`), nil where the entry has neither or only one
    /// (cygwin's, djgpp's): the last resort when neither the kernel nor the environment says.
    var terminfoSize: (columns: Int, rows: Int)?
    /// Whether the entry describes a mouse (kmous): see `TerminalTraits.describesMouse`.
    var describesMouse = true
}
