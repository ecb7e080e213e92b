internal import CChipmunk
import MoveMeCore

extension cpVect {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension Point {
    init(_ vector: cpVect) { self.init(x: vector.x, y: vector.y) }

    var length: Double { (x * x + y * y).squareRoot() }
}

extension Double {
    /// The value if finite, else `fallback`: nothing non-finite may reach Chipmunk, whose
    /// debug build aborts on it.
    func finite(or fallback: Double) -> Double { isFinite ? self : fallback }

    /// Clamped into a range, non-finite values to `fallback` first.
    func sane(_ range: ClosedRange<Double>, or fallback: Double) -> Double {
        min(max(finite(or: fallback), range.lowerBound), range.upperBound)
    }
}

extension Point {
    func finite(or fallback: Point) -> Point { isFinite ? self : fallback }

    /// How far from the origin a position given to the engine may be: far past any screen, and
    /// far from where Chipmunk's arithmetic would overflow.
    static let reach = 1e7

    /// The point with non-finite coordinates replaced by the fallback's and each clamped to
    /// ±`reach`.
    func sane(or fallback: Point) -> Point {
        let p = finite(or: fallback)
        return Point(x: p.x.sane(-Self.reach...Self.reach, or: 0), y: p.y.sane(-Self.reach...Self.reach, or: 0))
    }

    /// The nearest point of a rectangle (its middle for a non-finite point): where a pointer or
    /// an item may be inside the reference view.
    package func clamped(to bounds: Rect) -> Point {
        Point(x: x.sane(bounds.minX...max(bounds.minX, bounds.maxX), or: bounds.midX),
              y: y.sane(bounds.minY...max(bounds.minY, bounds.maxY), or: bounds.midY))
    }
}
