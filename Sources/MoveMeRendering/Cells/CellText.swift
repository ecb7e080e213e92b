/// A cell's text as plain bytes: one word, so a cell is copied, compared and hashed as
/// integers. (A `String` in every cell made each copy, comparison, store and drop of a cell
/// retain and release it, or call its outlined copy: about a fifth of every frame.)
///
/// Up to seven UTF-8 bytes are held in the word itself, the first in its lowest byte, with
/// their count in its top byte: any one character, and a letter with a mark or two. A longer
/// text (a letter with many marks, hostile text) is stored once in `LongTexts`, and the word
/// holds 0xFF in its top byte and the text's index there in its low 32 bits. Either way a
/// text has exactly one word, so two texts are the same bytes when their words are equal.
public struct CellText: Hashable, Sendable {
    /// The text's one word: two texts are the same bytes exactly when their words are equal,
    /// so it is a key for them (a writer's table of characters it made recently), long texts
    /// included.
    public let word: UInt64

    @inlinable init(word: UInt64) { self.word = word }

    /// The top byte of a long text's word.
    @inlinable static var longMark: UInt64 { 0xFF }

    /// The text `text`, exactly; nil when it is too long for a word and the table of long
    /// texts is full.
    public init?(exactly text: String) {
        // Read where they are (a short `String` holds its bytes in itself), not copied; a
        // `String` that is not stored as UTF-8 is made so first.
        guard let word = text.utf8.withContiguousStorageIfAvailable(CellText.word(of:))
            ?? { var copy = text; return copy.withUTF8(CellText.word(of:)) }() else { return nil }
        self.word = word
    }

    /// One ASCII character (a byte below 0x80).
    @inlinable public init(ascii byte: UInt8) {
        word = UInt64(byte) | 1 << 56
    }

    /// One Unicode scalar: at most four UTF-8 bytes, always held in the word (no `String` made
    /// for it, as a caption's bar is made scalar by scalar).
    @inlinable public init(_ scalar: Unicode.Scalar) {
        var word: UInt64 = 0, count: UInt64 = 0
        UTF8.encode(scalar) { byte in
            word |= UInt64(byte) << (count * 8)
            count += 1
        }
        self.word = word | count << 56
    }

    /// The word of a text's bytes, stored in `LongTexts` if they are more than a word holds
    /// (nil when it is full).
    static func word(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count <= 7 else { return LongTexts.index(of: bytes).map { longMark << 56 | UInt64($0) } }
        var word = UInt64(bytes.count) << 56
        for (offset, byte) in bytes.enumerated() { word |= UInt64(byte) << (offset * 8) }
        return word
    }

    /// The same bytes.
    @inlinable public static func == (a: CellText, b: CellText) -> Bool { a.word == b.word }
    /// Hashes the bytes.
    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(word) }

    /// Whether the bytes are kept in `LongTexts` rather than in the word.
    @inlinable public var isLong: Bool { word >> 56 == Self.longMark }

    /// How many UTF-8 bytes the text has.
    public var utf8Count: Int { isLong ? withUTF8 { $0.count } : Int(word >> 56) }

    /// Calls `body` with the text's UTF-8 bytes, valid only during the call, without making a
    /// `String`: what a writer of bytes to the terminal wants.
    @inlinable
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if isLong { return try body(longBytes()) }
        let bytes = word.littleEndian  // the first byte first in memory, whatever the machine
        let count = Int(word >> 56)
        return try withUnsafeBytes(of: bytes) { raw in
            try body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
        }
    }

    /// A long text's bytes, where `LongTexts` keeps them for good.
    @usableFromInline func longBytes() -> UnsafeBufferPointer<UInt8> {
        LongTexts.bytes(at: UInt32(truncatingIfNeeded: word))
    }

    /// The text as a `String` (made each time: about 180 instructions, where `withUTF8` and
    /// `word` make nothing).
    public var string: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    /// No text: a continuation cell's.
    @inlinable public static var empty: CellText { CellText(word: 0) }
    /// A space: a blank cell's.
    @inlinable public static var space: CellText { CellText(ascii: 0x20) }
    /// U+2580 (E2 96 80), `Cell.upperHalf`.
    @inlinable public static var upperHalf: CellText { CellText(word: 3 << 56 | 0x80_96E2) }
    /// U+2584 (E2 96 84), `Cell.lowerHalf`.
    @inlinable public static var lowerHalf: CellText { CellText(word: 3 << 56 | 0x84_96E2) }
    /// U+2588 (E2 96 88), `Cell.fullBlock`.
    @inlinable public static var fullBlock: CellText { CellText(word: 3 << 56 | 0x88_96E2) }

    /// What a cell of this width shows for a text that `init(exactly:)` could not keep (the
    /// table of long texts full): the replacement character U+FFFD, one cell wide; for two
    /// cells a fullwidth question mark U+FF1F, so the cells after it stay where they were.
    public static func standIn(width: UInt8) -> CellText {
        switch width {
        case 0: .empty
        case 1: CellText(word: 3 << 56 | 0xBD_BFEF)  // EF BF BD
        default: CellText(word: 3 << 56 | 0x9F_BCEF)  // EF BC 9F
        }
    }
}
