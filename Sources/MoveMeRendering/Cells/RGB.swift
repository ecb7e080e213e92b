import MoveMeCore
/// A terminal colour: 8 bits a channel, as a truecolor terminal takes it.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8

    /// A colour of these channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Inlinable, as `Style`'s `==` is (see there).
    @inlinable
    public static func == (a: RGB, b: RGB) -> Bool { a.red == b.red && a.green == b.green && a.blue == b.blue }

    /// Black.
    public static let black = RGB(0, 0, 0)
    /// White.
    public static let white = RGB(255, 255, 255)

    /// This colour mixed with `other`; `fraction` 0 is self, 1 is other.
    public func mixed(with other: RGB, _ fraction: Double) -> RGB {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * fraction).clamped(to: 0...255) + 0.5)
        }
        return RGB(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
    }

    /// Perceived brightness, 0...1 (Rec. 709 weights).
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }

    /// "#rrggbb", in lowercase hexadecimal.
    public var description: String { "#" + [red, green, blue].map { byteHex($0) }.joined() }
}

private func byteHex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
