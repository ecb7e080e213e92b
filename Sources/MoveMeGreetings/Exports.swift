// The greetings file is made safe with the terminal's own rules for what may be written
// (`ControlSequences` here, `TerminalSafeText` in the core); its users see those rules too.
@_exported import MoveMeTerminal
