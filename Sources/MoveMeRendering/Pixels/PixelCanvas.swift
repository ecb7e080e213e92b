import MoveMeCore
/// What a `PixelContext` draws into: the image's pixels, premultiplied, and the lines of text
/// the views drew, kept to be drawn into the image with a real font (`TextPainter`).
///
/// The pixels are kept premultiplied in floating point while views are blended over each other
/// (a source-over, as Core Graphics composes), and made into the image's straight 8-bit bytes
/// once, at the end (`image`): rounding to bytes at every blend would add each layer's
/// rounding to the next.
public final class PixelCanvas {
    public let width: Int
    public let height: Int
    /// From the image's pixels to the screen's points: where text lands on the terminal's
    /// cells (`textRow`, `textRoom`).
    public let imageToScreen: AffineTransform
    /// Premultiplied red, green, blue and alpha, 0...1, row by row from the top.
    private var pixels: [SIMD4<Float>]
    /// The lines of text drawn, in the order drawn.
    public private(set) var textRuns: [TextRun] = []
    /// Every pixel asked at every sample, none shaded by rows (for tests: what the shortcuts
    /// must come to).
    var asksEverySample = false

    /// An empty (transparent) canvas. `imageToScreen`: from its pixels to the screen's points.
    public init(width: Int, height: Int, imageToScreen: AffineTransform = .identity) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.imageToScreen = imageToScreen
        pixels = Array(repeating: .zero, count: self.width * self.height)
    }

    /// Paints pixel (x, y), inside the canvas, with a premultiplied colour over what is there
    /// (source over: the colour plus what shows through it).
    func blend(x: Int, y: Int, _ color: SIMD4<Float>) {
        let i = y * width + x
        pixels[i] = color + pixels[i] * (1 - color.w)
    }

    func append(_ run: TextRun) {
        textRuns.append(run)
    }

    /// The pixels as an image: straight alpha, each channel rounded to the nearest of its 256
    /// steps; a pixel with no alpha left (after rounding) is transparent black.
    public var image: PixelImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        func byte(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        // Through the buffers: the array's own indexing checked every byte (a third of a
        // placard image's instructions).
        bytes.withUnsafeMutableBufferPointer { out in
            pixels.withUnsafeBufferPointer { pixels in
                for (i, p) in pixels.enumerated() {
                    let alpha = byte(p.w)
                    guard alpha > 0 else { continue }
                    let straight = p / p.w
                    out[i * 4] = byte(straight.x)
                    out[i * 4 + 1] = byte(straight.y)
                    out[i * 4 + 2] = byte(straight.z)
                    out[i * 4 + 3] = alpha
                }
            }
        }
        return PixelImage(width: width, height: height, bytes: bytes)!
    }
}
