import RealModule  // sin, cos, atan2: arithmetic, and nothing else of the C library

/// An affine transform taken apart into what a person animates: a scale along the view's own
/// axes, then a shear, then a rotation, then a translation. Core Animation interpolates
/// transforms this way, so a rotation turns instead of shrinking through a flat matrix.
///
/// The linear part is `rotation(θ) · [[scaleX, shear], [0, scaleY]]`: `scaleX` is the length of
/// the image of the x axis (never negative) and `θ` its direction; a reflection shows as a
/// negative `scaleY`. Every transform decomposes, singular ones included, and
/// `AffineTransform(components)` gives it back (to rounding).
public struct TransformComponents: Hashable, Sendable {
    /// The translation, applied last.
    public var translation: Point
    /// The length of the image of the x axis: the scale along the view's own x axis, never
    /// negative.
    public var scaleX: Double
    /// The scale along the view's own y axis; negative for a reflection.
    public var scaleY: Double
    /// Radians, in −π...π; positive turns x towards y (clockwise on screen, y down).
    public var rotation: Double
    /// How far the image of the y axis leans along the image of the x axis.
    public var shear: Double

    /// Components from their values: by default the identity's.
    public init(translation: Point = .zero, scaleX: Double = 1, scaleY: Double = 1,
                rotation: Double = 0, shear: Double = 0) {
        self.translation = translation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.shear = shear
    }

    /// The components of `t`: any transform, singular ones included.
    public init(_ t: AffineTransform) {
        let length = (t.a * t.a + t.b * t.b).squareRoot()
        // With no x axis left (a = b = 0) there is no direction to read: call it unrotated.
        let angle = length > 0 ? Double.atan2(y: t.b, x: t.a) : 0
        let cosine = Double.cos(angle), sine = Double.sin(angle)
        self.init(translation: Point(x: t.tx, y: t.ty), scaleX: length,
                  scaleY: -t.c * sine + t.d * cosine, rotation: angle,
                  shear: t.c * cosine + t.d * sine)
    }

    /// A fraction `t` of the way to `other`, each component on its own; the rotation takes the
    /// short way round (exactly half a turn goes the way the difference points).
    public func interpolated(to other: TransformComponents, _ t: Double) -> TransformComponents {
        let turn = (other.rotation - rotation).remainder(dividingBy: 2 * Double.pi)
        return TransformComponents(
            translation: translation.interpolated(to: other.translation, t),
            scaleX: interpolate(scaleX, other.scaleX, t), scaleY: interpolate(scaleY, other.scaleY, t),
            rotation: rotation + turn * t, shear: interpolate(shear, other.shear, t))
    }
}

extension AffineTransform {
    /// The transform made of these components.
    public init(_ components: TransformComponents) {
        let cosine = Double.cos(components.rotation), sine = Double.sin(components.rotation)
        let (sx, sy, k) = (components.scaleX, components.scaleY, components.shear)
        self.init(a: sx * cosine, b: sx * sine, c: k * cosine - sy * sine, d: k * sine + sy * cosine,
                  tx: components.translation.x, ty: components.translation.y)
    }

    /// The transform taken apart: scale, shear, rotation, translation.
    public var components: TransformComponents { TransformComponents(self) }

    /// The angle the transform turns the x axis by, in radians (−π...π): what a rotation
    /// written into `transform` reads back as, scaled or not.
    public var rotationAngle: Double { components.rotation }
}
