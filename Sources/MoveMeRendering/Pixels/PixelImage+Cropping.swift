extension PixelImage {
    /// The part of the image `width` × `height` from (`x`, `y`), cut to the image.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> PixelImage {
        let x0 = max(0, min(self.width, x)), y0 = max(0, min(self.height, y))
        let w = max(0, min(self.width - x0, width)), h = max(0, min(self.height - y0, height))
        guard x0 != 0 || y0 != 0 || w != self.width || h != self.height else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(w * h * 4)
        for row in y0..<(y0 + h) {
            let start = (row * self.width + x0) * 4
            bytes += self.bytes[start..<(start + w * 4)]
        }
        return PixelImage(width: w, height: h, bytes: bytes)!
    }

    /// The image with `left` transparent columns before it and `top` transparent rows above.
    public func padded(left: Int, top: Int) -> PixelImage {
        let left = max(0, left), top = max(0, top)
        guard left > 0 || top > 0 else { return self }
        let w = width + left
        var bytes = [UInt8](repeating: 0, count: top * w * 4)
        bytes.reserveCapacity(w * (height + top) * 4)
        for row in 0..<height {
            bytes += repeatElement(0, count: left * 4)
            bytes += self.bytes[(row * width * 4)..<((row + 1) * width * 4)]
        }
        return PixelImage(width: w, height: height + top, bytes: bytes)!
    }
}
