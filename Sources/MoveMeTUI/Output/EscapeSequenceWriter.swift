import MoveMeRendering
import MoveMeTerminal

/// The bytes for changed cells, given in order: what `EscapeSequenceBackend` sends, kept apart
/// from the terminal so it is tested byte for byte.
public struct EscapeSequenceWriter {
    /// Which runs REP (repeat the last character) may send.
    public enum Repeat: Sendable {
        /// The terminal has no REP.
        case none
        /// Runs of ASCII characters only (tmux and screen repeat nothing after a character of
        /// several bytes).
        case ascii
        /// Runs of any one-cell character (the half blocks of the placard).
        case any
    }

    let depth: ColorDepth
    private let repeats: Repeat
    var colors: ColorNumbers
    let parameters: ColorParameters
    private var output: [UInt8] = []
    /// Where the cursor is, when known (nil after the right margin, or after ncurses wrote).
    var cursor: (row: Int, column: Int)?
    /// The attributes and colours in effect, when known.
    var current: Style?
    /// The last glyph written and how many more times it is owed (a run waiting for REP).
    private var lastGlyph = GlyphBytes.none
    private var owed = 0
    /// The cell `lastGlyph` was made from, while it is one: the same cell again right after
    /// it is owed without encoding it or comparing bytes (a full frame is mostly runs of the
    /// same blank, and encoding each was most of the first frame's cost).
    private var lastCell: Cell?
    private var encodings = RecentCharacters<(glyph: GlyphBytes, cells: Int)>()

    public init(depth: ColorDepth, repeats: Repeat) {
        self.depth = depth
        self.repeats = repeats
        colors = ColorNumbers(depth: depth)
        parameters = ColorParameters(depth: depth)
        output.reserveCapacity(1 << 16)
    }

    /// Appends a one-cell-wide cell `count` times along a row from `column`: the same bytes as
    /// `count` calls of `draw`, the repeats owed to the run at once instead of one by one.
    public mutating func draw(_ cell: Cell, column: Int, row: Int, columns: Int, count: Int) {
        draw(cell, column: column, row: row, columns: columns)
        guard count > 1 else { return }
        guard let cursor, cursor.row == row, cursor.column == column + 1, let lastCell, cell == lastCell else {
            // Not a run REP may send (no REP, or a glyph it does not repeat): a cell at a time.
            for offset in 1..<count { draw(cell, column: column + offset, row: row, columns: columns) }
            return
        }
        owed += count - 1
        self.cursor = advanced(row: row, column: cursor.column, by: count - 1, columns: columns)
    }

    /// Appends a cell at a position of a screen `columns` wide.
    public mutating func draw(_ cell: Cell, column: Int, row: Int, columns: Int) {
        if let cursor, cursor.row == row, cursor.column == column, let lastCell, cell == lastCell {
            // What the test below finds for this cell: its style is `current`, its glyph
            // `lastGlyph`, one cell wide.
            owed += 1
            self.cursor = advanced(row: row, column: column, by: 1, columns: columns)
            return
        }
        let encoded = encode(cell, fitting: columns - column)
        let style = colors.style(sending: cell)
        if let cursor, cursor.row == row, cursor.column == column, style == current,
           !lastGlyph.isEmpty, encoded.glyph == lastGlyph, encoded.cells == 1 {
            owed += 1  // the same character again, right after: REP may send the run
            self.cursor = advanced(row: row, column: column, by: 1, columns: columns)
            return
        }
        payOwed()
        write(reserving: Self.mostBytesOfACell) { writer, bytes in
            writer.move(toRow: row, column: column, into: &bytes)
            writer.setStyle(style, into: &bytes)
            encoded.glyph.append(to: &bytes)
        }
        lastGlyph = switch repeats {
        case .any where encoded.cells == 1: encoded.glyph
        case .ascii where encoded.cells == 1 && encoded.glyph.count == 1: encoded.glyph
        default: .none
        }
        lastCell = lastGlyph.isEmpty ? nil : cell
        cursor = advanced(row: row, column: column, by: encoded.cells, columns: columns)
        if encoded.cells == 2 && cell.width == 2 { cursor = nil }  // terminals disagree on some widths
    }

    /// The frame's bytes; the next frame starts empty (the cursor and colours are remembered).
    /// With `parkingCursorAt`, the frame ends with the cursor moved there (a terminal that
    /// cannot hide it: it then waits in a corner, not on the last cell drawn).
    public mutating func finishFrame(parkingCursorAt parking: (column: Int, row: Int)? = nil) -> [UInt8] {
        withFinishedFrame(parkingCursorAt: parking) { $0 }
    }

