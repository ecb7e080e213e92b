/// Byte comparisons the hot loops make over whole rows, written without the C library's
/// `memcmp` (the pure modules import no C library). Neither stops early: each folds the
/// differences of eight bytes at a time into one word, a loop the compiler vectorises.
package enum Bytes {
    /// Whether the `count` bytes at `start` equal the `count` bytes `period` bytes later, as
    /// `memcmp(start, start + period, count) == 0`: with `period` an element's stride, whether
    /// every element of a run is the first.
    package static func repeatEvery(_ period: Int, at start: UnsafeRawPointer, count: Int) -> Bool {
        equal(start, start + period, count: count)
    }

    /// Whether the `count` bytes at `a` equal those at `b`.
    package static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var difference: UInt64 = 0
        let words = count / 8
        for word in 0..<words {
            let offset = word * 8
            difference |= a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                ^ b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        }
        for offset in words * 8..<count {
            difference |= UInt64(a.load(fromByteOffset: offset, as: UInt8.self) ^ b.load(fromByteOffset: offset, as: UInt8.self))
        }
        return difference == 0
    }
}
