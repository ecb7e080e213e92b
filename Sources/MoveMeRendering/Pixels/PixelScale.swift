import MoveMeCore
/// How many device pixels a point of the model is, on each axis, as a screen's scale is in
/// UIKit. A point is a half-block pixel: one cell across and half a cell down, so a terminal
/// whose cells are 10 × 20 pixels has a scale of 10 on both axes.
public struct PixelScale: Equatable, Sendable {
    /// Device pixels a point, across and down; positive and finite.
    public let x: Double
    public let y: Double

    /// Nil unless both are positive and finite.
    public init?(x: Double, y: Double) {
        guard x > 0, y > 0, x.isFinite, y.isFinite else { return nil }
        (self.x, self.y) = (x, y)
    }

    /// The same scale on both axes.
    public init?(_ scale: Double) {
        self.init(x: scale, y: scale)
    }

    /// From a cell's size in device pixels: a point is a cell across and half a cell down.
    public init?(cellWidth: Double, cellHeight: Double) {
        self.init(x: cellWidth, y: cellHeight / 2)
    }

    /// From points to device pixels.
    public var transform: AffineTransform { AffineTransform(scaleX: x, y: y) }
}
