import MoveMeCore

/// A pointer's velocity from its recent positions, as a pan gesture's `velocity(in:)`: a least-
/// squares line through the samples of the last `window` seconds, so one jittery report does not
/// throw a view across the screen, and a pointer that stopped before letting go throws nothing.
public struct VelocityEstimator: Sendable {
    /// How far back samples count (~100 ms, as a finger's flick).
    public var window: Double
    private var samples: [(time: Double, point: Point)] = []

    /// An estimator over the last `window` seconds of samples.
    public init(window: Double = 0.1) {
        self.window = window
    }

    /// Forgets every sample (a new drag).
    public mutating func reset() {
        samples.removeAll()
    }

    /// Records where the pointer was at a time. Times go forward; bad values are ignored.
    public mutating func add(_ point: Point, at time: Double) {
        guard point.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { return }
        samples.append((time, point))
        samples.removeAll { $0.time < time - window }
    }

    /// Points per second at `time`: zero with fewer than two samples in the window.
    public func velocity(at time: Double) -> Point {
        let recent = samples.filter { $0.time >= time - window && $0.time <= time }
        guard recent.count >= 2 else { return .zero }
        let meanTime = recent.map(\.time).reduce(0, +) / Double(recent.count)
        let meanPoint = recent.map(\.point).reduce(.zero, +) / Double(recent.count)
        var spread = 0.0, slope = Point.zero
        for sample in recent {
            let dt = sample.time - meanTime
            spread += dt * dt
            slope = slope + (sample.point - meanPoint) * dt
        }
        guard spread > 0 else { return .zero }
        return slope / spread
    }
}
