/// A damped spring's constants for a mass: a natural frequency (Hz) and a damping ratio (1 is
/// critical: no overshoot).
struct Spring {
    var frequency: Double
    var dampingRatio: Double

    /// Stiffness and damping of the spring that gives `mass` this frequency and ratio.
    func constants(mass: Double) -> (stiffness: Double, damping: Double) {
        let omega = 2 * Double.pi * frequency
        return (mass * omega * omega, 2 * dampingRatio * mass * omega)
    }
}
