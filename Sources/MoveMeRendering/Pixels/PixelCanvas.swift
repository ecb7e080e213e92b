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
    /// Premultiplied red, green, blue and alpha, 0...1, row by row from the top: a buffer of the
    /// canvas's own, not an array, whose uniqueness check at every blend was a sixth of an
    /// image's instructions.
    private let pixels: UnsafeMutableBufferPointer<SIMD4<Float>>
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
        pixels = .allocate(capacity: self.width * self.height)
        pixels.initialize(repeating: .zero)
    }

    deinit {
        pixels.deallocate()
    }

    /// Paints pixel (x, y), inside the canvas, with a premultiplied colour over what is there
    /// (source over: the colour plus what shows through it).
    func blend(x: Int, y: Int, _ color: SIMD4<Float>) {
        let i = y * width + x
        pixels[i] = color + pixels[i] * (1 - color.w)
    }

    /// The same over the pixels `columns` of row `y` (a panel's inside, one colour a row).
    func blend(row y: Int, columns: Range<Int>, _ color: SIMD4<Float>) {
        let through = 1 - color.w
        for i in (y * width + columns.lowerBound)..<(y * width + columns.upperBound) {
            pixels[i] = color + pixels[i] * through
        }
    }

    func append(_ run: TextRun) {
        textRuns.append(run)
    }

    /// The pixels as an image: straight alpha, each channel rounded to the nearest of its 256
    /// steps; a pixel with no alpha left (after rounding) is transparent black.
    public var image: PixelImage {
        let count = width * height
        // Every byte written once (not zeros, then the pixel), and a pixel the same as the one
        // before (a panel's row inside) its bytes again: four checked conversions a pixel were
        // a third of an image's instructions.
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            let raw = UnsafeMutableRawPointer(out.baseAddress!)
            var last = SIMD4<Float>.zero, lastBytes = SIMD4<UInt8>.zero
            for i in 0..<count {
                let p = pixels[i]
                if p != last {
                    last = p
                    lastBytes = Self.bytes(p)
                }
                raw.storeBytes(of: lastBytes, toByteOffset: i * 4, as: SIMD4<UInt8>.self)
            }
            initialized = count * 4
        }
        return PixelImage(width: width, height: height, bytes: bytes)!
    }

    /// A premultiplied pixel's straight bytes.
    private static func bytes(_ p: SIMD4<Float>) -> SIMD4<UInt8> {
        func byte(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        let alpha = byte(p.w)
        guard alpha > 0 else { return .zero }
        // Opaque (most pixels): the division would give the same.
        let straight = p.w == 1 ? p : p / p.w
        return SIMD4(byte(straight.x), byte(straight.y), byte(straight.z), alpha)
    }
}
