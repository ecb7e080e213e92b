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
    /// Every attribute and colour back to the terminal's own.
    static let attributesOff = "\u{1B}[0m"
    /// Synchronized output: the terminal shows the frame between these at once, or ignores them.
    static let beginFrame = "\u{1B}[?2026h"
    static let endFrame = "\u{1B}[?2026l"
}
