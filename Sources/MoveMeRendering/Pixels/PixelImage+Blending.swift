import MoveMeCore
/// Painting onto an image already made (text drawn into a sixel image by a font rasterizer),
/// as Core Graphics composes: source over, in straight alpha.
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
}
