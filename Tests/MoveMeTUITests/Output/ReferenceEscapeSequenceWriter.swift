@testable import MoveMeRendering
import MoveMeTerminal
@testable import MoveMeTUI

// The escape-sequence writer as it was at e27d0c7 (before its per-cell path was made tight),
// kept unchanged but for its name and its colour numbers, so that the writer's bytes can be
// compared with it over many random frames (EscapeSequenceWriterEquivalenceTests). The numbers
// are not the program's (ColorNumbers, which the writer uses) but xterm's own definitions of
// its palettes (`XtermPalette`): the frames' colours are those the palette shows exactly.
struct ReferenceEscapeSequenceWriter {
    typealias Repeat = EscapeSequenceWriter.Repeat

    private let depth: ColorDepth
    private let repeats: Repeat
    private var output: [UInt8] = []
    /// Where the cursor is, when known (nil after the right margin, or after ncurses wrote).
    private var cursor: (row: Int, column: Int)?
    /// The attributes and colours in effect, when known.
    private var current: Style?
    /// The last glyph written and how many more times it is owed (a run waiting for REP).
    private var lastGlyph: [UInt8] = []
    private var owed = 0
    /// The cell `lastGlyph` was made from, while it is one: the same cell again right after
    /// it is owed without encoding it or comparing bytes (a full frame is mostly runs of the
    /// same blank, and encoding each was most of the first frame's cost).
    private var lastCell: Cell?
    private var encodings = RecentCharacters<(glyph: [UInt8], cells: Int)>()

    init(depth: ColorDepth, repeats: Repeat) {
        self.depth = depth
        self.repeats = repeats
        output.reserveCapacity(1 << 16)
    }

