import Synchronization

/// The cell texts too long for a cell's word (`CellText`): each stored once, for the life of
/// the process, and named by its index. A letter with several marks (Hangul in jamo, three
/// Vietnamese tones stacked) or hostile text is rare, and the same few recur frame after
/// frame, so storing each once keeps cells plain bytes at the cost of a lock when one is made
/// or read.
///
/// Append-only: a text's bytes never move nor go away, so a reader takes their address under
/// the lock and reads them after it (`withUTF8`), and may make another cell meanwhile.
/// Bounded, since text from outside (a paste, a greetings file) could otherwise grow it
/// without end: past `capacity` texts or `byteCapacity` bytes a new long text is not stored,
/// and the cell shows a stand-in of its width instead (see `CellText.standIn(width:)`).
enum LongTexts {
    /// Generous: a screen of different long graphemes is 12,000 (200×60).
    static let capacity = 65_536
    static let byteCapacity = 4 << 20

    /// A text's bytes, compared and hashed as bytes: not as a `String`, which compares by
    /// canonical equivalence (é and e + U+0301 are different texts to send).
    struct Bytes: Hashable, @unchecked Sendable {
        /// Never freed once in the table; a key being looked up points at the caller's bytes.
        let buffer: UnsafeBufferPointer<UInt8>

        static func == (a: Bytes, b: Bytes) -> Bool { a.buffer.elementsEqual(b.buffer) }
        func hash(into hasher: inout Hasher) { hasher.combine(bytes: UnsafeRawBufferPointer(buffer)) }
    }

    struct Table {
        var indices: [Bytes: UInt32] = [:]
        var texts: [Bytes] = []
        var bytes = 0
    }

    /// The one table of the process. Its buffers are only read once stored, and every access
    /// to the table goes through the mutex, so it is safe to share between threads.
    private static let table = Mutex(Table())

    /// The index of these bytes in the table, stored first if they are new; nil when the table
    /// is full.
    static func index(of text: UnsafeBufferPointer<UInt8>) -> UInt32? {
        table.withLock { index(of: text, in: &$0) }
    }

    /// The index of these bytes in `table`, stored there first if they are new; nil when it
    /// is full.
    static func index(of text: UnsafeBufferPointer<UInt8>, in table: inout Table) -> UInt32? {
        if let index = table.indices[Bytes(buffer: text)] { return index }
        guard admits(text.count, into: table) else { return nil }
        let stored = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
        _ = stored.initialize(from: text)
        let bytes = Bytes(buffer: UnsafeBufferPointer(stored))
        let index = UInt32(table.texts.count)
        table.texts.append(bytes)
        table.indices[bytes] = index
        table.bytes += text.count
        return index
    }

    /// Whether a new text of `count` bytes is stored: not past either bound.
    static func admits(_ count: Int, into table: Table) -> Bool {
        table.texts.count < capacity && table.bytes + count <= byteCapacity
    }

    /// The bytes stored at an index `index(of:)` gave.
    static func bytes(at index: UInt32) -> UnsafeBufferPointer<UInt8> {
        table.withLock { $0.texts[Int(index)] }.buffer
    }

    /// How many texts are stored (for tests).
    static var count: Int { table.withLock { $0.texts.count } }
}
