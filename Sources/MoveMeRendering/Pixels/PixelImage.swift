/// One device pixel's colour: 8 bits a channel and straight (not premultiplied) alpha, as a
/// PNG or kitty's `f=32` takes it.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(_ rgb: RGB, alpha: UInt8 = 255) {
        self.init(rgb.red, rgb.green, rgb.blue, alpha)
    }

    public static let clear = RGBA(0, 0, 0, 0)

    /// The colour without its alpha.
    public var rgb: RGB { RGB(red, green, blue) }

    public var description: String { "\(rgb)/\(alpha)" }
}

/// An image of device pixels, as a CGImage a renderer made: `width` × `height` pixels, row by
/// row from the top, each 4 bytes R, G, B, A with straight alpha.
///
/// Straight, not premultiplied, because that is what the terminals take (kitty's `f=32` is
/// straight RGBA, sixel paints a colour or nothing): the image's bytes are the payload as they
/// are. Drawing blends in premultiplied values (`PixelCanvas`) and makes the bytes once.
public struct PixelImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, row by row from the top.
    public internal(set) var bytes: [UInt8]

    /// A transparent image.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        bytes = Array(repeating: 0, count: self.width * self.height * 4)
    }

    /// An image of these bytes; nil unless there are exactly 4 for each pixel.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        (self.width, self.height, self.bytes) = (width, height, bytes)
    }

    /// The pixel at column `x`, row `y` (from the top left, both inside the image).
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let i = (y * width + x) * 4
            return RGBA(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (newValue.red, newValue.green, newValue.blue, newValue.alpha)
        }
    }
}

extension PixelImage {
    /// The image with `right` and `bottom` transparent pixels more beyond those edges.
    public func padded(right: Int, bottom: Int) -> PixelImage {
        guard right > 0 || bottom > 0 else { return self }
        var padded = PixelImage(width: width + max(0, right), height: height + max(0, bottom))
        let rowBytes = width * 4, paddedRowBytes = padded.width * 4
        bytes.withUnsafeBufferPointer { from in
            padded.bytes.withUnsafeMutableBufferPointer { to in
                guard let source = from.baseAddress, let target = to.baseAddress else { return }
                for row in 0..<height {
                    (target + row * paddedRowBytes).update(from: source + row * rowBytes, count: rowBytes)
                }
            }
        }
        return padded
    }
}
