import MoveMeRendering
import MoveMeTerminal

/// The colour number of an RGB colour at a colour depth (the SGR's, or ncurses' colour pair's),
/// remembered.
///
/// A frame uses a few dozen colours and finding the nearest palette colour is a perceptual
/// search, so answers are kept in a small direct-mapped table: one multiply and compare a
/// look-up, no hashing and no allocation, which a dictionary keyed by RGB costs on every cell.
struct ColorNumbers {
    let depth: ColorDepth
    /// Each slot's key and number side by side, one load a look-up: the key (the packed RGB,
    /// with bit 24 set for a lower half's colour) in the high 32 bits, the number in the low.
    /// (Kept in two tables, a look-up after a frame's sleep missed the cache twice: the
    /// look-ups were 1.3% of a session's CPU, most of it waiting for memory.)
    private var slots: [UInt64]
    private static let slotCount = 4096
    /// The 256-colour search, which remembers the mixes of the own colours it met.
    private var halvesSearch = Palette.HalvesSearch()
    /// No RGB packs to this key (it has a bit above the 25 key bits): an empty slot.
    private static let empty: UInt64 = .max

    init(depth: ColorDepth) {
        self.depth = depth
        slots = Array(repeating: Self.empty, count: Self.slotCount)
    }

    private mutating func remember(_ key: UInt32, _ number: Int32) {
        slots[Self.slot(key)] = UInt64(key) << 32 | UInt64(UInt32(bitPattern: number))
    }

    /// `lowerHalf`: the colour is a cell's foreground, which paints the lower half block's
    /// pixel; in 256 colours that may be a dither partner (`Palette.xterm256Halves`).
    /// A background paints the upper pixel, and a whole cell when the cell is a blank or text.
    mutating func number(for rgb: RGB, lowerHalf: Bool = false) -> Int32 {
        let packed = UInt32(rgb.red) << 16 | UInt32(rgb.green) << 8 | UInt32(rgb.blue)
            | (lowerHalf ? 1 << 24 : 0)
        let entry = slots[Self.slot(packed)]
        if entry >> 32 == UInt64(packed) { return Int32(bitPattern: UInt32(truncatingIfNeeded: entry)) }
        guard depth == .palette256 else {
            let number = Self.number(for: rgb, depth: depth, lowerHalf: lowerHalf)
            remember(packed, number)
            return number
        }
        // One search finds both halves (`xterm256Halves`, a few hundred CIELAB mixes, was 6%
        // of a session's CPU in misses): keep both, as a shaded placard's colour is often
        // asked for as an upper and as a lower pixel.
        let halves = halvesSearch.halves(rgb)
        let upperKey = packed & 0xFF_FFFF, lowerKey = upperKey | 1 << 24
        remember(upperKey, Int32(halves.upper))
        remember(lowerKey, Int32(halves.lower))
        return Int32(lowerHalf ? halves.lower : halves.upper)
    }

    /// The style `cell` is sent in: its own; in eight colours, text whose colour would not
    /// read on its background (`Palette.readableANSI8`: white on green) in black or white
    /// instead, black never bold (terminals show bold text of the first eight colours in their
    /// bright ones, and bright black is grey: grey on green read no better). A half block's two
    /// colours are pixels of a picture, and stay.
    mutating func style(sending cell: Cell) -> Style {
        guard depth == .palette8, cell.showsCharacter else { return cell.style }
        let foreground = Int(number(for: cell.style.foreground)), background = Int(number(for: cell.style.background))
        let readable = Palette.readableANSI8(foreground, on: background)
        guard readable != foreground else { return cell.style }
        var style = cell.style
        style.foreground = Palette.rgb(ofXterm256: readable)
        if readable == 0 { style.bold = false }
        return style
    }

    /// Fibonacci hashing: the top bits of the product spread nearby colours over the table.
    private static func slot(_ packed: UInt32) -> Int {
        Int((packed &* 2_654_435_761) >> 20) & (slotCount - 1)
    }

    /// The number itself (unused in monochrome).
    static func number(for rgb: RGB, depth: ColorDepth, lowerHalf: Bool = false) -> Int32 {
        switch depth {
        case .trueColor:
            // xterm-direct sends numbers below 8 as the ANSI colours 0–7, so the darkest blues
            // (#000000–#000007) become #000008, which looks the same.
            let packed = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
            return max(8, packed)
        case .palette256:
            let halves = Palette.xterm256Halves(rgb)
            return Int32(lowerHalf ? halves.lower : halves.upper)
        case .palette8: return Int32(Palette.ansi8(rgb))
        case .monochrome: return 0
        }
    }
}
