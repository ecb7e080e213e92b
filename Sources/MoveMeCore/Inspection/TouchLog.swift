/// The last touches a window delivered and what they did, for an inspector: "tapCount 2 on
/// MoveMeView → next greeting".
///
/// The window notes each delivery; a responder that acts on a touch says what it did with
/// `report(_:for:)`, while it handles the touch. A drag's moves share one entry, so the log
/// takes a few entries per touch, and once full it writes over the oldest in place.
public final class TouchLog {
    public static let standardCapacity = 16

    public private(set) var entries: RingBuffer<TouchLogEntry>
    /// The touch being logged now, and its number. An identifier, not a reference: the log
    /// keeps no touch alive.
    private var currentTouch: ObjectIdentifier?
    private var touchCount = 0

    public init(capacity: Int = standardCapacity) {
        entries = RingBuffer(capacity: capacity)
    }

    /// Notes that the window delivers `touch` in its current phase.
    func touchDelivered(_ touch: Touch) {
        let id = ObjectIdentifier(touch)
        if touch.phase == .began || id != currentTouch {
            currentTouch = id
            touchCount += 1
        }
        if touch.phase == .moved, var last = entries.last, last.touchNumber == touchCount, last.phase == .moved {
            last.deliveries += 1
            last.time = touch.timestamp
            last.location = touch.locationInWindow
            entries.last = last
            return
        }
        entries.append(TouchLogEntry(touchNumber: touchCount, time: touch.timestamp, phase: touch.phase,
                                     tapCount: touch.tapCount, location: touch.locationInWindow,
                                     viewTypeName: touch.view?.inspectionName, source: touch.source))
    }

    /// Says what a responder did with `touch`, while it handles it: "pulse", "next greeting".
    /// Several reports for one delivery join with ", "; a report the same as the one before
    /// (each move of a drag says "placard follows") is not written again.
    public func report(_ action: String, for touch: Touch) {
        guard ObjectIdentifier(touch) == currentTouch, var last = entries.last, last.touchNumber == touchCount else {
            return
        }
        if let earlier = last.action {
            guard earlier != action, !earlier.hasSuffix(", " + action) else { return }
            last.action = earlier + ", " + action
        } else {
            last.action = action
        }
        entries.last = last
    }
}
