import CZlib

/// Bytes compressed with zlib (RFC 1950), as kitty reads an image sent with `o=z`.
enum Deflate {
    /// `bytes` compressed at zlib's fastest level, or nil where that is no smaller, or zlib
    /// fails. A view's image is mostly runs of a colour: the placard's 96,000 bytes come to 2,998
    /// in 0.16 ms at level 1, against 2,350 in 0.99 ms at level 9.
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        guard !bytes.isEmpty else { return nil }
        var size = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &size, source.baseAddress, uLong(source.count), 1)
            }
        }
        guard status == Z_OK, Int(size) < bytes.count else { return nil }
        out.removeSubrange(Int(size)...)
        return out
    }
}
