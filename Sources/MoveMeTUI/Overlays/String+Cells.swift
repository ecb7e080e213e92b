import MoveMeCore

extension String {
    /// The cells this text takes on a terminal: Chinese takes two a character, as the
    /// overlays draw it (`OverlayLayer.put`). Every overlay measures its text with this, never
    /// with `count`, so a translated help or caption is laid out as it is drawn.
    var cells: Int {
        // ASCII, most of what overlays draw: a cell a byte, without Unicode's tables.
        utf8.allSatisfy { $0 < 0x80 } ? utf8.count : DisplayWidth.of(self)
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
