/// The last touches a window delivered and what they did, for an inspector: "tapCount 2 on
/// MoveMeView → next greeting", and the fingers no one got ("refused: …").
///
/// The window notes each delivery; a responder that acts on a touch says what it did with
/// `report(_:for:)`, while it handles the event. A drag's moves share one entry, so the log
/// takes a few entries per touch, and once full it writes over the oldest in place.
public final class TouchLog {
    /// How many entries a log keeps unless told otherwise.
    public static let standardCapacity = 16

    /// The entries kept, oldest first.
    public private(set) var entries: RingBuffer<TouchLogEntry>
    /// The log numbers of the touches of the event being delivered: only they may report.
    /// Numbers, not references: the log keeps no touch alive.
    private var delivering: [Int] = []
    /// How many touches it has numbered: a memory warning forgets the entries, not the count,
    /// so an inspector can tell a log released from one that never had a touch.
    public private(set) var touchCount = 0

    /// An empty log that keeps the last `capacity` entries.
    public init(capacity: Int = standardCapacity) {
        entries = RingBuffer(capacity: capacity)
    }

    /// Forgets every entry (a memory warning); touches go on being numbered where they were,
    /// so a number is never given twice.
    func removeAll() {
        entries.removeAll()
        delivering = []
    }

    /// A new event is being delivered: reports now belong to its touches.
    func eventBegan() {
        delivering.removeAll(keepingCapacity: true)
    }

    /// Notes that the window delivers `touch` in its current phase.
    func touchDelivered(_ touch: Touch) {
        let number = number(of: touch)
        delivering.append(number)
        if touch.phase == .moved {
            var merged = false
            entries.modifyNewest(where: { $0.touchNumber == number }, { last in
                guard last.phase == .moved else { return }
                last.deliveries += 1
                last.time = touch.timestamp
                last.location = touch.locationInWindow
                merged = true
            })
            if merged { return }
        }
        entries.append(entry(touch, viewTypeName: touch.view?.inspectionName))
    }

    /// Notes that `touch` landed on `view` and is delivered to no one, and why.
    func touchRefused(_ touch: Touch, on view: View?, _ refusal: TouchRefusal) {
        _ = number(of: touch)
        var refused = entry(touch, viewTypeName: view?.inspectionName)
        refused.action = refusal.description
        entries.append(refused)
    }

    /// Says what a responder did with `touch`, while it handles it: "pulse", "next greeting".
    /// Several reports for one delivery join with ", "; a report the same as the one before
    /// (each move of a drag says "placard follows") is not written again.
    public func report(_ action: String, for touch: Touch) {
        let number = touch.logNumber
        guard number != 0, delivering.contains(number) else { return }
        entries.modifyNewest(where: { $0.touchNumber == number }, { last in
            if let earlier = last.action {
                guard earlier != action, !earlier.hasSuffix(", " + action) else { return }
                last.action = earlier + ", " + action
            } else {
                last.action = action
            }
        })
    }

    private func number(of touch: Touch) -> Int {
        if touch.logNumber == 0 {
            touchCount += 1
            touch.logNumber = touchCount
        }
        return touch.logNumber
    }

    private func entry(_ touch: Touch, viewTypeName: String?) -> TouchLogEntry {
        TouchLogEntry(touchNumber: touch.logNumber, time: touch.timestamp, phase: touch.phase,
                      tapCount: touch.tapCount, location: touch.locationInWindow,
                      viewTypeName: viewTypeName, source: touch.source, finger: touch.finger)
    }
}
