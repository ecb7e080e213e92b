import MoveMeRendering
/// An image as sixel graphics (DEC's, as the VT340 and xterm `-ti vt340`, mlterm, foot and
/// WezTerm draw them): `ESC P 0;1;0 q`, the raster attributes `"1;1;W;H` (square pixels, the
/// image's size), the palette (`#n;2;r;g;b`, each channel in percent), then the pixels in
/// bands of six rows, each band colour by colour (`#n` and one character a column, `?` + the
/// six rows' bits, `!count` before a run of four or more), `$` back to the band's start
/// between colours, `-` down to the next band; `ESC \` ends it.
///
/// `P2 = 1`: pixels no colour paints keep what is under them, so a transparent pixel (alpha
/// under 128) is left out and the screen shows through. Sixel has no partial alpha: an image
/// with anti-aliased edges is to be composited over what lies under it first
/// (`PixelImage.composite`). Drawn at the cursor, which it leaves at the image's last band.
public enum SixelEncoder {
    /// The alpha from which a pixel is painted.
    static let opaque: UInt8 = 128

    /// The sixel string of `image`, with at most `maximumColors` colours (the terminal's colour
    /// registers: `GraphicsReply.colorRegisters`).
    public static func encode(_ image: PixelImage, maximumColors: Int = 256) -> String {
        let palette = SixelPalette(image: image, maximumColors: maximumColors)
        var out = "\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)"
        for (register, color) in palette.colors.enumerated() {
            out += "#\(register);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))"
        }
        let bands = (image.height + 5) / 6
        for band in 0..<bands {
            if band > 0 { out += "-" }
            // Each register's sixels across the band: bit k is the band's row k.
            var rows: [Int: [UInt8]] = [:]
            for y in (band * 6)..<min(image.height, band * 6 + 6) {
                for x in 0..<image.width {
                    let pixel = image[x, y]
                    guard pixel.alpha >= opaque, let register = palette.register(of: pixel.rgb) else { continue }
                    rows[register, default: Array(repeating: 0, count: image.width)][x] |= 1 << UInt8(y - band * 6)
                }
            }
            for (index, register) in rows.keys.sorted().enumerated() {
                if index > 0 { out += "$" }
                out += "#\(register)" + runs(rows[register]!)
            }
        }
        return out + "\u{1B}\\"
    }

    /// A row of sixels as characters, runs of four or more as `!count`, and the empty sixels
    /// at its end left out (nothing to paint there).
    static func runs(_ sixels: [UInt8]) -> String {
        var end = sixels.count
        while end > 0 && sixels[end - 1] == 0 { end -= 1 }
        var out = ""
        var i = 0
        while i < end {
            var j = i + 1
            while j < end && sixels[j] == sixels[i] { j += 1 }
            let character = String(UnicodeScalar(63 + sixels[i]))
            out += j - i >= 4 ? "!\(j - i)" + character : String(repeating: character, count: j - i)
            i = j
        }
        return out
    }

    /// A channel in the percent sixel colours are given in, to the nearest.
    static func percent(_ v: UInt8) -> Int { (Int(v) * 100 + 127) / 255 }
}
