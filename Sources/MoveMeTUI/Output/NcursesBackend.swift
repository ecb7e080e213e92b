internal import CNcursesw
import MoveMeSession
import MoveMeRendering
import MoveMeTerminal

/// The backend for the real terminal: cells into ncurses' virtual screen, and one `doupdate`
/// a frame inside synchronized-output markers (`TTY.present`). ncurses then sends the
/// shortest cursor moves and colour changes for what it was given.
final class NcursesBackend: Backend {
    private let terminal: TTY
    private let depth: ColorDepth
    private var colors: ColorNumbers
    private var pairs = ColorPairs()
    private var glyphs = RecentCharacters<Glyph>()
    /// Cells have been drawn since the last flush.
    private var drew = false

    init(terminal: TTY, depth: ColorDepth) {
        self.terminal = terminal
        self.depth = depth
        colors = ColorNumbers(depth: depth)
        terminal.drawWithNcurses()
    }

    func draw(_ cell: Cell, column: Int, row: Int) -> Bool {
        let columns = terminal.columns
        guard column < columns, row < terminal.rows else { return true }
        drew = true
        var pair: Int32 = 0
        var shown = true
        let style = colors.style(sending: cell)
        if depth != .monochrome {
            let foreground = colors.number(for: style.foreground, lowerHalf: true)
            let background = colors.number(for: style.background)
            if let found = pairs.pair(foreground: foreground, background: background) {
                pair = found
            } else {
                shown = false
            }
        }
        var attributes = moveme_a_normal()
        if cell.style.bold { attributes |= moveme_a_bold() }
        if cell.style.reverse { attributes |= moveme_a_reverse() }
        if cell.style.dim { attributes |= moveme_a_dim() }
        var glyph = glyphs.value(for: cell, make: Glyph.init)
        if glyph.width == 2 && column + 1 >= columns {
            glyph = .blank  // Half a wide character does not fit at the right edge.
        }
        put(glyph, row: row, column: column, attributes: attributes, pair: pair)
        if glyph.padded && column + 1 < columns {
            put(.blank, row: row, column: column + 1, attributes: attributes, pair: pair)
        }
        return shown
    }

    func resetColors() {
        pairs.reset()
    }

    /// ncurses owns the cursor and cannot be told what bytes of ours did: no images here
    /// (`Graphics.choose` keeps ncurses' output on cells).
    func append(_ commands: String) {}

    func invalidate() {
        terminal.invalidate()
    }

    func flush(holdsSixel: Bool) {
        guard drew else { return }
        terminal.present()
        drew = false
    }

    private func put(_ glyph: Glyph, row: Int, column: Int, attributes: attr_t, pair: Int32) {
        var cell = cchar_t()
        _ = glyph.withCharacters { moveme_setcchar(&cell, $0, attributes, pair) }
        // At the bottom-right corner ncurses reports an error (the cursor cannot advance) but
        // has stored the character: the result is not needed.
        _ = mvwadd_wch(moveme_stdscr(), Int32(row), Int32(column), &cell)
    }
}
