/// Escape sequences the program writes itself, around ncurses.
enum TerminalControl {
    /// Button-event tracking (press, release, drag with a button down) with SGR reports, which
    /// carry any column and row and say which button was released.
    static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
    /// Off in reverse order; 1000 too, in case something (ncurses, an earlier program) set it.
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    /// Bracketed paste (DECSET 2004): the terminal marks pasted text (`ESC [ 200 ~` … `ESC [ 201 ~`)
    /// so it arrives as a paste, not keys. On while the program runs, off on every way out.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"
    /// Synchronized output: the terminal shows the frame between these at once, or ignores them.
    static let beginFrame = "\u{1B}[?2026h"
    static let endFrame = "\u{1B}[?2026l"
}
