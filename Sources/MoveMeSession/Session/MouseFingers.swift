import MoveMeCore

/// The fingers one mouse makes, as the iOS Simulator makes them: the left button is finger 0;
/// Alt-drag adds a second finger mirrored about the centre of the view under the pointer
/// (`SecondFinger`), Alt-Shift-drag one that moves with it; the right button pins a finger
/// down where it is, until it is right-clicked again (`PinnedFingers`). The keys stand in for
/// Alt and Alt-Shift where a terminal does not report them with the mouse (`stickyMode`).
///
/// Pure: it turns mouse reports, in the scene's points, into what to send the dispatcher, and
/// says where the fingers are for the rings. Whether a finger is down is the dispatcher's to
/// know: `forget(keeping:)` drops what an interruption cancelled, so no finger sticks.
struct MouseFingers {
    /// The second finger of the Alt-drag in flight; nil with none.
    private(set) var second: SecondFinger?
    private(set) var pins = PinnedFingers()
    /// Set by a key: the next left drags make a second finger, as if Alt (and Shift) were held.
    var stickyMode: SecondFinger.Mode?
    /// Where the mouse last was, in the scene's points: where a key pins a finger.
    private(set) var lastPointer: Point?

    /// The mode a left press with these modifiers makes a second finger in; nil for none.
    func mode(alt: Bool, shift: Bool) -> SecondFinger.Mode? {
        guard alt else { return stickyMode }
        return shift ? .together : .mirrored
    }

    /// A left press at `pointer`: finger 0 alone, or with a second finger in `mode`. A second
    /// finger still down from a press whose release was lost is lifted first.
    mutating func press(at pointer: Point, mode: SecondFinger.Mode?, in window: Window) -> [FingerChange] {
        lastPointer = pointer
        var changes: [FingerChange] = []
        if let second {
            changes.append(.up(SecondFinger.finger, at: second.location(forPointer: pointer)))
            self.second = nil
        }
        guard let mode else { return changes + [.down(0, at: pointer)] }
        let finger = SecondFinger(pointer: pointer, in: window, mode: mode)
        second = finger
        return changes + finger.down(pointer: pointer)
    }

    /// A left drag to `pointer`: the fingers' changes. Shift pressed or let go mid-drag switches the second finger between mirrored and together; Alt
    /// let go changes nothing (some terminals drop it from motion reports), the pair stays a
    /// pair until the button goes up.
    mutating func drag(to pointer: Point, shift: Bool, alt: Bool) -> [FingerChange] {
        lastPointer = pointer
        guard var second else { return [.moved(0, to: pointer)] }
        if alt || stickyMode != nil {
            let mode: SecondFinger.Mode = (alt ? shift : stickyMode == .together) ? .together : .mirrored
            if mode != second.mode { second.setMode(mode, pointer: pointer) }
        }
        self.second = second
        return second.moved(pointer: pointer)
    }

    /// The left button went up at `pointer`: finger 0 lifts, and the second finger with it.
    mutating func release(at pointer: Point) -> [FingerChange] {
        lastPointer = pointer
        defer { second = nil }
        return second?.up(pointer: pointer) ?? [.up(0, at: pointer)]
    }

    /// A right-click at `point`: a pin there goes, or a new one is put down (nil when every
    /// finger is taken).
    mutating func togglePin(at point: Point) -> FingerChange? {
        pins.toggle(at: point)
    }

    /// The dispatcher has only `activeFingers` down (an interruption cancelled the rest): the
    /// mouse's fingers that are gone are forgotten, so none is drawn or moved again.
    mutating func forget(keeping activeFingers: [Int]) {
        forget { activeFingers.contains($0) }
    }

    /// The same, asking of each finger the mouse holds whether the dispatcher has it down.
    mutating func forget(keepingFingersWhere isActive: (Int) -> Bool) {
        guard holdsFingers else { return }
        pins.keepOnly(where: isActive)
        if second != nil, !isActive(SecondFinger.finger) { second = nil }
    }

    /// Whether it holds a finger besides the pointer's (a second finger, a pin): with none,
    /// there is nothing to forget and no ring to draw.
    var holdsFingers: Bool { second != nil || !pins.pins.isEmpty }

    /// Forgets everything but the sticky mode: a new scene.
    mutating func reset() {
        second = nil
        pins = PinnedFingers()
        lastPointer = nil
    }
}
