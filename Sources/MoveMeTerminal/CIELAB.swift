import RealModule  // atan2, pow, cbrt: arithmetic, and nothing else of the C library
import MoveMeRendering

/// A colour in CIELAB (D65 white, as sRGB), where straight-line distance (CIE76 ΔE) follows
/// how different two colours look far better than distance in RGB does.
struct CIELAB: Equatable, Sendable {
    /// L*: 0 is black, 100 is white.
    var lightness: Double
    /// a*: green (negative) to red (positive).
    var a: Double
    /// b*: blue (negative) to yellow (positive).
    var b: Double

    init(lightness: Double, a: Double, b: Double) {
        (self.lightness, self.a, self.b) = (lightness, a, b)
    }

    /// The colour an sRGB triple stands for.
    init(_ color: RGB) {
        self.init(linear: Self.linear(color))
    }

    /// The colour of linear-light sRGB channels (0...1 each): what mixes as light does.
    init(linear: (red: Double, green: Double, blue: Double)) {
        let (red, green, blue) = linear
        // sRGB (linear) to XYZ, then relative to the D65 white point.
        let x = (0.412_456_4 * red + 0.357_576_1 * green + 0.180_437_5 * blue) / 0.950_47
        let y = 0.212_672_9 * red + 0.715_152_2 * green + 0.072_175_0 * blue
        let z = (0.019_333_9 * red + 0.119_192_0 * green + 0.950_304_1 * blue) / 1.088_83
        let (fx, fy, fz) = (Self.f(x), Self.f(y), Self.f(z))
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIE76 ΔE, squared: enough for finding the nearest colour.
    func squaredDistance(to other: CIELAB) -> Double {
        let dL = lightness - other.lightness, da = a - other.a, db = b - other.b
        return dL * dL + da * da + db * db
    }

    /// C*: how far from grey. A difference of about 2.3 is just noticeable.
    var chroma: Double { (a * a + b * b).squareRoot() }

    /// h: the hue angle in degrees, 0..<360 (meaningless for a grey).
    var hue: Double {
        let degrees = Double.atan2(y: b, x: a) * 180 / Double.pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// The angle between two hues, 0...180 degrees.
    static func hueDifference(_ first: Double, _ second: Double) -> Double {
        var difference = abs(first - second)
        // Two hues of 0..<360 are less than 360 apart, where the remainder is the difference
        // itself (fmod is exact): it is taken only for angles outside, not for each of the 240
        // partners of every colour the dither search meets.
        if !(difference < 360) { difference = difference.truncatingRemainder(dividingBy: 360) }
        return min(difference, 360 - difference)
    }

    /// An sRGB colour's channels as linear light, 0...1.
    static func linear(_ color: RGB) -> (red: Double, green: Double, blue: Double) {
        (linear[Int(color.red)], linear[Int(color.green)], linear[Int(color.blue)])
    }

    /// Each 8-bit sRGB channel value, linearised (the sRGB transfer function undone).
    private static let linear: [Double] = (0...255).map { value in
        let channel = Double(value) / 255
        return channel <= 0.040_45 ? channel / 12.92 : Double.pow((channel + 0.055) / 1.055, 2.4)
    }

    /// CIELAB's companding: a cube root, linear near black.
    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389  // (6/29)^3
        return t > epsilon ? Double.root(t, 3) : t * 841 / 108 + 4.0 / 29  // t / (3 (6/29)^2) + 4/29
    }
}
