/// How an animation's progress follows time: a cubic Bézier from (0,0) to (1,1) with two
/// control points, as CAMediaTimingFunction.
///
/// The control points' x values are **clamped** to 0...1, as CSS's `cubic-bezier()` requires
/// and CAMediaTimingFunction assumes: outside that range x(t) could turn back, time would run
/// backwards, and there would be no single answer for a progress. A non-finite coordinate is
/// replaced by the linear curve's (0 in the first point, 1 in the second). The y values are
/// otherwise free: a curve may overshoot.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point, x clamped to 0...1.
    public let c1: Point
    /// The second control point, x clamped to 0...1.
    public let c2: Point

    /// A curve through control points (x1, y1) and (x2, y2), as CAMediaTimingFunction's
    /// `init(controlPoints:)`: x values outside 0...1 are clamped, values that are not finite
    /// replaced by the linear curve's.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = Point(x: Self.clampedX(x1, else: 0), y: y1.isFinite ? y1 : 0)
        c2 = Point(x: Self.clampedX(x2, else: 1), y: y2.isFinite ? y2 : 1)
    }

    private static func clampedX(_ x: Double, else fallback: Double) -> Double {
        x.isFinite ? min(max(x, 0), 1) : fallback
    }

    /// Progress proportional to time: Core Animation's kCAMediaTimingFunctionLinear.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Slow at first: kCAMediaTimingFunctionEaseIn.
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Slow at the end: kCAMediaTimingFunctionEaseOut.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Slow at both ends, UIView's default curve: kCAMediaTimingFunctionEaseInEaseOut.
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's kCAMediaTimingFunctionDefault.
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// The name Core Animation gives this curve, if it is one of the five named ones.
    public var name: String? {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case .default: return "default"
        default: return nil
        }
    }

    /// The eased progress for a linear progress `x` in 0...1: solve x(t) = x for the curve's
    /// parameter t, then return y(t).
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        return bezier(solve(x), c1.y, c2.y)
    }

    /// One coordinate of the curve at parameter t, end points 0 and 1.
    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// Newton's method from t = x, falling back to bisection where the slope is flat; x(t) is
    /// monotonic because both control x values lie in 0...1 (the initializer sees to it).
    private func solve(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, c1.x, c2.x) - x
            if abs(error) < 1e-9 { return t }
            let slope = bezierSlope(t, c1.x, c2.x)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let value = bezier(t, c1.x, c2.x)
            if abs(value - x) < 1e-9 { break }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }
}

extension TimingCurve: CustomStringConvertible {
    /// The curve's name, or its control points as CSS writes them, "cubic-bezier(0.1, 0.0, 0.3, 1.0)".
    public var description: String {
        name ?? "cubic-bezier(\(c1.x), \(c1.y), \(c2.x), \(c2.y))"
    }
}
