/// A touch in flight, as plain data: read only from what UITouch offers (phase, tap count,
/// timestamp, view, `location(in:)`), with its finger and why it was refused, if it was.
public struct TouchSnapshot: Equatable, Sendable {
    /// Where the touch is in its life.
    public var phase: TouchPhase
    /// Its tap count.
    public var tapCount: Int
    /// When it last changed, as the front end passed the time in.
    public var timestamp: Double
    /// Where it is, in window coordinates.
    public var locationInWindow: Point
    /// In the hit view's coordinates; nil when the touch hit nothing.
    public var locationInView: Point?
    /// The view hit testing chose when the touch began; nil when it hit nothing (interaction
    /// off, or events ignored).
    public var viewTypeName: String?
    /// The hit view's place in `ModelSnapshot.views`.
    public var viewIndex: Int?
    /// The mouse, or keys standing in for a finger.
    public var source: TouchSource
    /// Which finger: 0 for the mouse and the keys.
    public var finger: Int
    /// Why no one gets it; nil for a touch delivered as usual.
    public var refusal: TouchRefusal?

    /// A snapshot from its values.
    public init(phase: TouchPhase, tapCount: Int, timestamp: Double, locationInWindow: Point,
                locationInView: Point? = nil, viewTypeName: String? = nil, viewIndex: Int? = nil,
                source: TouchSource = .mouse, finger: Int = 0, refusal: TouchRefusal? = nil) {
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
        self.locationInWindow = locationInWindow
        self.locationInView = locationInView
        self.viewTypeName = viewTypeName
        self.viewIndex = viewIndex
        self.source = source
        self.finger = finger
        self.refusal = refusal
    }

    /// A snapshot of `touch` as it is now; `viewIndex` is its view's place in the model snapshot.
    public init(_ touch: Touch, viewIndex: Int? = nil) {
        self.init(phase: touch.phase, tapCount: touch.tapCount, timestamp: touch.timestamp,
                  locationInWindow: touch.location(in: nil), locationInView: touch.view.map { touch.location(in: $0) },
                  viewTypeName: touch.view?.inspectionName, viewIndex: viewIndex, source: touch.source,
                  finger: touch.finger, refusal: touch.refusal)
    }
}
