/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)

    /// "width×height".
    public var description: String { "\(width)×\(height)" }
}
