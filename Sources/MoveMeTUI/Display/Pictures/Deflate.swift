import CDeflate

/// Bytes compressed in zlib's format (RFC 1950), as kitty reads an image sent with `o=z`: a
/// view's pixels by their runs (`PixelRunDeflate`: the placard's 96,000 bytes come to 3,054 in a
/// third fewer instructions than libdeflate's), anything else by libdeflate (2,525 in 0.14 ms at
/// its fastest level, where zlib's fastest took 0.33 ms for 2,998, side by side in one run).
enum Deflate {
    /// `bytes`, rows of `width` 4-byte pixels, compressed: by their runs (`PixelRunDeflate`)
    /// where that makes them an eighth or less, as it does a view's image; else as below.
    static func compress(pixels bytes: [UInt8], width: Int) -> [UInt8]? {
        if let runs = PixelRunDeflate.compress(bytes, width: width), runs.count <= bytes.count / 8 { return runs }
        return compress(bytes)
    }

    /// `bytes` compressed at libdeflate's fastest level, or nil where that is no smaller.
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count > 1, let compressor = libdeflate_alloc_compressor(1) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        // Room for less than the bytes themselves: libdeflate says 0 where it does not fit.
        var out = [UInt8](repeating: 0, count: bytes.count - 1)
        let size = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                libdeflate_zlib_compress(compressor, source.baseAddress, source.count, target.baseAddress, target.count)
            }
        }
        guard size > 0 else { return nil }
        out.removeSubrange(size...)
        return out
    }
}
