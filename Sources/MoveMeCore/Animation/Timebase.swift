/// A clock that runs at a speed relative to the time passed in, as a layer's timeline runs
/// under CAMediaTiming's `speed`: the iOS Simulator's Slow Animations sets the key window's
/// layer speed to 0.1, and everything animating in that window takes ten times as long.
///
/// Local time = `localAnchor + (host time − hostAnchor) × speed`. Changing the speed moves
/// both anchors to the moment of the change (Core Animation's `beginTime` and `timeOffset`
/// trick), so local time goes on from where it is, at the new rate, and nothing jumps.
///
/// One type for every clock that follows the window's speed: the view animator uses it, and a
/// physics animator can use it the same way (advance its simulation to `localTime(at:)`).
public struct Timebase: Equatable, Sendable {
    /// How fast local time runs: 1 is real time, 0.1 ten times slower, 0 stopped.
    public private(set) var speed: Double
    private var hostAnchor: Double
    private var localAnchor: Double

    /// A timebase that reads `time` in both clocks at the start.
    public init(time: Double = 0, speed: Double = 1) {
        hostAnchor = time.isFinite ? time : 0
        localAnchor = hostAnchor
        self.speed = Self.isValid(speed) ? speed : 1
    }

    /// Local time at a host time.
    public func localTime(at hostTime: Double) -> Double {
        localAnchor + (hostTime - hostAnchor) * speed
    }

    /// The host time at which local time reads `localTime`. Stopped (speed 0), local time never
    /// moves on: the answer is the moment it stopped.
    public func hostTime(at localTime: Double) -> Double {
        speed > 0 ? hostAnchor + (localTime - localAnchor) / speed : hostAnchor
    }

    /// Runs at `speed` from `hostTime` on; local time up to then is kept. A speed that is
    /// negative or not finite is ignored (time does not run backwards here).
    public mutating func setSpeed(_ speed: Double, at hostTime: Double) {
        guard Self.isValid(speed), hostTime.isFinite else { return }
        localAnchor = localTime(at: hostTime)
        hostAnchor = hostTime
        self.speed = speed
    }

    private static func isValid(_ speed: Double) -> Bool {
        speed.isFinite && speed >= 0
    }
}
