/// A rectangle with its corners rounded by a quarter circle, as
/// `UIBezierPath(roundedRect:cornerRadius:)` draws it: the shape of a panel.
public struct RoundedRect: Equatable, Sendable {
    public var rect: Rect
    /// No more than half the shorter side.
    public var cornerRadius: Double

    public init(_ rect: Rect, cornerRadius: Double) {
        self.rect = rect
        self.cornerRadius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    }

    /// How far in from each side the shape's edge is on the line `y` (more than 0 only
    /// across a corner); nil for a line above or below the shape.
    public func inset(atY y: Double) -> Double? {
        guard y >= rect.minY, y <= rect.maxY else { return nil }
        let r = cornerRadius
        let dy = max(0, rect.minY + r - y, y - (rect.maxY - r))
        guard dy > 0 else { return 0 }
        return r - max(0, r * r - dy * dy).squareRoot()
    }

    /// Whether every point of `box` lies farther than `margin` from the shape: the boxes'
    /// distance from the rectangle the corners' centres bound is more than the radius and the
    /// margin.
    public func isFar(from box: Rect, by margin: Double) -> Bool {
        let r = cornerRadius
        let dx = max(0, box.minX - (rect.maxX - r), rect.minX + r - box.maxX)
        let dy = max(0, box.minY - (rect.maxY - r), rect.minY + r - box.maxY)
        return dx * dx + dy * dy > (r + margin) * (r + margin)
    }

    /// Whether `p` lies strictly inside.
    public func contains(_ p: Point) -> Bool {
        guard let inset = inset(atY: p.y), p.y > rect.minY, p.y < rect.maxY else { return false }
        return p.x > rect.minX + inset && p.x < rect.maxX - inset
    }
}
