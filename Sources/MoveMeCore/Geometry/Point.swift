/// A position in a view's coordinate system: origin top-left, x right, y down.
///
/// One point is one terminal cell wide and half a cell tall, so points are about square and
/// shapes keep their proportions. Only the rasterizer knows about cells.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Points to the right.
    public var x: Double
    /// Points down.
    public var y: Double

    /// A point at (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
    /// No point: what a conversion into a view flattened by its transform gives (NaN, which no
    /// rectangle contains).
    public static let unmapped = Point(x: .nan, y: .nan)

    /// The sum, component by component.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The difference, component by component.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Both components times `k`.
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
    /// Both components divided by `k`.
    public static func / (a: Point, k: Double) -> Point { Point(x: a.x / k, y: a.y / k) }

    /// Euclidean distance to another point.
    public func distance(to other: Point) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether both components are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }
}
