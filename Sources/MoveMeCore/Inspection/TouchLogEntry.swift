/// One line of the touch log: a touch delivered in one phase, and what the responder that
/// handled it said it did. The moves of one touch share one entry.
public struct TouchLogEntry: Equatable, Sendable {
    /// Which touch: 1 for the first since launch; the entries of one touch share it.
    public var touchNumber: Int
    /// Real time of the delivery (the latest, for moves).
    public var time: Double
    /// The phase it was delivered in.
    public var phase: TouchPhase
    /// Its tap count.
    public var tapCount: Int
    /// In window coordinates (the latest, for moves).
    public var location: Point
    /// The touch's view; nil when it hit nothing.
    public var viewTypeName: String?
    /// The mouse, or keys standing in for a finger.
    public var source: TouchSource
    /// Which finger (`Touch.finger`): 0 for the mouse and the keys.
    public var finger: Int
    /// How many deliveries this entry stands for: the moves of a drag, else 1.
    public var deliveries: Int
    /// What the handler did ("pulse", "next greeting"), or why no one got the touch
    /// ("refused: …"); nil when it did nothing.
    public var action: String?

    /// An entry from its values.
    public init(touchNumber: Int, time: Double, phase: TouchPhase, tapCount: Int, location: Point,
                viewTypeName: String? = nil, source: TouchSource = .mouse, finger: Int = 0,
                deliveries: Int = 1, action: String? = nil) {
        self.touchNumber = touchNumber
        self.time = time
        self.phase = phase
        self.tapCount = tapCount
        self.location = location
        self.viewTypeName = viewTypeName
        self.source = source
        self.finger = finger
        self.deliveries = deliveries
        self.action = action
    }
}
