/// The value a fraction `t` of the way from `a` to `b`: what every animatable value is made of.
func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double {
    a + (b - a) * t
}

extension Point {
    /// The point a fraction `t` of the way to `other` (0 is `self`, 1 is `other`).
    public func interpolated(to other: Point, _ t: Double) -> Point {
        Point(x: interpolate(x, other.x, t), y: interpolate(y, other.y, t))
    }
}

extension Rect {
    /// The rectangle a fraction `t` of the way to `other`, origin and size alike.
    public func interpolated(to other: Rect, _ t: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, t),
             size: Size(width: interpolate(width, other.width, t), height: interpolate(height, other.height, t)))
    }
}

extension Comparable {
    /// The value kept within `range`.
    @inlinable package func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
