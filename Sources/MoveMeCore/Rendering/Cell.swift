/// How a cell is painted. Colours are RGB; the front end maps them to what the terminal can show.
public struct Style: Hashable, Sendable {
    public var foreground: RGB
    public var background: RGB
    public var bold: Bool
    /// Swap foreground and background: how a monochrome rendering shows a filled area.
    public var reverse: Bool
    /// Fainter than normal: how a terminal without colour shows quieter text (the hint).
    public var dim: Bool

    public init(foreground: RGB, background: RGB, bold: Bool = false, reverse: Bool = false, dim: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.dim = dim
    }
}

/// One terminal cell: a grapheme and its display width, and a style.
///
/// A wide grapheme (CJK, Hangul) occupies its cell and the next; the next holds a continuation
/// cell (`width == 0`, empty text) so the grid stays a plain rectangle.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var width: UInt8
    public var style: Style

    public init(_ text: String, width: UInt8 = 1, style: Style) {
        self.text = text
        self.width = width
        self.style = style
    }

    public static func blank(_ background: RGB) -> Cell {
        Cell(" ", style: Style(foreground: background, background: background))
    }

    public var isContinuation: Bool { width == 0 }

    /// Texts of different lengths in UTF-8 are told apart before `String`'s `==`, which
    /// compares unequal non-ASCII texts (a half block and a blank) by Unicode's canonical
    /// equivalence, slowly; every frame compares the cells it redrew with the last frame's.
    /// (So `é` and `e` + U+0301 are different cells, as they are different bytes to send.)
    @inlinable
    public static func == (a: Cell, b: Cell) -> Bool {
        a.width == b.width && a.style == b.style && a.text.utf8.count == b.text.utf8.count && a.text == b.text
    }

    /// The upper half block: foreground paints the top half of the cell, background the bottom.
    public static let upperHalf = "\u{2580}"
    /// The full block: what a solid area shows without colour (drawn as reverse video).
    public static let fullBlock = "\u{2588}"
    /// The lower half block: foreground paints the bottom half of the cell, background the top.
    public static let lowerHalf = "\u{2584}"
}
