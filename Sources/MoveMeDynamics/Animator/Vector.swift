import RealModule

/// A direction with a length, as CGVector: gravity's and a push's direction.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component: positive to the right.
    public var dx: Double
    /// The vertical component: positive down.
    public var dy: Double

    /// A vector of these components.
    public init(dx: Double, dy: Double) {
        (self.dx, self.dy) = (dx, dy)
    }

    /// The vector of a length at an angle (radians; 0 is right, π/2 is down: y grows downward).
    public init(angle: Double, magnitude: Double) {
        self.init(dx: Double.cos(angle) * magnitude, dy: Double.sin(angle) * magnitude)
    }

    /// No length.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Its direction in radians: 0 is right, π/2 is down.
    public var angle: Double { Double.atan2(y: dy, x: dx) }
    /// Its length.
    public var magnitude: Double { (dx * dx + dy * dy).squareRoot() }

    /// Both components times `k`.
    public static func * (v: Vector, k: Double) -> Vector { Vector(dx: v.dx * k, dy: v.dy * k) }

    var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// "(dx, dy)".
    public var description: String { "(\(dx), \(dy))" }
}
