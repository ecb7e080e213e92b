import MoveMeCore
/// Painting onto an image already made (text drawn into an image by a font rasterizer, the
/// views' images over what their cells show), as Core Graphics composes: source over, in
/// straight alpha.
extension PixelImage {
    /// Paints pixel (x, y) with `color` over what is there, `coverage` of it (0...255: how much
    /// of the pixel a glyph covers); a pixel outside the image is left alone.
    public mutating func blend(x: Int, y: Int, _ color: RGBA, coverage: UInt8 = 255) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0, color.alpha > 0 else { return }
        self[x, y] = Self.blended(color, coverage: coverage, over: self[x, y])
    }

    /// Paints a row of a glyph's coverage (`coverage[i]` for pixel (x + i, y)) in `color`, as
    /// `blend(x:y:_:coverage:)` paints each: through the bytes once a row, where each pixel's
    /// checked reads and writes were most of an image's text.
    public mutating func blend(row y: Int, fromX x: Int, _ color: RGBA, coverage: UnsafeBufferPointer<UInt8>) {
        guard y >= 0, y < height, color.alpha > 0 else { return }
        let first = max(0, -x), last = min(coverage.count, width - x)
        guard first < last else { return }
        let width = self.width
        bytes.withUnsafeMutableBufferPointer { bytes in
            for i in first..<last where coverage[i] > 0 {
                let at = (y * width + x + i) * 4
                let under = RGBA(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3])
                let over = Self.blended(color, coverage: coverage[i], over: under)
                (bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]) = (over.red, over.green, over.blue, over.alpha)
            }
        }
    }

    /// `color`, `coverage` of it (0...255), source over `under`, in straight alpha.
    private static func blended(_ color: RGBA, coverage: UInt8, over under: RGBA) -> RGBA {
        let sa = Double(color.alpha) / 255 * Double(coverage) / 255, da = Double(under.alpha) / 255
        let alpha = sa + da * (1 - sa)
        func channel(_ c: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(((Double(c) * sa + Double(d) * da * (1 - sa)) / alpha).clamped(to: 0...255) + 0.5)
        }
        return RGBA(channel(color.red, under.red), channel(color.green, under.green), channel(color.blue, under.blue),
                    UInt8(alpha * 255 + 0.5))
    }

    /// Sets the pixels of the `width` × `height` rectangle from (`x`, `y`) to `color`; what
    /// falls outside the image is left out.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, _ color: RGBA) {
        for row in max(0, y)..<max(max(0, y), min(self.height, y + height)) {
            for column in max(0, x)..<max(max(0, x), min(self.width, x + width)) { self[column, row] = color }
        }
    }

    /// Paints `image` over this one with its top-left pixel at (`x`, `y`), source over; what
    /// falls outside this image is left out.
    public mutating func composite(_ image: PixelImage, atX x: Int, y: Int) {
        let left = max(0, -x), top = max(0, -y)
        let right = min(image.width, width - x), bottom = min(image.height, height - y)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right {
                let pixel = image[column, row]
                if pixel.alpha == 255 {
                    self[x + column, y + row] = pixel
                } else {
                    blend(x: x + column, y: y + row, pixel)
                }
            }
        }
    }
}
