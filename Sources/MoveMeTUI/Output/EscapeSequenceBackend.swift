internal import CNcursesw
import Glibc
import MoveMeSession
import MoveMeRendering
import MoveMeTerminal

/// A backend that writes the changed cells as escape sequences itself, in one write a frame,
/// for terminals of the ANSI family (xterm, tmux, screen, the Linux console): the screen has
/// already found the cells whose content changed, so ncurses' second comparison and its
/// terminfo interpretation per colour change are work done twice. ncurses still sets the
/// terminal up, restores it, and repaints after a resize or a resume.
///
/// Used only when terminfo says the terminal moves the cursor with `ESC [ row ; column H` and
/// wraps late at the right margin (`xenl`); anything else keeps `NcursesBackend`. Cursor moves
/// are the shortest of absolute, to a column, to a row, relative and carriage return; colours
/// change with one SGR for foreground and background; runs of the same character use REP
/// where terminfo has it (of ASCII only inside tmux or screen).
final class EscapeSequenceBackend: Backend {
    private let terminal: FrameOutput
    /// Mutated for every cell drawn, only by `draw` and `flush`: not checked for exclusive
    /// access at run time (the check cost a full frame a million instructions).
    @exclusivity(unchecked) private var writer: EscapeSequenceWriter
    /// Cells have been drawn since the last flush.
    private var composing = false

    /// Nil when the terminal's terminfo entry is not of the ANSI family this backend writes.
    /// `insideMultiplexer`: running in tmux or screen, which repeat nothing after a character
    /// of several bytes, whatever TERM claims.
    convenience init?(terminal: TTY, depth: ColorDepth, insideMultiplexer: Bool) {
        guard Self.suitsTerminal() else { return nil }
        self.init(output: terminal, depth: depth,
                  repeats: Self.capability("rep") == nil ? .none : (insideMultiplexer ? .ascii : .any))
    }

    /// A backend writing frames of `depth`'s colours, runs as `repeats` allows, to `output`.
    init(output: FrameOutput, depth: ColorDepth, repeats: EscapeSequenceWriter.Repeat) {
        terminal = output
        writer = EscapeSequenceWriter(depth: depth, repeats: repeats)
    }

    /// Whether the terminal ncurses set up is of the ANSI family this backend writes for.
    static func suitsTerminal() -> Bool {
        capability("cup") == "\u{1B}[%i%p1%d;%p2%dH" && tigetflag("xenl") > 0
    }

    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    func draw(_ cell: Cell, column: Int, row: Int) -> Bool {
        draw(cell, column: column, row: row, count: 1)
    }

    func draw(_ cell: Cell, column: Int, row: Int, count: Int) -> Bool {
        begin()
        let columns = terminal.columns
        guard column < columns, row < terminal.rows else { return true }
        writer.draw(cell, column: column, row: row, columns: columns, count: min(count, columns - column))
        return true
    }

    func resetColors() {}

    func append(_ commands: String) {
        begin()
        writer.append(commands)
    }

    func invalidate() {
        terminal.invalidate()
    }

    func flush(holdsSixel: Bool) {
        guard composing else { return }
        writer.withFinishedFrame(parkingCursorAt: terminal.cursorParking) { terminal.present(appending: $0, holdsSixel: holdsSixel) }
        composing = false
    }

    /// The frame's first bytes: ncurses clears the terminal before a repaint, so cursor and
    /// colours are its then.
    private func begin() {
        guard !composing else { return }
        composing = true
        if terminal.needsRepaint { writer.forgetTerminalState() }
    }
}
