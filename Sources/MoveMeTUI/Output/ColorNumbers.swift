import MoveMeCore
import MoveMeTerminal

/// The ncurses colour number of an RGB colour at a colour depth, remembered.
///
/// A frame uses a few dozen colours and finding the nearest palette colour is a perceptual
/// search, so answers are kept in a small direct-mapped table: one multiply and compare a
/// look-up, no hashing and no allocation, which a dictionary keyed by RGB costs on every cell.
struct ColorNumbers {
    let depth: ColorDepth
    /// The packed RGB, with bit 24 set for a lower half's colour.
    private var keys: [UInt32]
    private var numbers: [Int32]
    private static let slots = 4096
    /// No RGB packs to this (it has a bit above the 24 colour bits): an empty slot.
    private static let empty: UInt32 = .max

    init(depth: ColorDepth) {
        self.depth = depth
        keys = Array(repeating: Self.empty, count: Self.slots)
        numbers = Array(repeating: 0, count: Self.slots)
    }

    /// `lowerHalf`: the colour is a cell's foreground, which paints the lower half block's
    /// pixel; in 256 colours that may be a dither partner (`Palette.xterm256Halves`).
    /// A background paints the upper pixel, and a whole cell when the cell is a blank or text.
    mutating func number(for rgb: RGB, lowerHalf: Bool = false) -> Int32 {
        let packed = UInt32(rgb.red) << 16 | UInt32(rgb.green) << 8 | UInt32(rgb.blue)
            | (lowerHalf ? 1 << 24 : 0)
        let slot = Self.slot(packed)
        if keys[slot] == packed { return numbers[slot] }
        guard depth == .palette256 else {
            let number = Self.number(for: rgb, depth: depth, lowerHalf: lowerHalf)
            keys[slot] = packed
            numbers[slot] = number
            return number
        }
        // One search finds both halves (`xterm256Halves`, a few hundred CIELAB mixes, was 6%
        // of a session's CPU in misses): keep both, as a shaded placard's colour is often
        // asked for as an upper and as a lower pixel.
        let halves = Palette.xterm256Halves(rgb)
        let upperKey = packed & 0xFF_FFFF, lowerKey = upperKey | 1 << 24
        let upperSlot = Self.slot(upperKey), lowerSlot = Self.slot(lowerKey)
        keys[upperSlot] = upperKey
        numbers[upperSlot] = Int32(halves.upper)
        keys[lowerSlot] = lowerKey
        numbers[lowerSlot] = Int32(halves.lower)
        return Int32(lowerHalf ? halves.lower : halves.upper)
    }

    /// Fibonacci hashing: the top bits of the product spread nearby colours over the table.
    private static func slot(_ packed: UInt32) -> Int {
        Int((packed &* 2_654_435_761) >> 20) & (slots - 1)
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
