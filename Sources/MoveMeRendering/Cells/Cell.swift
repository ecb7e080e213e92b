/// How a cell is painted. Colours are RGB; the front end maps them to what the terminal can show.
public struct Style: Hashable, Sendable {
    /// The text's colour.
    public var foreground: RGB
    /// The colour behind the text.
    public var background: RGB
    /// Bold, reverse and dim, a bit each: one byte, so that a cell (a word of text, the width
    /// and this) is two words, not three (a 200x60 grid 192 KB instead of 288).
    @usableFromInline var attributes: UInt8

    /// Bold text.
    public var bold: Bool {
        get { attributes & Self.boldBit != 0 }
        set { set(Self.boldBit, newValue) }
    }
    /// Swap foreground and background: how a monochrome rendering shows a filled area.
    public var reverse: Bool {
        get { attributes & Self.reverseBit != 0 }
        set { set(Self.reverseBit, newValue) }
    }
    /// Fainter than normal: how a terminal without colour shows quieter text (the hint).
    public var dim: Bool {
        get { attributes & Self.dimBit != 0 }
        set { set(Self.dimBit, newValue) }
    }

    /// A style of these colours and attributes, none set by default.
    public init(foreground: RGB, background: RGB, bold: Bool = false, reverse: Bool = false, dim: Bool = false) {
        self.foreground = foreground
        self.background = background
        attributes = (bold ? Self.boldBit : 0) | (reverse ? Self.reverseBit : 0) | (dim ? Self.dimBit : 0)
    }

    private static let boldBit: UInt8 = 1, reverseBit: UInt8 = 2, dimBit: UInt8 = 4

    private mutating func set(_ bit: UInt8, _ isOn: Bool) {
        attributes = isOn ? attributes | bit : attributes & ~bit
    }

    /// The same colours and attributes. Written out to be inlinable: every cell the front end
    /// compares compares its style, and the derived `==` was a call into this module each time.
    @inlinable
    public static func == (a: Style, b: Style) -> Bool {
        a.foreground == b.foreground && a.background == b.background && a.attributes == b.attributes
    }
}

/// One terminal cell: a grapheme and its display width, and a style.
///
/// A wide grapheme (CJK, Hangul) occupies its cell and the next; the next holds a continuation
/// cell (`width == 0`, empty text) so the grid stays a plain rectangle.
///
/// Plain bytes (no reference in it: see `CellText`), so grids of cells are copied, compared
/// and dropped without retains, releases or value witnesses.
public struct Cell: Hashable, Sendable {
    /// The grapheme's UTF-8 bytes.
    public var bytes: CellText
    /// How many columns the grapheme takes: 1, 2 for a wide one, 0 for the cell a wide one
    /// covers (a continuation).
    public var width: UInt8
    /// How it is painted.
    public var style: Style

    /// A cell of these bytes.
    @inlinable
    public init(_ bytes: CellText, width: UInt8 = 1, style: Style) {
        self.bytes = bytes
        self.width = width
        self.style = style
    }

    /// A cell of `text`; should the text be too long to keep (see `LongTexts`), a stand-in of
    /// the same width.
    public init(_ text: String, width: UInt8 = 1, style: Style) {
        self.init(CellText(exactly: text) ?? .standIn(width: width), width: width, style: style)
    }

    /// The grapheme (made into a `String` each time: readers of the bytes use `withUTF8`).
    public var text: String {
        get { bytes.string }
        set { bytes = CellText(exactly: newValue) ?? .standIn(width: width) }
    }

    /// Calls `body` with the grapheme's UTF-8 bytes, valid only during the call.
    @inlinable
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUTF8(body)
    }

    /// A space painted `background`, foreground and background alike.
    @inlinable
    public static func blank(_ background: RGB) -> Cell {
        Cell(.space, style: Style(foreground: background, background: background))
    }

    /// Whether it is the right half of a wide grapheme, which the cell to its left draws.
    @inlinable public var isContinuation: Bool { width == 0 }

    /// Whether it shows a character of text (a letter, a wide character's either half): not a
    /// blank, a half block's pixels, or a box's line or shade (U+2500–U+259F), which are drawing.
    public var showsCharacter: Bool {
        guard !isContinuation else { return true }
        return withUTF8 { bytes in
            guard let first = bytes.first, first != 0x20 else { return false }
            return !(first == 0xE2 && bytes.count > 1 && (0x94...0x96).contains(bytes[1]))
        }
    }

    /// The same width and style and the same UTF-8 bytes (so `é` and `e` + U+0301 are
    /// different cells, as they are different bytes to send).
    ///
    /// Compared as memory, a word at a time: a cell's bytes are all its fields' (no padding
    /// between them: `CellTextTests` checks its size), and equal fields are equal bytes (a
    /// text has one word, the attributes only their bits), so two comparisons instead of
    /// twelve, for every cell a frame redraws and every cell the screen compares.
    @inlinable
    public static func == (a: Cell, b: Cell) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                var offset = 0
                while offset + 8 <= MemoryLayout<Cell>.size {
                    if x.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != y.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                        return false
                    }
                    offset += 8
                }
                while offset < MemoryLayout<Cell>.size {
                    if x[offset] != y[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
    }

    /// The upper half block: foreground paints the top half of the cell, background the bottom.
    public static let upperHalf = "\u{2580}"
    /// The full block: what a solid area shows without colour (drawn as reverse video).
    public static let fullBlock = "\u{2588}"
    /// The lower half block: foreground paints the bottom half of the cell, background the top.
    public static let lowerHalf = "\u{2584}"
}
