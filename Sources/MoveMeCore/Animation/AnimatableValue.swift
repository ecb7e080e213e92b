/// The view properties that animate, as the key paths Core Animation knows.
public enum AnimatableProperty: Hashable, Sendable, CaseIterable {
    /// The view's centre, bounds, transform, alpha and background colour.
    case center, bounds, transform, alpha, backgroundColor

    /// The layer's key path, which is also the key a UIView block animation is added under
    /// (`center` is the layer's `position`, `alpha` its `opacity`).
    public var keyPath: String {
        switch self {
        case .center: return "position"
        case .bounds: return "bounds"
        case .transform: return "transform"
        case .alpha: return "opacity"
        case .backgroundColor: return "backgroundColor"
        }
    }
}

/// A value of an animatable property.
public enum AnimatableValue: Equatable, Sendable {
    /// A position: `center`.
    case point(Point)
    /// A rectangle: `bounds`.
    case rect(Rect)
    /// An affine transform: `transform`, interpolated by its components.
    case transform(AffineTransform)
    /// A number: `alpha`.
    case scalar(Double)
    /// A colour: `backgroundColor`, interpolated component by component.
    case color(Color)

    /// The value a fraction `t` of the way to `other`; values of different kinds do not mix, so
    /// the destination wins past half way.
    public func interpolated(to other: AnimatableValue, _ t: Double) -> AnimatableValue {
        switch (self, other) {
        case let (.point(a), .point(b)):
            return .point(a.interpolated(to: b, t))
        case let (.rect(a), .rect(b)):
            return .rect(a.interpolated(to: b, t))
        case let (.transform(a), .transform(b)):
            return .transform(a.interpolated(to: b, t))
        case let (.scalar(a), .scalar(b)):
            return .scalar(interpolate(a, b, t))
        case let (.color(a), .color(b)):
            return .color(a.interpolated(to: b, t))
        default:
            return t < 0.5 ? self : other
        }
    }

    /// How far apart two values are, for paced keyframes: the distance between points, the
    /// difference between scalars, and 1 between any other two different values.
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case let (.point(a), .point(b)): return a.distance(to: b)
        case let (.scalar(a), .scalar(b)): return abs(a - b)
        default: return self == other ? 0 : 1
        }
    }
}
