/// Room made at the end of a byte array for a known most, written through a pointer: what
/// `EscapeSequenceWriter` writes a cell with. Each `Array.append` checks that the array is
/// its own and has room, byte by byte; a cell's move, SGR and glyph are a few dozen bytes, all
/// bounded, so room is made once and the bytes are stored, up to eight with one store.
struct ReservedBytes {
    fileprivate private(set) var next: UnsafeMutablePointer<UInt8>
    private let end: UnsafeMutablePointer<UInt8>

    fileprivate init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        next = buffer.baseAddress!
        end = next + buffer.count
    }

    mutating func append(_ byte: UInt8) {
        assert(next < end, "more bytes than room was made for")
        next.pointee = byte
        next += 1
    }

    /// Appends the bytes packed in `word`, its low byte first, up to the first zero byte: one
    /// store of eight bytes, of which those are kept (the room must hold eight).
    mutating func append(packed word: UInt64) {
        append(word: word, count: Self.count(packed: word))
    }

    /// Appends the first `count` (0...8) bytes of `word`, its low byte first: one store of
    /// eight bytes, of which those are kept (the room must hold eight).
    mutating func append(word: UInt64, count: Int) {
        assert(end - next >= 8 && (0...8).contains(count), "more bytes than room was made for")
        UnsafeMutableRawPointer(next).storeBytes(of: word.littleEndian, as: UInt64.self)
        next += count
    }

    /// How many bytes `word` packs: those below its highest non-zero byte, and that one.
    static func count(packed word: UInt64) -> Int {
        (64 - word.leadingZeroBitCount + 7) >> 3
    }

    /// `bytes` (at most eight, none zero) as a word for `append(packed:)`.
    static func packed(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var word: UInt64 = 0, shift: UInt64 = 0
        for byte in bytes {
            precondition(byte != 0 && shift < 64, "a packed word holds up to eight non-zero bytes")
            word |= UInt64(byte) << shift
            shift += 8
        }
        return word
    }

    /// A non-negative number's decimal digits, as "\(n)" would write them; up to 999 in one
    /// store, with no division loop (the rows and columns of a screen, a run's length).
    mutating func appendDecimal(_ n: Int) {
        assert(n >= 0)
        if n < 1000 { append(packed: Self.packedDecimal(n)); return }
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        var rest = n
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The decimal digits of `n` (0...999) as a word for `append(packed:)`.
    static func packedDecimal(_ n: Int) -> UInt64 {
        let zero = UInt64(UInt8(ascii: "0"))
        return switch n {
        case 0..<10: zero + UInt64(n)
        case 10..<100: (zero + UInt64(n / 10)) | (zero + UInt64(n % 10)) << 8
        default: (zero + UInt64(n / 100)) | (zero + UInt64(n / 10 % 10)) << 8 | (zero + UInt64(n % 10)) << 16
        }
    }

    /// The most bytes `appendDecimal` writes, with the room `append(packed:)` stores into.
    static let mostDecimalBytes = 20

    /// How many digits `appendDecimal` writes.
    static func digits(_ n: Int) -> Int {
        if n < 10 { return 1 }
        if n < 100 { return 2 }
        if n < 1000 { return 3 }
        var count = 4, rest = n / 10_000
        while rest > 0 { rest /= 10; count += 1 }
        return count
    }
}

extension Array where Element == UInt8 {
    /// Appends what `write` writes into room for `room` bytes (it must write no more).
    mutating func append(reserving room: Int, _ write: (inout ReservedBytes) -> Void) {
        append(addingCapacity: room) { span in
            span.withUnsafeMutableBufferPointer { buffer, initialized in
                var bytes = ReservedBytes(buffer)
                write(&bytes)
                initialized = bytes.next - buffer.baseAddress!
            }
        }
    }
}
