/// Fingers pinned down with the right button: a right-click puts a finger down where it is and
/// leaves it there, stationary, until a right-click on it lifts it. The left button is then
/// another, independent finger, so a mouse makes a real multi-touch sequence.
///
/// Pure: it keeps where the pins are and says what to send the dispatcher; a front end draws
/// a ring at each. Pins take the fingers from `firstFinger` up (0 is the pointer, 1 the
/// mirrored second finger).
public struct PinnedFingers: Equatable, Sendable {
    /// The first pin's finger number: 0 is the pointer and 1 the mirrored second finger.
    public static let firstFinger = 2
    /// How near a right-click must be to a pin to lift it: about a cell, as taps.
    public var slop: Size

    /// The pins, by finger, in window coordinates.
    public private(set) var pins: [Int: Point] = [:]

    /// No pins, lifted by a right-click within `slop` of one.
    public init(slop: Size = TapCounter.standardSlop) {
        self.slop = slop
    }

    /// The pins in finger order.
    public var fingers: [(finger: Int, location: Point)] {
        pins.keys.sorted().map { ($0, pins[$0]!) }
    }

    /// A right-click at `point`: lifts the pin there, or pins a new finger. Returns what to send
    /// the dispatcher; nil when every finger is taken or the point is not finite.
    public mutating func toggle(at point: Point) -> FingerChange? {
        guard point.isFinite else { return nil }
        if let (finger, location) = fingers.first(where: { isNear($0.location, point) }) {
            pins[finger] = nil
            return .up(finger, at: location)
        }
        guard let finger = (Self.firstFinger..<TouchDispatcher.fingers.upperBound).first(where: { pins[$0] == nil }) else {
            return nil
        }
        pins[finger] = point
        return .down(finger, at: point)
    }

    /// Lifts every pin (a scene change, the end of the program).
    public mutating func removeAll() -> [FingerChange] {
        defer { pins.removeAll() }
        return fingers.map { .up($0.finger, at: $0.location) }
    }

    /// Forgets pins the dispatcher no longer has (an interruption cancelled them): a pin whose
    /// finger is not down is drawn no more and a right-click there pins anew.
    public mutating func keepOnly(activeFingers: [Int]) {
        keepOnly { activeFingers.contains($0) }
    }

    /// The same, asking of each pin's finger whether it is down (the dispatcher's own look-up,
    /// not a sorted list of its touches made to be searched).
    public mutating func keepOnly(where isActive: (Int) -> Bool) {
        // Made again only when one goes (the dictionary's filter makes a new one each time).
        guard pins.keys.contains(where: { !isActive($0) }) else { return }
        pins = pins.filter { isActive($0.key) }
    }

    private func isNear(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) <= slop.width && abs(a.y - b.y) <= slop.height
    }
}
