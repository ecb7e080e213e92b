import MoveMeRendering

/// What a backend made of the last few characters it drew (a `Glyph`, the bytes to send), by
/// the cell's text and width.
///
/// A frame draws a handful of different characters over and over (the blank, the half blocks,
/// a greeting's letters), and making one asks wcwidth about each of its scalars. The key is the
/// text's one word (`CellText.word`: its bytes, or a long text's place in the table of long
/// texts) and the width, so a look-up compares integers and makes no `String`.
struct RecentCharacters<Value> {
    private var keys: [Key] = []
    private var values: [Value] = []
    /// The slot the next new character replaces, round the table.
    private var next = 0
    private static var capacity: Int { 16 }

    private struct Key: Equatable {
        let word: UInt64
        let width: UInt8
    }

    /// The value for `cell`'s character, made by `make` unless it was made recently.
    mutating func value(for cell: Cell, make: (Cell) -> Value) -> Value {
        let key = Key(word: cell.bytes.word, width: cell.width)
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
}
