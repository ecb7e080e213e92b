#if canImport(Glibc)
import Glibc  // cos and sin: the C library's, not Foundation, so the program stays small
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine transform, as CGAffineTransform: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(scale: Double) {
        self.init(scaleX: scale, y: scale)
    }

    /// A rotation by `angle` radians; positive turns x towards y (clockwise on screen, y down).
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`, as CGAffineTransformConcat(self, other).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    public var determinant: Double { a * d - b * c }

    /// The inverse, or `self` unchanged when it cannot be inverted (as CGAffineTransformInvert).
    public func inverted() -> AffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The bounding box of the transformed rectangle, as CGRectApplyAffineTransform.
    public func apply(to rect: Rect) -> Rect {
        Rect.bounding(rect.corners.map { apply(to: $0) })
    }

    /// Interpolation component by component, which is what Core Animation does for a pure
    /// scale or translation (MoveMe's only transforms).
    public func interpolated(to other: AffineTransform, _ t: Double) -> AffineTransform {
        AffineTransform(
            a: interpolate(a, other.a, t), b: interpolate(b, other.b, t),
            c: interpolate(c, other.c, t), d: interpolate(d, other.d, t),
            tx: interpolate(tx, other.tx, t), ty: interpolate(ty, other.ty, t))
    }

    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
