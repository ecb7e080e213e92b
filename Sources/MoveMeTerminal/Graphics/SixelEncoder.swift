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
        var out = Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
        for (register, color) in palette.colors.enumerated() {
            out += Array("#\(register);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
        }
        let registers = registerImage(image, palette)
        // Each register's sixels across a band (bit k is the band's row k), and the registers
        // the band uses: made once, cleared after each band.
        var rows = [[UInt8]](repeating: [], count: palette.colors.count)
        var used = [Bool](repeating: false, count: palette.colors.count)
        let width = image.width
        for band in 0..<(image.height + 5) / 6 {
            if band > 0 { out.append(UInt8(ascii: "-")) }
            for y in (band * 6)..<min(image.height, band * 6 + 6) {
                let bit = UInt8(1) << UInt8(y - band * 6)
                for x in 0..<width {
                    let register = Int(registers[y * width + x])
                    guard register >= 0 else { continue }
                    if !used[register] {
                        used[register] = true
                        if rows[register].isEmpty { rows[register] = Array(repeating: 0, count: width) }
                    }
                    rows[register][x] |= bit
                }
            }
            var first = true
            for register in used.indices where used[register] {
                if !first { out.append(UInt8(ascii: "$")) }
                first = false
                out += Array("#\(register)".utf8)
                appendRuns(rows[register], to: &out)
                used[register] = false
                for x in 0..<width { rows[register][x] = 0 }
            }
        }
        out += Array("\u{1B}\\".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// Each pixel's register, row by row; -1 where nothing is painted (under `opaque`). A
    /// pixel of the colour before it takes the same register without asking the palette: the
    /// image is mostly runs of a colour.
    static func registerImage(_ image: PixelImage, _ palette: SixelPalette) -> [Int16] {
        var registers = [Int16](repeating: -1, count: image.width * image.height)
        var last: (color: RGB, register: Int16)?
        image.bytes.withUnsafeBufferPointer { bytes in
            for i in registers.indices where bytes[i * 4 + 3] >= opaque {
                let color = RGB(bytes[i * 4], bytes[i * 4 + 1], bytes[i * 4 + 2])
                if let last, last.color == color {
                    registers[i] = last.register
                } else if let register = palette.register(of: color) {
                    registers[i] = Int16(register)
                    last = (color, Int16(register))
                }
            }
        }
        return registers
    }

    /// A row of sixels as characters, runs of four or more as `!count`, and the empty sixels
    /// at its end left out (nothing to paint there).
    static func runs(_ sixels: [UInt8]) -> String {
        var out: [UInt8] = []
        appendRuns(sixels, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendRuns(_ sixels: [UInt8], to out: inout [UInt8]) {
        var end = sixels.count
        while end > 0 && sixels[end - 1] == 0 { end -= 1 }
        var i = 0
        while i < end {
            var j = i + 1
            while j < end && sixels[j] == sixels[i] { j += 1 }
            let character = 63 + sixels[i]
            if j - i >= 4 {
                out += Array("!\(j - i)".utf8)
                out.append(character)
            } else {
                for _ in i..<j { out.append(character) }
            }
            i = j
        }
    }

    /// A channel in the percent sixel colours are given in, to the nearest.
    static func percent(_ v: UInt8) -> Int { (Int(v) * 100 + 127) / 255 }
}
