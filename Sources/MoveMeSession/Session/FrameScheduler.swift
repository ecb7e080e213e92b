/// When to draw and how long to sleep, as a pure type: the loop passes the time in, so every
/// rule is a unit test with a manual clock, as the Animator's are.
///
/// - Animation frames keep a steady cadence of `fps`: late wake-ups (poll counts whole
///   milliseconds) do not add up to a lower rate; after a pause the cadence starts from now.
/// - Input is drawn as soon as it has been read, but at most four times a frame interval: a
///   mouse reporting faster has its reports gathered into one frame.
/// - Idle (nothing animating, nothing to show) is a wait with no deadline.
public struct FrameScheduler {
    /// A tick may be drawn this much early rather than sleep again for less than a millisecond.
    public static let earlyTolerance = 0.0005

    public let frameInterval: Double
    /// The shortest time between two frames drawn for input.
    public var inputInterval: Double { frameInterval / 4 }
    /// Something changed that the next frame must show.
    public private(set) var needsFrame = true
    private var lastFrame = -Double.infinity
    /// When the next animation frame is due.
    private var nextTick = -Double.infinity

    public init(framesPerSecond: Int) {
        frameInterval = 1 / Double(max(1, framesPerSecond))
    }

    public mutating func setNeedsFrame() {
        needsFrame = true
    }

    /// Whether a frame is to be drawn now: an animation tick, or a change to show that is not
    /// too soon after the last frame.
    public func isFrameDue(at now: Double, isAnimating: Bool) -> Bool {
        isTick(at: now, isAnimating: isAnimating) || (needsFrame && now >= lastFrame + inputInterval)
    }

    private func isTick(at now: Double, isAnimating: Bool) -> Bool {
        isAnimating && now >= nextTick - Self.earlyTolerance
    }

    /// A frame was drawn at `now` (the time `isFrameDue` was asked with).
    public mutating func didDrawFrame(at now: Double, isAnimating: Bool) {
        if isTick(at: now, isAnimating: isAnimating) || now > nextTick + frameInterval {
            nextTick = nextTick + frameInterval > now ? nextTick + frameInterval : now + frameInterval
        }
        lastFrame = now
        needsFrame = false
    }

    /// When the next frame is due: the next animation tick, or the first moment a change may
    /// be drawn; nil while nothing animates and nothing waits to be shown.
    public func deadline(isAnimating: Bool) -> Double? {
        var deadline: Double? = isAnimating ? nextTick : nil
        if needsFrame { deadline = min(deadline ?? .infinity, lastFrame + inputInterval) }
        return deadline
    }
}