    /// Appends a one-cell-wide cell `count` times along a row from `column`: the same bytes as
    /// `count` calls of `draw`, the repeats owed to the run at once instead of one by one.
    mutating func draw(_ cell: Cell, column: Int, row: Int, columns: Int, count: Int) {
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
    mutating func draw(_ cell: Cell, column: Int, row: Int, columns: Int) {
        if let cursor, cursor.row == row, cursor.column == column, let lastCell, cell == lastCell {
            // What the test below finds for this cell: its style is `current`, its glyph
            // `lastGlyph`, one cell wide.
            owed += 1
            self.cursor = advanced(row: row, column: column, by: 1, columns: columns)
            return
        }
        let encoded = encode(cell, fitting: columns - column)
        // In eight colours, text that would not read in its colour goes black or white.
        let style = sentStyle(of: cell)
        if let cursor, cursor.row == row, cursor.column == column, style == current,
           !lastGlyph.isEmpty, encoded.glyph == lastGlyph, encoded.cells == 1 {
            owed += 1  // the same character again, right after: REP may send the run
            self.cursor = advanced(row: row, column: column, by: 1, columns: columns)
            return
        }
        payOwed()
        move(toRow: row, column: column)
        setStyle(style)
        output += encoded.glyph
        lastGlyph = switch repeats {
        case .any where encoded.cells == 1: encoded.glyph
        case .ascii where encoded.cells == 1 && encoded.glyph.count == 1: encoded.glyph
        default: []
        }
        lastCell = lastGlyph.isEmpty ? nil : cell
        cursor = advanced(row: row, column: column, by: encoded.cells, columns: columns)
        if encoded.cells == 2 && cell.width == 2 { cursor = nil }  // terminals disagree on some widths
    }

    /// The frame's bytes; the next frame starts empty (the cursor and colours are remembered).
    /// With `parkingCursorAt`, the frame ends with the cursor moved there (a terminal that
    /// cannot hide it: it then waits in a corner, not on the last cell drawn).
    mutating func finishFrame(parkingCursorAt parking: (column: Int, row: Int)? = nil) -> [UInt8] {
        withFinishedFrame(parkingCursorAt: parking) { $0 }
    }

    /// The same, lent to `send` (which must not keep them) and then emptied in place: the
    /// buffer is the writer's own again for the next frame. Returned, the bytes shared it, so
    /// emptying it made a new 64 KB buffer every frame.
    mutating func withFinishedFrame<R>(parkingCursorAt parking: (column: Int, row: Int)? = nil,
                                              _ send: ([UInt8]) -> R) -> R {
        payOwed()
        if let parking { move(toRow: parking.row, column: parking.column) }
        defer { output.removeAll(keepingCapacity: true) }
        return send(output)
    }

    /// Someone else wrote (ncurses' repaint after a resize or resume): where the cursor is
    /// and which colours are set are no longer known.
    mutating func forgetTerminalState() {
        cursor = nil
        current = nil
        lastGlyph = []
        lastCell = nil
    }

    // MARK: Characters

    /// The bytes for a cell and how many cells they take, through `Glyph` (controls never
    /// sent, widths checked against wcwidth). A wide character that does not fit is a blank.
    private mutating func encode(_ cell: Cell, fitting room: Int) -> (glyph: [UInt8], cells: Int) {
        let encoded = encodings.value(for: cell) { cell in
            let glyph = Glyph(cell)
            var bytes: [UInt8] = []
            for scalar in glyph.scalars { Self.appendUTF8(UInt32(bitPattern: scalar), to: &bytes) }
            if glyph.padded { bytes.append(0x20) }
            return (bytes, glyph.width + (glyph.padded ? 1 : 0))
        }
        return encoded.cells > room ? ([0x20], 1) : encoded
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
        if 3 + Self.digits(owed) < owed * lastGlyph.count {
            appendCSI(owed, final: UInt8(ascii: "b"))
        } else {
            for _ in 0..<owed { output += lastGlyph }
        }
        owed = 0
    }

    // MARK: Cursor

    /// A way to move the cursor: the sequence and its length, so the shortest is chosen
    /// before anything is written (this runs for every move of every frame: no strings).
    private enum Move {
        case absolute(row: Int, column: Int)  // ESC [ row ; column H
        case csi(Int, UInt8)                  // ESC [ n X: to a row (H, d), a column (G), or by n
        case step(UInt8)                      // ESC [ X: by one
        case carriageReturn

        var length: Int {
            switch self {
            case let .absolute(row, column): 4 + digits(row) + digits(column)
            case let .csi(n, _): 3 + digits(n)
            case .step: 3
            case .carriageReturn: 1
            }
        }
    }

    private mutating func move(toRow row: Int, column: Int) {
        if let cursor, cursor.row == row, cursor.column == column { return }
        var best = Move.absolute(row: row + 1, column: column + 1)
        // Of two as short, the one considered first.
        func consider(_ candidate: Move) { if candidate.length < best.length { best = candidate } }
        func relative(_ distance: Int, forward: UInt8, back: UInt8) -> Move {
            switch distance {
            case 1: .step(forward)
            case -1: .step(back)
            case 1...: .csi(distance, forward)
            default: .csi(-distance, back)
            }
        }
        if column == 0 { consider(.csi(row + 1, UInt8(ascii: "H"))) }
        if let cursor {
            if cursor.row == row {
                consider(.csi(column + 1, UInt8(ascii: "G")))
                if column == 0 { consider(.carriageReturn) }
                consider(relative(column - cursor.column, forward: UInt8(ascii: "C"), back: UInt8(ascii: "D")))
            } else if cursor.column == column {
                consider(.csi(row + 1, UInt8(ascii: "d")))
                consider(relative(row - cursor.row, forward: UInt8(ascii: "B"), back: UInt8(ascii: "A")))
            }
        }
        switch best {
        case let .absolute(row, column):
            output += [0x1B, UInt8(ascii: "[")]
            appendDecimal(row)
            output.append(UInt8(ascii: ";"))
            appendDecimal(column)
            output.append(UInt8(ascii: "H"))
        case let .csi(n, final): appendCSI(n, final: final)
        case let .step(final): output += [0x1B, UInt8(ascii: "["), final]
        case .carriageReturn: output.append(0x0D)
        }
        cursor = (row, column)
    }

    // MARK: Numbers

    /// ESC [ n final.
    private mutating func appendCSI(_ n: Int, final: UInt8) {
        output += [0x1B, UInt8(ascii: "[")]
        appendDecimal(n)
        output.append(final)
    }

    /// A non-negative number's decimal digits, as "\(n)" would write them.
    private mutating func appendDecimal(_ n: Int) {
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        var rest = n
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private static func digits(_ n: Int) -> Int {
        var count = 1, rest = n
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }

    // MARK: Attributes and colours

    /// One SGR with only what changed: attributes turned off need a reset first.
    private mutating func setStyle(_ style: Style) {
        if let current, current == style { return }
        let previous = current
        let reset = previous == nil
            || (previous!.bold && !style.bold) || (previous!.dim && !style.dim) || (previous!.reverse && !style.reverse)
        output += [0x1B, UInt8(ascii: "[")]
        // The parameters, separated by ";" (none at all writes ESC [ m, which resets too).
        var first = true
        func separate(_ output: inout [UInt8]) {
            if first { first = false } else { output.append(UInt8(ascii: ";")) }
        }
        func attribute(_ number: UInt8, _ output: inout [UInt8]) {
            separate(&output)
            output.append(UInt8(ascii: "0") + number)
        }
        if reset { attribute(0, &output) }
        let base = reset ? Style(foreground: .black, background: .black) : previous!
        if style.bold && !base.bold { attribute(1, &output) }
        if style.dim && !base.dim { attribute(2, &output) }
        if style.reverse && !base.reverse { attribute(7, &output) }
        if depth != .monochrome {
            if reset || style.foreground != base.foreground {
                separate(&output)
                appendColor(style.foreground, background: false)
            }
            if reset || style.background != base.background {
                separate(&output)
                appendColor(style.background, background: true)
            }
        }
        output.append(UInt8(ascii: "m"))
        current = style
    }

    private static let trueColorForeground = Array("38;2;".utf8), trueColorBackground = Array("48;2;".utf8)
    private static let paletteForeground = Array("38;5;".utf8), paletteBackground = Array("48;5;".utf8)

    /// In eight colours, text that would not read on its background goes black or white
    /// (`Palette.readableANSI8`, the rule under test in its own tests), black not bold.
    private func sentStyle(of cell: Cell) -> Style {
        guard depth == .palette8, cell.showsCharacter else { return cell.style }
        let foreground = XtermPalette.number(of: cell.style.foreground, in: XtermPalette.colors8)
        let background = XtermPalette.number(of: cell.style.background, in: XtermPalette.colors8)
        let readable = Palette.readableANSI8(foreground, on: background)
        guard readable != foreground else { return cell.style }
        var style = cell.style
        style.foreground = XtermPalette.colors8[readable]
        if readable == 0 { style.bold = false }
        return style
    }

    /// A colour's SGR parameters (never called in monochrome, which has none).
    private mutating func appendColor(_ rgb: RGB, background: Bool) {
        switch depth {
        case .trueColor:
            output.append(contentsOf: background ? Self.trueColorBackground : Self.trueColorForeground)
            appendDecimal(Int(rgb.red))
            output.append(UInt8(ascii: ";"))
            appendDecimal(Int(rgb.green))
            output.append(UInt8(ascii: ";"))
            appendDecimal(Int(rgb.blue))
        case .palette256:
            let number = XtermPalette.number(of: rgb, in: XtermPalette.colors256)
            if number < 8 { appendDecimal((background ? 40 : 30) + number); return }
            if number < 16 { appendDecimal((background ? 100 : 90) + number - 8); return }
            output.append(contentsOf: background ? Self.paletteBackground : Self.paletteForeground)
            appendDecimal(number)
        case .palette8:
            appendDecimal((background ? 40 : 30) + XtermPalette.number(of: rgb, in: XtermPalette.colors8))
        case .monochrome:
            break
        }
    }
}

/// xterm's palettes as its documentation defines them (its 256-colour cube and grey ramp, as
/// 256colres.pl makes them, and its eight basic colours), each colour with its number: written
/// here from the definitions, not taken from the program's `Palette`.
enum XtermPalette {
    /// The eight basic colours: black, red, green, yellow, blue, magenta, cyan, white.
    static let colors8: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
    ]

    /// Colours 16–255 at their numbers (nil below 16, the basic and bright colours, which a
    /// frame in 256 colours does not use): 16 + 36 r + 6 g + b for the cube's levels r, g, b
    /// (0 and then 55 + 40 n), and 232 + n for the grey 8 + 10 n.
    static let colors256: [RGB?] = (0..<256).map { number -> RGB? in
        switch number {
        case 16..<232:
            let level = { (n: Int) in UInt8(n == 0 ? 0 : 55 + 40 * n) }
            let cube = number - 16
            return RGB(level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        case 232..<256:
            let grey = UInt8(8 + 10 * (number - 232))
            return RGB(grey, grey, grey)
        default:
            return nil
        }
    }

    /// The number of a colour of `palette`.
    static func number(of rgb: RGB, in palette: [RGB?]) -> Int {
        guard let number = palette.firstIndex(of: rgb) else { fatalError("\(rgb) is not a colour of the palette") }
        return number
    }
}
