/// A behaviour that acts along a vector (gravity's direction, a push's), which UIKit also lets
/// you set as an angle and a magnitude: the same vector, in polar form.
public protocol DirectedBehavior: AnyObject {
    /// `gravityDirection` or `pushDirection`.
    var direction: Vector { get set }
}

public extension DirectedBehavior {
    /// Radians: 0 is right, π/2 is down (y grows downward).
    var angle: Double {
        get { direction.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length: 1 is UIKit's unit (gravity's 1000 points/s²).
    var magnitude: Double {
        get { direction.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction from an angle (radians: 0 is right, π/2 is down) and a magnitude.
    func setAngle(_ angle: Double, magnitude: Double) {
        direction = Vector(angle: angle, magnitude: magnitude)
    }
}
