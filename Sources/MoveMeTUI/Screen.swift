import CNcursesw
import Glibc
import MoveMeCore

/// What one update shows: the core's grid with the front end's overlays drawn in, the cells
/// the overlays cover, and those to show dimmed (the hint, on a terminal without colour).
struct Frame: Equatable {
    var grid: Grid
    /// The cells the core changed since the last frame.
    var changed: [CellPosition]
    var overlaid: Set<CellPosition> = []
    var dimmed: Set<CellPosition> = []
}

/// Puts frames into ncurses' screen, changed cells only, like a back buffer compared with the
/// front one. ncurses' own `doupdate` then sends only what differs from the terminal.
final class Screen {
    private let mode: ColorMode
    private var pairs = ColorPairs()
    /// The size and overlay cells of the last frame drawn; nil: draw the next one whole.
    private var previous: (columns: Int, rows: Int, overlaid: Set<CellPosition>, dimmed: Set<CellPosition>)?

    /// Colour numbers found so far: a frame uses a few dozen colours, and finding the nearest
    /// palette colour is a perceptual search.
    private var colorNumbers: [RGB: Int32] = [:]

    init(mode: ColorMode) {
        self.mode = mode
    }

    private func colorNumber(_ rgb: RGB) -> Int32 {
        if let known = colorNumbers[rgb] { return known }
        if colorNumbers.count > 4096 { colorNumbers.removeAll(keepingCapacity: true) }
        let number = mode.colorNumber(rgb)
        colorNumbers[rgb] = number
        return number
    }

    /// Forgets what was drawn: the next frame is drawn whole.
    func invalidate() {
        previous = nil
    }

    /// Draws what changed since the last frame; returns how many cells did (0: no update needed).
    func draw(_ frame: Frame) -> Int {
        let positions = changes(in: frame)
        guard !positions.isEmpty else { return 0 }
        if !paint(frame, at: positions, orFail: true) {
            // Out of colour pairs: start them over and repaint everything with the new ones.
            pairs.reset()
            let all = frame.grid.changes(since: nil)
            _ = paint(frame, at: all, orFail: false)
        }
        previous = (frame.grid.columns, frame.grid.rows, frame.overlaid, frame.dimmed)
        return positions.count
    }

    /// The core's changed cells, and the cells under the overlays now and in the last frame;
    /// every cell for a first frame or a new size.
    private func changes(in frame: Frame) -> [CellPosition] {
        guard let previous, previous.columns == frame.grid.columns, previous.rows == frame.grid.rows else {
            return frame.grid.changes(since: nil)
        }
        let changed = frame.changed
        let overlays = previous.overlaid.union(frame.overlaid)
        guard !overlays.isEmpty || previous.dimmed != frame.dimmed else { return changed }
        return Array(Set(changed).union(overlays).union(previous.dimmed.symmetricDifference(frame.dimmed)))
            .sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }

    /// Paints cells left to right, top to bottom; false if colour pairs ran out and `orFail`.
    private func paint(_ frame: Frame, at positions: [CellPosition], orFail: Bool) -> Bool {
        let columns = min(frame.grid.columns, Int(moveme_cols()))
        let rows = min(frame.grid.rows, Int(moveme_lines()))
        for position in positions where position.column < columns && position.row < rows {
            let cell = frame.grid[position.column, position.row]
            // The wide character to the left covers a continuation cell.
            guard !cell.isContinuation else { continue }
            var pair: Int32 = 0
            if mode != .monochrome {
                let foreground = colorNumber(cell.style.foreground)
                let background = colorNumber(cell.style.background)
                if let found = pairs.pair(foreground: foreground, background: background) {
                    pair = found
                } else if orFail {
                    return false
                }
            }
            var attributes = moveme_a_normal()
            if cell.style.bold { attributes |= moveme_a_bold() }
            if cell.style.reverse { attributes |= moveme_a_reverse() }
            if frame.dimmed.contains(position) { attributes |= moveme_a_dim() }
            var glyph = Glyph(cell)
            if glyph.width == 2 && position.column + 1 >= columns {
                glyph = .blank  // Half a wide character does not fit at the right edge.
            }
            put(glyph.characters, row: position.row, column: position.column, attributes: attributes, pair: pair)
            if glyph.padded && position.column + 1 < columns {
                put(Glyph.blank.characters, row: position.row, column: position.column + 1, attributes: attributes, pair: pair)
            }
        }
        return true
    }

    private func put(_ characters: [wchar_t], row: Int, column: Int, attributes: attr_t, pair: Int32) {
        var cell = cchar_t()
        _ = characters.withUnsafeBufferPointer { moveme_setcchar(&cell, $0.baseAddress, attributes, pair) }
        // At the bottom-right corner ncurses reports an error (the cursor cannot advance) but
        // has stored the character: the result is not needed.
        _ = mvwadd_wch(moveme_stdscr(), Int32(row), Int32(column), &cell)
    }
}

/// What ncurses is given for one cell: a spacing character and its combining marks, checked
/// against the C library's `wcwidth`, which is what ncurses moves the cursor by. When the two
/// disagree the cell still takes exactly the grid's width, so nothing after it shifts.
struct Glyph {
    /// NUL-terminated, as setcchar wants.
    var characters: [wchar_t]
    /// Cells the character takes.
    var width: Int
    /// A blank must follow in the next cell (the grid said two cells, the character takes one).
    var padded = false

    static let blank = Glyph(characters: [0x20, 0], width: 1)

    init(characters: [wchar_t], width: Int, padded: Bool = false) {
        self.characters = characters
        self.width = width
        self.padded = padded
    }

    init(_ cell: Cell) {
        let scalars = Array(cell.text.unicodeScalars)
        let wanted = Int(cell.width)
        guard let first = scalars.first, !Glyph.isControl(first) else {
            self = .blank
            padded = wanted == 2
            return
        }
        let marks = scalars.dropFirst()
            .filter { !Glyph.isControl($0) && moveme_wcwidth(wchar_t($0.value)) == 0 }
            .prefix(Int(moveme_ccharw_max()) - 1)
            .map { wchar_t($0.value) }
        let width = Int(moveme_wcwidth(wchar_t(first.value)))
        if width == wanted {
            self.init(characters: [wchar_t(first.value)] + marks + [0], width: width)
        } else if width == 1 && wanted == 2 {
            self.init(characters: [wchar_t(first.value)] + marks + [0], width: 1, padded: true)
        } else {
            // Unprintable here, or wider than the grid allows: a stand-in of the right width.
            self.init(characters: [wchar_t(UInt8(ascii: "?")), 0], width: 1, padded: wanted == 2)
        }
    }

    /// C0 and C1 controls: never sent to the terminal.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }
}
