import CNcursesw
import Glibc
import MoveMeCore
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
final class EscapeSequenceBackend: TerminalBackend {
    private let terminal: Terminal
    private var writer: EscapeSequenceWriter
    /// Cells have been drawn since the last flush.
    private var composing = false

    /// Nil when the terminal's terminfo entry is not of the ANSI family this backend writes.
    /// `insideMultiplexer`: running in tmux or screen, which repeat nothing after a character
    /// of several bytes, whatever TERM claims.
    init?(terminal: Terminal, depth: ColorDepth, insideMultiplexer: Bool) {
        guard Self.capability("cup") == "\u{1B}[%i%p1%d;%p2%dH", tigetflag("xenl") > 0 else { return nil }
        self.terminal = terminal
        let repeats: EscapeSequenceWriter.Repeat = Self.capability("rep") == nil ? .none : (insideMultiplexer ? .ascii : .any)
        writer = EscapeSequenceWriter(depth: depth, repeats: repeats)
    }

    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    func draw(_ cell: Cell, column: Int, row: Int) -> Bool {
        if !composing {
            composing = true
            // ncurses clears the terminal before a repaint: cursor and colours are its then.
            if terminal.needsRepaint { writer.forgetTerminalState() }
        }
        let columns = terminal.columns
        guard column < columns, row < terminal.rows else { return true }
        writer.draw(cell, column: column, row: row, columns: columns)
        return true
    }

    func resetColors() {}

