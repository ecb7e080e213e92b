/// The terminal's modes a session wants while it runs, as bubbletea's `View` names the mouse
/// mode and focus reports it wants: the terminal layer sets them, changes them when a frame
/// wants others, and puts the terminal back as it found it on every way out.
public struct TerminalModes: Equatable, Sendable {
    /// Mouse reports: presses, releases and drags with a button down (button-event tracking,
    /// SGR reports), the touches' source.
    public var mouse: Bool
    /// Reports in pixels (SGR-Pixels) where the terminal knows its cell's size in pixels: a
    /// finger finer than a cell.
    public var pixelMouse: Bool
    /// Focus reports: losing the terminal's focus is an interruption.
    public var focusReports: Bool
    /// Bracketed paste: pasted text arrives marked as a paste, not as keys.
    public var bracketedPaste: Bool

    /// Every mode on: what MoveMe wants.
    public init(mouse: Bool = true, pixelMouse: Bool = true, focusReports: Bool = true, bracketedPaste: Bool = true) {
        self.mouse = mouse
        self.pixelMouse = pixelMouse
        self.focusReports = focusReports
        self.bracketedPaste = bracketedPaste
    }
}
