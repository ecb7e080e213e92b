import RealModule  // sin, cos, atan2: arithmetic, and nothing else of the C library

/// What two fingers did between two moments, as a pinch-and-rotate handler works it out: the
/// midpoint's translation, the turn of the line between them and the change of its length,
/// about their first midpoint.
///
/// A view follows it with `transform = start.concatenating(linear)` and `center =
/// apply(to: startCenter)`: a point under a finger stays under it.
public struct TwoFingerTransform: Equatable, Sendable {
    /// Where the fingers' midpoint was, and how far it went.
    public var startMidpoint: Point
    /// How far the midpoint went.
    public var translation: Point
    /// Radians in −π...π; positive turns x towards y (clockwise on screen).
    public var rotation: Double
    /// The distance between the fingers over what it was at first: above 1 for a spread, below
    /// for a pinch.
    public var scale: Double

    /// No change: the fingers did not move.
    public static let identity = TwoFingerTransform(startMidpoint: .zero, translation: .zero, rotation: 0, scale: 1)

    /// A transform from its parts.
    public init(startMidpoint: Point, translation: Point, rotation: Double, scale: Double) {
        self.startMidpoint = startMidpoint
        self.translation = translation
        self.rotation = rotation
        self.scale = scale
    }

    /// From fingers at `start` to the same fingers at `now`; nil when the first two points
    /// coincide (no line to turn or stretch) or anything is not finite.
    public init?(from start: (Point, Point), to now: (Point, Point)) {
        let before = start.1 - start.0, after = now.1 - now.0
        let length = before.distance(to: .zero)
        guard length > 0, length.isFinite, now.0.isFinite, now.1.isFinite else { return nil }
        startMidpoint = (start.0 + start.1) / 2
        translation = (now.0 + now.1) / 2 - startMidpoint
        rotation = (Double.atan2(y: after.y, x: after.x) - Double.atan2(y: before.y, x: before.x)).remainder(dividingBy: 2 * Double.pi)
        scale = after.distance(to: .zero) / length
    }

    /// The scale and turn alone, no translation: what a view's transform is followed by.
    public var linear: AffineTransform {
        AffineTransform(scale: scale).rotated(by: rotation)
    }

    /// Where a point that was at `point` is now: about the first midpoint, scaled and turned,
    /// then moved with the midpoint.
    public func apply(to point: Point) -> Point {
        linear.apply(to: point - startMidpoint) + startMidpoint + translation
    }
}
