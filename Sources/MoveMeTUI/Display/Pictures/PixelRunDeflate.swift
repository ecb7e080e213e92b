import CDeflate

/// Pixels deflated (RFC 1951, in zlib's wrapper, RFC 1950) by what a view's image is made of:
/// runs. 97% of a placard's pixels are the pixel on their left or the one above (its gradient
/// runs along the rows, its sides down the columns), so each run is one match, 4 bytes back or a
/// row back, and only the other pixels are literals: no search for matches, where libdeflate's
/// fastest level searches at every byte (1.5 million instructions an image, a fifth of a kitty
/// session's). One block, with Huffman codes made for it, so that the bytes come out as few as
/// libdeflate's.
enum PixelRunDeflate {
    /// `bytes`, rows of `width` 4-byte pixels, deflated; nil where they are not such rows or
    /// their row is too long to be matched a row back (deflate reaches 32 KiB back).
    static func compress(_ bytes: [UInt8], width: Int) -> [UInt8]? {
        let stride = width * 4
        guard width > 0, !bytes.isEmpty, bytes.count % stride == 0, stride <= 32768 else { return nil }
        let tokens = Tokens(bytes, width: width)
        let distances = [Distance(4), Distance(stride)]
        // The block's codes, made for what it holds (RFC 1951 3.2.7).
        var literalCounts = [Int](repeating: 0, count: 286), distanceCounts = [Int](repeating: 0, count: 30)
        literalCounts[256] = 1
        let (lengthSymbol, lengthBase, lengthExtra) = (Tables.lengthSymbol, Tables.lengthBase, Tables.lengthExtra)
        for token in tokens.list {
            if token < 256 {
                literalCounts[Int(token)] += 1
            } else {
                literalCounts[lengthSymbol[Int(token & 0x1FF)]] += 1
                distanceCounts[distances[Int(token >> 9) & 1].code] += 1
            }
        }
        let literalCode = Code(lengths: Code.lengths(for: literalCounts, limit: 15))
        let distanceCode = Code(lengths: Code.lengths(for: distanceCounts, limit: 15))
        // Each match's bits as one value: its length's code and extra bits, its distance's.
        let matches = distances.map { distance in
            (0...258).map { length -> (bits: UInt64, count: Int) in
                guard length >= 3 else { return (0, 0) }
                let symbol = lengthSymbol[length], extra = lengthExtra[symbol - 257]
                var count = literalCode.lengths[symbol]
                var bits = literalCode.bits[symbol] | UInt64(length - lengthBase[symbol - 257]) << count
                count += extra
                bits |= distanceCode.bits[distance.code] << count
                count += distanceCode.lengths[distance.code]
                bits |= distance.extraBits << count
                return (bits, count + distance.extraCount)
            }
        }
        // More than an eighth of the pixels' bytes is not worth sending this way (`Deflate`).
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count / 8 + 1024, alignment: 8)
        defer { buffer.deallocate() }
        var writer = BitWriter(buffer)
        writer.put(0x0178, 16)   // zlib: deflate, a 32 KiB window, the fastest level's flag
        writer.put(0b101, 3)     // the final block, codes of its own
        writer.putCodes(literalCode.lengths, distanceCode.lengths)
        for token in tokens.list where !writer.isFull {
            if token < 256 {
                writer.put(literalCode, Int(token))
            } else {
                let match = matches[Int(token >> 9) & 1][Int(token & 0x1FF)]
                writer.put(match.bits, match.count)
            }
        }
        writer.put(literalCode, 256)  // the end of the block
        let checksum = bytes.withUnsafeBytes { UInt32(libdeflate_adler32(1, $0.baseAddress, $0.count)) }
        writer.flush()
        writer.put(UInt64(checksum.byteSwapped), 32)
        return writer.bytes
    }

    /// The pixels as deflate's symbols: a literal byte (0–255), or a match of 3–258 bytes
    /// (length | 512 for a row back, 0 for 4 bytes back, | 1 << 10 to mark it).
    private struct Tokens {
        private(set) var list: [UInt32] = []

        init(_ bytes: [UInt8], width: Int) {
            list.reserveCapacity(bytes.count / 32)
            bytes.withUnsafeBytes { raw in
                let pixels = raw.bindMemory(to: UInt32.self)
                let count = pixels.count
                var index = 0
                while index < count {
                    let pixel = pixels[index]
                    var run = 0, above: UInt32 = 0
                    if index > 0 && pixels[index - 1] == pixel {
                        run = 1
                        while index + run < count && pixels[index + run] == pixel { run += 1 }
                    }
                    // A row back only where the run 4 bytes back ends in this row: past it,
                    // one back is as long (a clear margin, a row of one colour), and cheaper.
                    if index >= width && index + run < (index / width + 1) * width && pixels[index - width] == pixel {
                        var up = 1
                        while index + up < count && pixels[index + up] == pixels[index + up - width] { up += 1 }
                        if up > run { (run, above) = (up, 512) }
                    }
                    if run == 0 {
                        for byte in 0..<4 { list.append(UInt32(raw[index * 4 + byte])) }
                        index += 1
                        continue
                    }
                    // Split into deflate's lengths, none of the last under 3.
                    var left = run * 4
                    while left > 0 {
                        var length = min(left, 258)
                        if left - length > 0 && left - length < 3 { length = left - 3 }
                        list.append(1 << 10 | above | UInt32(length))
                        left -= length
                    }
                    index += run
                }
            }
        }
    }

    /// A distance's code and extra bits.
    private struct Distance {
        let code: Int
        let extraBits: UInt64
        let extraCount: Int

        init(_ distance: Int) {
            var code = 0
            while code + 1 < Tables.distanceBase.count && Tables.distanceBase[code + 1] <= distance { code += 1 }
            (self.code, extraBits, extraCount) = (code, UInt64(distance - Tables.distanceBase[code]), Tables.distanceExtra[code])
        }
    }

    /// A canonical Huffman code (RFC 1951 3.2.2) by its lengths: each symbol's bits reversed,
    /// as deflate writes a code from its first bit.
    private struct Code {
        let lengths: [Int]
        let bits: [UInt64]

        init(lengths: [Int]) {
            self.lengths = lengths
            var counts = [Int](repeating: 0, count: 16), next = [Int](repeating: 0, count: 16)
            for length in lengths where length > 0 { counts[length] += 1 }
            for length in 1..<16 { next[length] = (next[length - 1] + counts[length - 1]) << 1 }
            var bits = [UInt64](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                bits[symbol] = UInt64(Tables.reversed(next[length], length))
                next[length] += 1
            }
            self.bits = bits
        }

        /// Huffman's lengths for `counts`, none over `limit` (the counts halved until so), and at
        /// least two symbols coded, so that every code is complete, as zlib's inflate wants.
        static func lengths(for counts: [Int], limit: Int) -> [Int] {
            var counts = counts
            let used = counts.indices.filter { counts[$0] > 0 }
            if used.count < 2 { counts[used.first == 0 ? 1 : 0] = 1 }
            while true {
                let lengths = huffman(counts)
                if lengths.max()! <= limit { return lengths }
                counts = counts.map { $0 == 0 ? 0 : max(1, $0 / 2) }
            }
        }

        /// Each symbol's depth in a Huffman tree of `counts` (0 for a symbol not used).
        private static func huffman(_ counts: [Int]) -> [Int] {
            // Nodes: the symbols, then the joined; each joined one's parent found as it is made.
            var weights = counts.filter { $0 > 0 }, parents = [Int](repeating: -1, count: 2 * weights.count)
            let queue = weights.indices.sorted { weights[$0] < weights[$1] }
            var joined: [Int] = []
            var (q, j) = (0, 0)
            func lightest() -> Int {
                if j >= joined.count || (q < queue.count && weights[queue[q]] <= weights[joined[j]]) {
                    q += 1
                    return queue[q - 1]
                }
                j += 1
                return joined[j - 1]
            }
            while (queue.count - q) + (joined.count - j) > 1 {
                let a = lightest(), b = lightest()
                weights.append(weights[a] + weights[b])
                parents[a] = weights.count - 1
                parents[b] = weights.count - 1
                joined.append(weights.count - 1)
            }
            var depths = [Int](repeating: 0, count: weights.count)
            for node in stride(from: weights.count - 2, through: 0, by: -1) { depths[node] = depths[parents[node]] + 1 }
            var lengths = [Int](repeating: 0, count: counts.count), leaf = 0
            for symbol in counts.indices where counts[symbol] > 0 {
                lengths[symbol] = depths[leaf]
                leaf += 1
            }
            return lengths
        }
    }

    /// Bits written first-bit-first into bytes, as deflate packs them, into a buffer.
    private struct BitWriter {
        private let out: UnsafeMutableRawBufferPointer
        private var written = 0
        private var bits: UInt64 = 0
        private var count = 0

        /// Into `buffer`, all but a word's slack (whole words are stored).
        init(_ buffer: UnsafeMutableRawBufferPointer) { out = buffer }

        /// Whether the bytes reached the buffer's end (what follows is dropped: the result is nil).
        var isFull: Bool { written > out.count - 16 }

        /// The bytes written (whole bytes: `flush` first); nil when they did not fit.
        var bytes: [UInt8]? { isFull ? nil : Array(out[..<written]) }

        /// `value`'s low `width` bits (up to 56), stored a word at a time.
        @inline(__always)
        mutating func put(_ value: UInt64, _ width: Int) {
            bits |= value << count
            count += width
            guard count >= 8, !isFull else { return }
            let whole = count >> 3
            out.storeBytes(of: bits.littleEndian, toByteOffset: written, as: UInt64.self)
            written += whole
            bits >>= whole * 8
            count &= 7
        }

        @inline(__always)
        mutating func put(_ code: Code, _ symbol: Int) {
            put(code.bits[symbol], code.lengths[symbol])
        }

        /// The block's two codes, by their lengths, themselves coded (RFC 1951 3.2.7): runs of a
        /// length as 16 (repeat the last 3–6 times), of zeros as 17 (3–10) and 18 (11–138).
        mutating func putCodes(_ literalLengths: [Int], _ distanceLengths: [Int]) {
            var literals = literalLengths.count, distances = distanceLengths.count
            while literals > 257 && literalLengths[literals - 1] == 0 { literals -= 1 }
            while distances > 1 && distanceLengths[distances - 1] == 0 { distances -= 1 }
            let all = Array(literalLengths[..<literals]) + Array(distanceLengths[..<distances])
            var symbols: [(symbol: Int, extra: Int)] = []
            var index = 0
            while index < all.count {
                let length = all[index]
                var run = 1
                while index + run < all.count && all[index + run] == length { run += 1 }
                if length == 0 && run >= 3 {
                    let taken = min(run, 138)
                    symbols.append(taken >= 11 ? (18, taken - 11) : (17, taken - 3))
                    index += taken
                } else if length != 0 && run >= 4 {
                    symbols.append((length, 0))
                    let taken = min(run - 1, 6)
                    symbols.append((16, taken - 3))
                    index += 1 + taken
                } else {
                    symbols.append((length, 0))
                    index += 1
                }
            }
            var counts = [Int](repeating: 0, count: 19)
            for entry in symbols { counts[entry.symbol] += 1 }
            let code = Code(lengths: Code.lengths(for: counts, limit: 7))
            let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
            var sent = order.count
            while sent > 4 && code.lengths[order[sent - 1]] == 0 { sent -= 1 }
            put(UInt64(literals - 257), 5)
            put(UInt64(distances - 1), 5)
            put(UInt64(sent - 4), 4)
            for symbol in order[..<sent] { put(UInt64(code.lengths[symbol]), 3) }
            for entry in symbols {
                put(code, entry.symbol)
                switch entry.symbol {
                case 16: put(UInt64(entry.extra), 2)
                case 17: put(UInt64(entry.extra), 3)
                case 18: put(UInt64(entry.extra), 7)
                default: break
                }
            }
        }

        /// Pads to a whole byte.
        mutating func flush() {
            if count > 0 { put(0, 8 - count) }
        }
    }

    /// Deflate's tables of lengths and distances (RFC 1951 3.2.5).
    private enum Tables {
        static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
                                   1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
        static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
        static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                                 131, 163, 195, 227, 258]
        static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

        /// Each length's symbol, 257–285; indexed by the length, 3–258.
        static let lengthSymbol: [Int] = (0...258).map { length in
            var index = 0
            while index + 1 < lengthBase.count && lengthBase[index + 1] <= length { index += 1 }
            return 257 + index
        }

        static func reversed(_ code: Int, _ width: Int) -> UInt32 {
            var result: UInt32 = 0
            for bit in 0..<width where code & (1 << bit) != 0 { result |= 1 << (width - 1 - bit) }
            return result
        }
    }
}
