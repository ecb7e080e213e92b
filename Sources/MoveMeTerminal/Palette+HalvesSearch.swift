import MoveMeRendering

extension Palette {
    /// ``xterm256Halves(_:)`` with a memory of the mixes it worked out.
    ///
    /// A colour the dither search meets for the first time costs a CIELAB of its own colour
    /// mixed with each partner of about its hue (three cube roots each): about 31,000
    /// instructions, and a bounce's shading meets a couple of hundred new colours. But they
    /// have few own colours (steel blue and a few greys), and a mix depends on the own colour
    /// and the partner only: remembered per own colour, a later colour costs the distances
    /// alone. The answers are the search's own, mix for mix.
    public struct HalvesSearch: Sendable {
        /// For each own colour (element `own - 16`), the first of its mixes in `mixes`, or -1.
        private var rows = [Int32](repeating: -1, count: 240)
        /// The mixes of the own colours met, 240 a row: partner `16 + offset` at `offset`,
        /// NaN lightness until worked out (a colour's partners are only those of its hue).
        private var mixes: [CIELAB] = []
        private static let unknown = CIELAB(lightness: .nan, a: 0, b: 0)

        public init() {}

        /// The colours of `color`'s upper and lower half-block pixels (``xterm256Halves(_:)``).
        public mutating func halves(_ color: RGB) -> (upper: Int, lower: Int) {
            if let written = firstFrameHalves(color) { return written }
            return searchedXterm256Halves(color) { own, offset in mixed(own, offset) }
        }

        private mutating func mixed(_ own: Int, _ offset: Int) -> CIELAB {
            var row = Int(rows[own - 16])
            if row < 0 {
                row = mixes.count
                rows[own - 16] = Int32(row)
                mixes += repeatElement(Self.unknown, count: 240)
            }
            let known = mixes[row + offset]
            if !known.lightness.isNaN { return known }
            let mix = mixedLab(own, offset)
            mixes[row + offset] = mix
            return mix
        }
    }
}
