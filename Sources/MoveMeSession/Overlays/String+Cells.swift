import MoveMeRendering

extension String {
    /// The cells this text takes on a terminal: Chinese takes two a character, as the
    /// overlays draw it (`PlaneCells.put`). Every overlay measures its text with this, never
    /// with `count`, so a translated help or caption is laid out as it is drawn.
    var cells: Int {
        // ASCII, most of what overlays draw: a cell a byte, without Unicode's tables.
        if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.count }
        // Latin letters and signs, the dashes, quotes and "…" (a pinch's "×1.23, turn 7°", the
        // bottom row's " · "): each scalar a character of one cell, counted without breaking
        // the text into graphemes, which cost 5,000 instructions a caption.
        var count = 0
        for scalar in unicodeScalars {
            guard Self.isOneCellCharacter(scalar.value) else { return DisplayWidth.of(self) }
            count += 1
        }
        return count
    }

    /// A scalar that is a character of its own, one cell wide, whatever comes before or after
    /// it: printable ASCII, Latin-1 and Latin Extended (below the combining marks at U+0300),
    /// the general punctuation from U+2010 to U+2027.
    static func isOneCellCharacter(_ value: UInt32) -> Bool {
        (0x20..<0x7F).contains(value) || (0xA0..<0x300).contains(value) || (0x2010...0x2027).contains(value)
    }

    /// The longest start of the text that fits `width` cells: a wide character that would be
    /// cut in half is left out.
    func prefix(cells width: Int) -> String {
        var result = "", used = 0
        for character in self {
            let w = DisplayWidth.of(character)
            guard used + w <= width else { break }
            result.append(character)
            used += w
        }
        return result
    }

    /// Spaces added on the right up to `width` cells.
    func padded(toCells width: Int) -> String {
        let have = cells
        return have >= width ? self : self + String(repeating: " ", count: width - have)
    }
}
