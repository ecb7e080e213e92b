/// The UTF-8 bytes `EscapeSequenceWriter` sends for a glyph, in three words instead of an
/// array: a `Glyph` is at most five scalars of four bytes and a padding blank, 21 bytes. Kept,
/// compared and written without allocating or counting references (most are one half block).
struct GlyphBytes: Equatable {
    private var first: UInt64 = 0, second: UInt64 = 0, third: UInt64 = 0
    /// How many bytes: 0 for none.
    private(set) var count = 0

    static let none = GlyphBytes()
    static let blank = GlyphBytes([0x20])
    /// The most room `append(to:)` writes into.
    static let room = 24

    init() {}

    init(_ bytes: [UInt8]) {
        precondition(bytes.count <= 21, "a glyph is at most 21 bytes")
        for (offset, byte) in bytes.enumerated() {
            let shifted = UInt64(byte) << (UInt64(offset % 8) * 8)
            switch offset / 8 {
            case 0: first |= shifted
            case 1: second |= shifted
            default: third |= shifted
            }
        }
        count = bytes.count
    }

    var isEmpty: Bool { count == 0 }

    /// Writes the bytes: a store for each eight (the room must hold `room`).
    func append(to bytes: inout ReservedBytes) {
        bytes.append(word: first, count: min(count, 8))
        if count > 8 {
            bytes.append(word: second, count: min(count - 8, 8))
            if count > 16 { bytes.append(word: third, count: count - 16) }
        }
    }
}
