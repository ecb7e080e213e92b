// The greetings file is made safe with the terminal's own rule for what may be written
// (`TerminalSafeText`); its users see that rule too.
@_exported import MoveMeTerminal
