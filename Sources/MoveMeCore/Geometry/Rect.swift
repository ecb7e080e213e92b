/// An origin and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle from its corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its corner's coordinates and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The middle, left to right.
    public var midX: Double { origin.x + size.width / 2 }
    /// The middle, top to bottom.
    public var midY: Double { origin.y + size.height / 2 }
    /// The size's width.
    public var width: Double { size.width }
    /// The size's height.
    public var height: Double { size.height }
    /// The middle point.
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

    /// The four corners, clockwise on screen from the top left.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// "(x, y, width, height)".
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
