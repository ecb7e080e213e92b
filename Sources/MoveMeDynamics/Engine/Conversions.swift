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
}
