/// A position in a view's coordinate system: origin top-left, x right, y down.
///
/// One point is one terminal cell wide and half a cell tall, so points are about square and
/// shapes keep their proportions. Only the rasterizer knows about cells.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
    /// No point: what a conversion into a view flattened by its transform gives (NaN, which no
    /// rectangle contains).
    public static let unmapped = Point(x: .nan, y: .nan)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
    public static func / (a: Point, k: Double) -> Point { Point(x: a.x / k, y: a.y / k) }

    /// Euclidean distance to another point.
    public func distance(to other: Point) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }
}
