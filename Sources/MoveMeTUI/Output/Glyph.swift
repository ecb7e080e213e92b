internal import CNcursesw
import MoveMeRendering

/// What the terminal is given for one cell, by either backend (ncurses' `setcchar`, the
/// escape-sequence writer's UTF-8): a spacing character and its combining marks, checked
/// against the C library's `wcwidth`, by which ncurses moves its cursor and the writer counts
/// cells. When the two disagree the cell still takes exactly the grid's width, so nothing
/// after it shifts.
///
/// Kept in a fixed tuple, NUL-terminated as `setcchar` wants: making one allocates nothing.
struct Glyph: Equatable, Sendable {
    /// CCHARW_MAX (5) characters and the NUL.
    typealias Characters = (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t)
    var characters: Characters
    /// Cells the character takes.
    var width: Int
    /// A blank must follow in the next cell (the grid said two cells, the character takes one).
    var padded = false

    static let blank = Glyph(0x20, width: 1)

    init(_ first: wchar_t, width: Int, padded: Bool = false) {
        characters = (first, 0, 0, 0, 0, 0)
        self.width = width
        self.padded = padded
    }

    init(_ cell: Cell) {
        let wanted = Int(cell.width)
        var scalars = cell.text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), !Glyph.isControl(first) else {
            self = .blank
            padded = wanted == 2
            return
        }
        let width = Int(moveme_wcwidth(wchar_t(first.value)))
        guard width == wanted || (width == 1 && wanted == 2) else {
            // Unprintable here, or wider than the grid allows: a stand-in of the right width.
            self.init(wchar_t(UInt8(ascii: "?")), width: 1, padded: wanted == 2)
            return
        }
        self.init(wchar_t(first.value), width: width, padded: width != wanted)
        // Combining marks after it, as many as a cchar_t holds.
        let room = Int(moveme_ccharw_max()) - 1
        var count = 0
        withUnsafeMutableBytes(of: &characters) { raw in
            let slots = raw.bindMemory(to: wchar_t.self)
            while count < room, let scalar = scalars.next() {
                guard !Glyph.isControl(scalar), moveme_wcwidth(wchar_t(scalar.value)) == 0 else { continue }
                count += 1
                slots[count] = wchar_t(scalar.value)
            }
        }
    }

    /// The characters as a NUL-terminated C string of wchar_t.
    func withCharacters<Result>(_ body: (UnsafePointer<wchar_t>) -> Result) -> Result {
        withUnsafeBytes(of: characters) { body($0.bindMemory(to: wchar_t.self).baseAddress!) }
    }

    /// The characters before the NUL, for tests.
    var scalars: [wchar_t] {
        withUnsafeBytes(of: characters) { Array($0.bindMemory(to: wchar_t.self).prefix { $0 != 0 }) }
    }

    static func == (a: Glyph, b: Glyph) -> Bool {
        a.scalars == b.scalars && a.width == b.width && a.padded == b.padded
    }

    /// C0 and C1 controls: never sent to the terminal.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        SafeText.isControl(scalar)
    }
}
