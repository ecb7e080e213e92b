/// A colour with alpha, components 0...1, as UIColor's RGBA. Animatable.
public struct Color: Hashable, Sendable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1: 0 is transparent.
    public var alpha: Double

    /// A colour from its components, opaque by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A grey, as UIColor(white:alpha:).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)

    /// The colour a fraction `t` of the way to `other`, component by component.
    public func interpolated(to other: Color, _ t: Double) -> Color {
        Color(red: interpolate(red, other.red, t), green: interpolate(green, other.green, t),
              blue: interpolate(blue, other.blue, t), alpha: interpolate(alpha, other.alpha, t))
    }
}
