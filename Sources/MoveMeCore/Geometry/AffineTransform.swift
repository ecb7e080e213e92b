import RealModule  // sin, cos, atan2: arithmetic, and nothing else of the C library

/// A 2-D affine transform, as CGAffineTransform: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The matrix's entries: (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (tx, ty), as CGAffineTransform(translationX:y:).
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale along x and y, as CGAffineTransform(scaleX:y:).
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// The same scale along both axes.
    public init(scale: Double) {
        self.init(scaleX: scale, y: scale)
    }

    /// A rotation by `angle` radians; positive turns x towards y (clockwise on screen, y down).
    public init(rotationAngle angle: Double) {
        let cosine = Double.cos(angle), sine = Double.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether it changes nothing.
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

    /// A translation, then `self`, as CGAffineTransform's `translatedBy(x:y:)`.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale, then `self`, as CGAffineTransform's `scaledBy(x:y:)`.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians, then `self`, as CGAffineTransform's `rotated(by:)`.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// ad − bc: 0 for a singular transform, which has no inverse.
    public var determinant: Double { a * d - b * c }

    /// The inverse; nil when there is none: the transform is singular (it flattens the plane to
    /// a line or a point, as a zero scale does) or not finite. CGAffineTransformInvert returns
    /// its argument unchanged instead, which quietly maps points to the wrong place; here the
    /// caller must decide (a view flattened to nothing contains no point, draws nothing).
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite, isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Where `point` goes, as CGPoint's `applying(_:)`.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The bounding box of the transformed rectangle, as CGRectApplyAffineTransform.
    ///
    /// The corners in `Rect.corners`' order, folded as `Rect.bounding` folds them (the same
    /// box to the bit), without the two arrays: the renderer asks this of every view, and a
    /// drawing context of every view it draws, every frame.
    public func apply(to rect: Rect) -> Rect {
        let first = apply(to: Point(x: rect.minX, y: rect.minY))
        var lo = first, hi = first
        func add(_ corner: Point) {
            let p = apply(to: corner)
            lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
            hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
        }
        add(Point(x: rect.maxX, y: rect.minY))
        add(Point(x: rect.maxX, y: rect.maxY))
        add(Point(x: rect.minX, y: rect.maxY))
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// A fraction `t` of the way to `other`, as Core Animation interpolates transforms: scale,
    /// shear, rotation and translation each on their own (`TransformComponents`), so a turn
    /// from 0 to π goes through π/2 at full size, not through a flat, singular matrix.
    public func interpolated(to other: AffineTransform, _ t: Double) -> AffineTransform {
        AffineTransform(components.interpolated(to: other.components, t))
    }

    /// Whether every entry is finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The six entries, "[a b c d tx ty]".
    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
