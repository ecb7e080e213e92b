import MoveMeCore

/// What a backend made of the last few characters it drew (a `Glyph`, the bytes to send), by
/// the cell's text and width.
///
/// A frame draws a handful of different characters over and over (the blank, the half blocks,
/// a greeting's letters), and making one asks wcwidth about each of its scalars. The key is the
/// text's UTF-8 bytes packed in a word, so a look-up compares integers, not strings (unequal
/// non-ASCII strings are compared by Unicode's rules, which is slow). Texts longer than seven
/// bytes (emoji sequences, letters with several marks) are rare and are made each time.
struct RecentCharacters<Value> {
    private var keys: [UInt64] = []
    private var values: [Value] = []
    /// The slot the next new character replaces, round the table.
    private var next = 0
    private static var capacity: Int { 16 }

    /// The value for `cell`'s character, made by `make` unless it was made recently.
    mutating func value(for cell: Cell, make: (Cell) -> Value) -> Value {
        guard let key = Self.key(cell) else { return make(cell) }
        if let slot = keys.firstIndex(of: key) { return values[slot] }
        let value = make(cell)
        if keys.count < Self.capacity {
            keys.append(key)
            values.append(value)
        } else {
            keys[next] = key
            values[next] = value
            next = (next + 1) % Self.capacity
        }
        return value
    }

    /// Up to seven UTF-8 bytes, their count and the width, in one word; nil for longer texts
    /// (or a width no grid has).
    private static func key(_ cell: Cell) -> UInt64? {
        guard cell.width < 16 else { return nil }
        // The bytes where the string keeps them (a short one's inline): iterating its UTF-8
        // view took twice the instructions, a cell the writer encodes.
        let key = cell.text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            guard bytes.count <= 7 else { return nil }
            var key: UInt64 = 0
            for offset in 0..<bytes.count { key |= UInt64(bytes[offset]) << (UInt64(offset) * 8) }
            return key | UInt64(bytes.count) << 56
        }
        // A string kept elsewhere (bridged; none on Linux) is made each time, like a long one.
        guard let key, let key else { return nil }
        return key | UInt64(cell.width) << 60
    }
}
