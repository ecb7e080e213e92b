/// An origin and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether the point lies inside: the minimum edges are inside, the maximum edges are not,
    /// as with CGRectContainsPoint.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle holding all the points.
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var lo = first, hi = first
        for p in points.dropFirst() {
            lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
            hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
        }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
