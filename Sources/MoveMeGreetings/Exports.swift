// The greetings file is made safe with the core's rules for what may reach the terminal
// (`ControlSequences`, `TerminalSafeText`, which the pasteboard's follow too); its users see
// those rules too.
@_exported import MoveMeCore
