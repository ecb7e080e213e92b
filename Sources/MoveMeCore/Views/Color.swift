/// A colour with alpha, components 0...1, as UIColor's RGBA. Animatable.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A grey, as UIColor(white:alpha:).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public init(_ rgb: RGB, alpha: Double = 1) {
        self.init(red: Double(rgb.red) / 255, green: Double(rgb.green) / 255, blue: Double(rgb.blue) / 255, alpha: alpha)
    }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)

    /// The opaque colour, rounded to 8 bits a channel.
    public var rgb: RGB {
        // Adding a half and truncating rounds these non-negative values, without a libm call.
        func byte(_ v: Double) -> UInt8 { UInt8(v.clamped(to: 0...1) * 255 + 0.5) }
        return RGB(byte(red), byte(green), byte(blue))
    }

    public func interpolated(to other: Color, _ t: Double) -> Color {
        Color(red: interpolate(red, other.red, t), green: interpolate(green, other.green, t),
              blue: interpolate(blue, other.blue, t), alpha: interpolate(alpha, other.alpha, t))
    }
}