    /// The same, lent to `send` (which must not keep them) and then emptied in place: the
    /// buffer is the writer's own again for the next frame. Returned, the bytes shared it, so
    /// emptying it made a new 64 KB buffer every frame.
    public mutating func withFinishedFrame<R>(parkingCursorAt parking: (column: Int, row: Int)? = nil,
                                              _ send: ([UInt8]) -> R) -> R {
        payOwed()
        if let parking {
            write(reserving: Self.mostBytesOfAMove) { writer, bytes in
                writer.move(toRow: parking.row, column: parking.column, into: &bytes)
            }
        }
        endRun()  // the next frame may come after the synchronized-output marks
        defer { output.removeAll(keepingCapacity: true) }
        return send(output)
    }

    /// Appends bytes that leave the cursor and the colours as they found them (images between
    /// a save and a restore of the cursor, `ESC 7` … `ESC 8`).
    public mutating func append(_ commands: String) {
        payOwed()
        output += commands.utf8
        endRun()
    }

    /// Other bytes come between the last glyph and what is drawn next: no run goes on from it.
    /// REP repeats the graphic character right before it, and xterm forgets that character at
    /// any control sequence (its parser's `lastchar` is reset on returning to the ground
    /// state): a REP after `ESC 8` or the marks of a synchronized frame repeated nothing, and
    /// the cells it stood for were never written (a sixel image's old place, left on the screen).
    private mutating func endRun() {
        lastGlyph = .none
        lastCell = nil
    }

    /// Someone else wrote (ncurses' repaint after a resize or resume): where the cursor is
    /// and which colours are set are no longer known.
    public mutating func forgetTerminalState() {
        cursor = nil
        current = nil
        lastGlyph = .none
        lastCell = nil
    }

    // MARK: Bytes

    /// Room for a cell's bytes: a move (`mostBytesOfAMove`), an SGR (ESC [, four attributes,
    /// two true colours of up to 16 bytes, the separators and m: 44) and a glyph, whose last
    /// store reaches `GlyphBytes.room` past its start, and the eight of any store at the end.
    private static let mostBytesOfACell = mostBytesOfAMove + 44 + GlyphBytes.room + 8
    /// ESC [ row ; column H, each number at most `ReservedBytes.mostDecimalBytes`.
    private static let mostBytesOfAMove = 4 + 2 * ReservedBytes.mostDecimalBytes

    /// Appends what `write` writes into room for `room` bytes, stored without a check each (see
    /// `ReservedBytes`). The buffer is taken out of the writer meanwhile, so that `write` may
    /// change the writer's other state (the cursor, the colours).
    private mutating func write(reserving room: Int, _ write: (inout Self, inout ReservedBytes) -> Void) {
        var frame: [UInt8] = []
        swap(&frame, &output)
        frame.append(reserving: room) { bytes in write(&self, &bytes) }
        swap(&frame, &output)
    }

    // MARK: Characters

    /// The bytes for a cell and how many cells they take, through `Glyph` (controls never
    /// sent, widths checked against wcwidth). A wide character that does not fit is a blank.
    private mutating func encode(_ cell: Cell, fitting room: Int) -> (glyph: GlyphBytes, cells: Int) {
        let encoded = encodings.value(for: cell) { cell in
            let glyph = Glyph(cell)
            var bytes: [UInt8] = []
            for scalar in glyph.scalars { Self.appendUTF8(UInt32(bitPattern: scalar), to: &bytes) }
            if glyph.padded { bytes.append(0x20) }
            return (GlyphBytes(bytes), glyph.width + (glyph.padded ? 1 : 0))
        }
        return encoded.cells > room ? (.blank, 1) : encoded
    }

    private static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { bytes.append(0x3F); return }
        UTF8.encode(scalar) { bytes.append($0) }
    }

    private func advanced(row: Int, column: Int, by cells: Int, columns: Int) -> (row: Int, column: Int)? {
        // At the right margin the cursor waits to wrap: where it goes next depends on the
        // terminal, so the next cell is reached with an absolute move.
        column + cells < columns ? (row, column + cells) : nil
    }

    /// Sends the run of repeated characters owed: REP when shorter than the characters.
    private mutating func payOwed() {
        guard owed > 0 else { return }
        if 3 + ReservedBytes.digits(owed) < owed * lastGlyph.count {
            write(reserving: 3 + ReservedBytes.mostDecimalBytes) { writer, bytes in
                Self.appendCSI(writer.owed, final: UInt8(ascii: "b"), to: &bytes)
            }
        } else {
            // Each glyph's last store may reach `GlyphBytes.room` past its start.
            write(reserving: owed * lastGlyph.count + GlyphBytes.room) { writer, bytes in
                for _ in 0..<writer.owed { writer.lastGlyph.append(to: &bytes) }
            }
        }
        owed = 0
    }
}
