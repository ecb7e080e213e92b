import MoveMeCore
/// Painting onto an image already made (text drawn into an image by a font rasterizer, the
/// views' images over what their cells show), as Core Graphics composes: source over, in
/// straight alpha.
extension PixelImage {
    /// Paints pixel (x, y) with `color` over what is there, `coverage` of it (0...255: how much
    /// of the pixel a glyph covers); a pixel outside the image is left alone.
    public mutating func blend(x: Int, y: Int, _ color: RGBA, coverage: UInt8 = 255) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0, color.alpha > 0 else { return }
        let under = self[x, y]
        let sa = Double(color.alpha) / 255 * Double(coverage) / 255, da = Double(under.alpha) / 255
        let alpha = sa + da * (1 - sa)
        func channel(_ c: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(((Double(c) * sa + Double(d) * da * (1 - sa)) / alpha).clamped(to: 0...255) + 0.5)
        }
        self[x, y] = RGBA(channel(color.red, under.red), channel(color.green, under.green), channel(color.blue, under.blue),
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
