import MoveMeCore

/// Distances inward from a rectangle's edges, as UIEdgeInsets. (MoveMeCore has none yet; this
/// is the one the collision behaviour's reference-bounds walls need.)
public struct EdgeInsets: Hashable, Sendable {
    /// The distances from the top, left, bottom and right edges.
    public var top: Double, left: Double, bottom: Double, right: Double

    /// Insets of these distances, 0 by default.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// The rectangle shrunk by the insets (never to a negative size).
    func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + left, y: rect.minY + top,
             width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
    }
}
