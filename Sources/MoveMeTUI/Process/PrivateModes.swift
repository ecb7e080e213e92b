import MoveMeSession
import MoveMeTerminal

/// Escape sequences the program writes itself, around ncurses.
enum PrivateModes {
    /// Button-event tracking (press, release, drag with a button down) with SGR reports, which
    /// carry any column and row and say which button was released.
    static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
    /// Off in reverse order; 1000 too, in case something (ncurses, an earlier program) set it.
    /// SGR-Pixels (1016) first, whether or not it was asked for: the crash guard's reset bytes
    /// are these too, built before anyone knows.
    static let mouseOff = "\u{1B}[?1016l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    /// SGR-Pixels: SGR reports counting pixels (replacing 1006 where the terminal knows it),
    /// then DECRQM asking whether it took; the decoder switches to pixels on the answer "set".
    static let pixelMouseOn = "\u{1B}[?1016h" + ModeReport.request(privateMode: ModeReport.sgrPixelsMouse)
    /// Focus reports (DECSET 1004): the terminal sends CSI I and CSI O as its window gains and
    /// loses focus, the program's interruptions. A terminal without them ignores both.
    static let focusOn = "\u{1B}[?1004h"
    static let focusOff = "\u{1B}[?1004l"
    /// Bracketed paste (DECSET 2004): the terminal marks pasted text (`ESC [ 200 ~` … `ESC [ 201 ~`)
    /// so it arrives as a paste, not keys. On while the program runs, off on every way out.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"
    /// What takes the terminal from the modes `old` to `new`: each mode turned on or off that
    /// changes; from nil (the start, after a resume), as from every mode off. SGR-Pixels is
    /// not among them: it is asked for, and answered, apart (`PixelMouse`).
    static func changing(from old: TerminalModes?, to new: TerminalModes) -> String {
        func change(_ mode: KeyPath<TerminalModes, Bool>, on: String, off: String) -> String {
            let was = old?[keyPath: mode] ?? false
            return new[keyPath: mode] == was ? "" : new[keyPath: mode] ? on : off
        }
        return change(\.mouse, on: mouseOn, off: mouseOff)
            + change(\.focusReports, on: focusOn, off: focusOff)
            + change(\.bracketedPaste, on: bracketedPasteOn, off: bracketedPasteOff)
    }
    /// Every attribute and colour back to the terminal's own.
    static let attributesOff = "\u{1B}[0m"
    /// Synchronized output: the terminal shows the frame between these at once, or ignores them.
    static let beginFrame = "\u{1B}[?2026h"
    static let endFrame = "\u{1B}[?2026l"
}
