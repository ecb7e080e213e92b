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

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)

    public func interpolated(to other: Color, _ t: Double) -> Color {
        Color(red: interpolate(red, other.red, t), green: interpolate(green, other.green, t),
              blue: interpolate(blue, other.blue, t), alpha: interpolate(alpha, other.alpha, t))
    }
}
