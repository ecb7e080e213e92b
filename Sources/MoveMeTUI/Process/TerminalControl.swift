/// Escape sequences the program writes itself, around ncurses.
enum TerminalControl {
    /// Button-event tracking (press, release, drag with a button down) with SGR reports, which
    /// carry any column and row and say which button was released.
    static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
    /// Off in reverse order; 1000 too, in case something (ncurses, an earlier program) set it.
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    /// Focus reports (DECSET 1004): the terminal sends CSI I and CSI O as its window gains and
    /// loses focus, the program's interruptions. A terminal without them ignores both.
    static let focusOn = "\u{1B}[?1004h"
    static let focusOff = "\u{1B}[?1004l"
    /// Synchronized output: the terminal shows the frame between these at once, or ignores them.
    static let beginFrame = "\u{1B}[?2026h"
    static let endFrame = "\u{1B}[?2026l"
}