    func flush() {
        terminal.present(appending: writer.finishFrame())
        composing = false
    }
}

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

    private let depth: ColorDepth
    private let repeats: Repeat
    private var colors: ColorNumbers
    private var output: [UInt8] = []
    /// Where the cursor is, when known (nil after the right margin, or after ncurses wrote).
    private var cursor: (row: Int, column: Int)?
    /// The attributes and colours in effect, when known.
    private var current: Style?
    /// The last glyph written and how many more times it is owed (a run waiting for REP).
    private var lastGlyph: [UInt8] = []
    private var owed = 0
    private var lastText = ""
    private var lastWidth: UInt8 = 1
    private var lastEncoded: (glyph: [UInt8], cells: Int) = ([0x20], 1)

    public init(depth: ColorDepth, repeats: Repeat) {
        self.depth = depth
        self.repeats = repeats
        colors = ColorNumbers(depth: depth)
        output.reserveCapacity(1 << 16)
    }

    /// Appends a cell at a position of a screen `columns` wide.
    public mutating func draw(_ cell: Cell, column: Int, row: Int, columns: Int) {
        let encoded = encode(cell, fitting: columns - column)
        if let cursor, cursor.row == row, cursor.column == column, cell.style == current,
           !lastGlyph.isEmpty, encoded.glyph == lastGlyph, encoded.cells == 1 {
            owed += 1  // the same character again, right after: REP may send the run
            self.cursor = advanced(row: row, column: column, by: 1, columns: columns)
            return
        }
        payOwed()
        move(toRow: row, column: column)
        setStyle(cell.style)
        output += encoded.glyph
        lastGlyph = switch repeats {
        case .any where encoded.cells == 1: encoded.glyph
        case .ascii where encoded.cells == 1 && encoded.glyph.count == 1: encoded.glyph
        default: []
        }
        cursor = advanced(row: row, column: column, by: encoded.cells, columns: columns)
        if encoded.cells == 2 && cell.width == 2 { cursor = nil }  // terminals disagree on some widths
    }

    /// The frame's bytes; the next frame starts empty (the cursor and colours are remembered).
    public mutating func finishFrame() -> [UInt8] {
        payOwed()
        defer { output.removeAll(keepingCapacity: true) }
        return output
    }

    /// Someone else wrote (ncurses' repaint after a resize or resume): where the cursor is
    /// and which colours are set are no longer known.
    public mutating func forgetTerminalState() {
        cursor = nil
        current = nil
        lastGlyph = []
    }

    // MARK: Characters

    /// The bytes for a cell and how many cells they take, through `Glyph` (controls never
    /// sent, widths checked against wcwidth). A wide character that does not fit is a blank.
    private mutating func encode(_ cell: Cell, fitting room: Int) -> (glyph: [UInt8], cells: Int) {
        if cell.text != lastText || cell.width != lastWidth {
            (lastText, lastWidth) = (cell.text, cell.width)
            let glyph = Glyph(cell)
            var bytes: [UInt8] = []
            for scalar in glyph.scalars { Self.appendUTF8(UInt32(bitPattern: scalar), to: &bytes) }
            if glyph.padded { bytes.append(0x20) }
            lastEncoded = (bytes, glyph.width + (glyph.padded ? 1 : 0))
        }
        if lastEncoded.cells > room { return ([0x20], 1) }
        return lastEncoded
    }

    private static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { bytes.append(0x3F); return }
        bytes += Array(String(Character(scalar)).utf8)
    }

    private func advanced(row: Int, column: Int, by cells: Int, columns: Int) -> (row: Int, column: Int)? {
        // At the right margin the cursor waits to wrap: where it goes next depends on the
        // terminal, so the next cell is reached with an absolute move.
        column + cells < columns ? (row, column + cells) : nil
    }

    /// Sends the run of repeated characters owed: REP when shorter than the characters.
    private mutating func payOwed() {
        guard owed > 0 else { return }
        let repetition = Array("\u{1B}[\(owed)b".utf8)
        if repetition.count < owed * lastGlyph.count {
            output += repetition
        } else {
            for _ in 0..<owed { output += lastGlyph }
        }
        owed = 0
    }

    // MARK: Cursor

    private mutating func move(toRow row: Int, column: Int) {
        if let cursor, cursor.row == row, cursor.column == column { return }
        var best = "\u{1B}[\(row + 1);\(column + 1)H"
        func consider(_ candidate: String) { if candidate.utf8.count < best.utf8.count { best = candidate } }
        if column == 0 { consider("\u{1B}[\(row + 1)H") }
        if let cursor {
            if cursor.row == row {
                consider("\u{1B}[\(column + 1)G")
                if column == 0 { consider("\r") }
                let distance = column - cursor.column
                consider(distance > 0 ? (distance == 1 ? "\u{1B}[C" : "\u{1B}[\(distance)C")
                                      : (distance == -1 ? "\u{1B}[D" : "\u{1B}[\(-distance)D"))
            } else if cursor.column == column {
                consider("\u{1B}[\(row + 1)d")
                let distance = row - cursor.row
                consider(distance > 0 ? (distance == 1 ? "\u{1B}[B" : "\u{1B}[\(distance)B")
                                      : (distance == -1 ? "\u{1B}[A" : "\u{1B}[\(-distance)A"))
            }
        }
        output += Array(best.utf8)
        cursor = (row, column)
    }

    // MARK: Attributes and colours

    /// One SGR with only what changed: attributes turned off need a reset first.
    private mutating func setStyle(_ style: Style) {
        if let current, current == style { return }
        var parameters: [String] = []
        let previous = current
        let reset = previous == nil
            || (previous!.bold && !style.bold) || (previous!.dim && !style.dim) || (previous!.reverse && !style.reverse)
        if reset { parameters.append("0") }
        let base = reset ? Style(foreground: .black, background: .black) : previous!
        if style.bold && !base.bold { parameters.append("1") }
        if style.dim && !base.dim { parameters.append("2") }
        if style.reverse && !base.reverse { parameters.append("7") }
        if depth != .monochrome {
            if reset || style.foreground != base.foreground { parameters.append(color(style.foreground, background: false)) }
            if reset || style.background != base.background { parameters.append(color(style.background, background: true)) }
        }
        output += Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
        current = style
    }

    private mutating func color(_ rgb: RGB, background: Bool) -> String {
        switch depth {
        case .trueColor:
            return (background ? "48;2;" : "38;2;") + "\(rgb.red);\(rgb.green);\(rgb.blue)"
        case .palette256:
            let number = Int(colors.number(for: rgb))
            if number < 8 { return "\((background ? 40 : 30) + number)" }
            if number < 16 { return "\((background ? 100 : 90) + number - 8)" }
            return (background ? "48;5;" : "38;5;") + "\(number)"
        case .palette8:
            return "\((background ? 40 : 30) + Int(colors.number(for: rgb)))"
        case .monochrome:
            return ""
        }
    }
}
