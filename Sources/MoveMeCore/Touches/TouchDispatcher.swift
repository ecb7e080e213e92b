/// Turns raw finger input into touches and delivers them, as UIApplication and UIWindow do:
/// hit testing when a touch begins, tap counting, `isMultipleTouchEnabled` and
/// `isExclusiveTouch`, the responder chain, and ignoring interaction events.
///
/// Fingers are numbered (`fingers`): the mouse, and keys standing in for a finger, are finger
/// 0 (`pointerDown` and friends); a pinned or mirrored second finger is another. This is the
/// one place that knows which touches are in flight and where: a front end asks
/// (`activeTouches`) rather than keeping its own copy. Times are seconds from any fixed origin,
/// passed in.
///
/// It holds its window and application; nothing in the window holds it, and touches hold
/// their views weakly, so dropping a scene frees its whole tree.
public final class TouchDispatcher {
    /// The finger numbers taken; any other is ignored. Ten, as a pair of hands.
    public static let fingers = 0..<10

    /// The window it delivers to.
    public let window: Window
    /// The end of the window's responder chain.
    public let application: Application
    /// Finger 0's tap counter (the mouse's); the other fingers count with copies of it.
    public var tapCounter: TapCounter
    private var otherTapCounters: [Int: TapCounter] = [:]
    private var touchesByFinger: [Int: Touch] = [:] { didSet { sortedTouches = nil } }
    /// `activeTouches` as last made, until a finger comes or goes: asked every frame fingers
    /// are down (their rings), it sorted the fingers and made the list each time.
    private var sortedTouches: [Touch]?
    /// Told of each finger that lands on a view and is delivered to no one (`Touch.refusal`),
    /// after the touch log: a scene says so in its caption.
    public var touchRefused: ((Touch) -> Void)?

    /// A dispatcher that feeds `window` and makes `application` the end of its responder chain:
    /// give every scene's dispatcher the program's one application.
    public init(window: Window, tapCounter: TapCounter = TapCounter(), application: Application = Application()) {
        self.window = window
        self.tapCounter = tapCounter
        self.application = application
        window.application = application
        window.touchDispatcher = self
        application.register(self)
    }

    // MARK: Touches in flight

    /// Every touch that is down, refused ones included, by finger.
    public var activeTouches: [Touch] {
        if let sortedTouches { return sortedTouches }
        let touches = touchesByFinger.keys.sorted().map { touchesByFinger[$0]! }
        sortedTouches = touches
        return touches
    }

    /// Whether a touch other than `finger`'s is down: asked every frame (are there rings to
    /// draw?) without making the sorted list.
    public func hasTouch(besidesFinger finger: Int) -> Bool {
        touchesByFinger.count > (touchesByFinger[finger] == nil ? 0 : 1)
    }

    /// The touch of `finger`, if it is down.
    public func touch(forFinger finger: Int) -> Touch? { touchesByFinger[finger] }

    /// Finger 0's touch: the mouse's or the keys'.
    public var activeTouch: Touch? { touchesByFinger[0] }

    // MARK: Ignoring

    /// The application's (`Application.beginIgnoringInteractionEvents`): beginning cancels
    /// the touches in flight, and while it ignores them new touches go nowhere.
    public var isIgnoringInteractionEvents: Bool { application.isIgnoringInteractionEvents }
    /// Starts ignoring touches: `Application.beginIgnoringInteractionEvents()`.
    public func beginIgnoringInteractionEvents() { application.beginIgnoringInteractionEvents() }
    /// Ends one `beginIgnoringInteractionEvents()`.
    public func endIgnoringInteractionEvents() { application.endIgnoringInteractionEvents() }

    /// The application began ignoring: every touch in flight is cancelled where it is, at the
    /// time of the latest of them (the call brings no time, and nothing later is known here).
    func cancelTouchesForIgnoring() {
        guard let time = touchesByFinger.values.lazy.map(\.timestamp).max() else { return }
        cancelAllTouches(time: time)
    }

    /// `view` left the window: the touches of it and its subviews are cancelled (they get
    /// `touchesCancelled`, their fingers' later moves and lifts go nowhere), at the time of the
    /// latest touch, as UIKit cancels a touch whose view is removed from its window.
    func cancelTouches(inTreeOf view: View) {
        let fingers = touchesByFinger.filter { $0.value.view?.isDescendant(of: view) == true }.map(\.key)
        guard !fingers.isEmpty, let time = touchesByFinger.values.lazy.map(\.timestamp).max() else { return }
        cancel(fingers: fingers, time: time)
    }

    // MARK: Fingers

    /// A finger went down at a point of the window: a touch begins, hit tested there.
    ///
    /// - Parameters:
    ///   - finger: Its number, in `fingers`; a finger that is down already is cancelled first.
    ///   - point: Where, in window coordinates.
    ///   - time: When, in seconds from any fixed origin.
    ///   - source: What made it: the mouse, or the keys standing in for a finger.
    public func fingerDown(_ finger: Int, at point: Point, time: Double, source: TouchSource = .mouse) {
        fingersChanged([.down(finger, at: point)], time: time, source: source)
    }

    /// A finger moved to a point of the window; only a touch of the same `source` follows it.
    public func fingerMoved(_ finger: Int, to point: Point, time: Double, source: TouchSource = .mouse) {
        fingersChanged([.moved(finger, to: point)], time: time, source: source)
    }

    /// A finger lifted at a point of the window; only a touch of the same `source` ends.
    public func fingerUp(_ finger: Int, at point: Point, time: Double, source: TouchSource = .mouse) {
        fingersChanged([.up(finger, at: point)], time: time, source: source)
    }

    /// Fingers that changed at one instant: one event carries them all, and the touches that
    /// did not change are stationary in it (a down after an up starts a new event). A finger
    /// out of range, a move or an up of a finger that is not down (or is another source's), a
    /// point or time that is not finite: ignored. A down of a finger already down cancels its
    /// touch first (its release was lost).
    ///
    /// - Parameters:
    ///   - changes: What each finger did, in order; a finger that changes twice ends one event
    ///     and starts another.
    ///   - time: When, in seconds from any fixed origin.
    ///   - source: What made the touches: the mouse, or the keys standing in for a finger.
    public func fingersChanged(_ changes: [FingerChange], time: Double, source: TouchSource = .mouse) {
        guard time.isFinite else { return }
        // The changed touches' list is the last call's storage, taken while this call runs (a
        // call made while delivering finds none and makes its own): a drag report allocates
        // no list.
        var changed = spareTouches
        spareTouches = []
        defer {
            changed.removeAll(keepingCapacity: true)
            spareTouches = changed
        }
        /// Refused touches that changed: in no event, but not stationary either.
        var refusedChanged: [Touch] = []
        func flush() {
            if !changed.isEmpty || !refusedChanged.isEmpty { deliver(changed, refused: refusedChanged, time: time) }
            changed.removeAll(keepingCapacity: true)
            refusedChanged.removeAll()
        }
        for change in changes {
            let finger = change.finger, point = change.point
            guard Self.fingers.contains(finger), point.isFinite else { continue }
            if changed.contains(where: { $0.finger == finger }) || refusedChanged.contains(where: { $0.finger == finger }) {
                flush()
            }
            switch change {
            case .down:
                // A finger that lifted in this batch ends in its own event first: a view is
                // handed its new finger after the old one's end, never before.
                if changed.contains(where: { $0.phase == .ended }) { flush() }
                if touchesByFinger[finger] != nil {
                    flush()
                    cancel(fingers: [finger], time: time)
                }
                let touch = begin(finger, at: point, time: time, source: source)
                if touch.refusal == nil { changed.append(touch) } else { refusedChanged.append(touch) }
            case .moved:
                guard let touch = touchesByFinger[finger], touch.source == source,
                      point != touch.locationInWindow else { continue }
                touch.update(phase: .moved, location: point, time: time)
                withTapCounter(finger) { $0.touchMoved(to: point) }
                if touch.refusal == nil { changed.append(touch) } else { refusedChanged.append(touch) }
            case .up:
                guard let touch = touchesByFinger[finger], touch.source == source else { continue }
                touch.update(phase: .ended, location: point, time: time)
                touchesByFinger[finger] = nil
                withTapCounter(finger) { $0.touchEnded(at: point, time: time, count: touch.tapCount) }
                if touch.refusal == nil { changed.append(touch) } else { refusedChanged.append(touch) }
            }
        }
        flush()
    }

    /// The system took every touch away (an interruption): each is cancelled where it is, in
    /// one event, and tap sequences start again.
    public func cancelAllTouches(time: Double) {
        cancel(fingers: Array(touchesByFinger.keys), time: time)
    }

    /// Cancels the touches of `fingers` in one event.
    public func cancel(fingers: [Int], time: Double) {
        guard time.isFinite else { return }
        var cancelled: [Touch] = []
        for finger in fingers.sorted() {
            guard let touch = touchesByFinger.removeValue(forKey: finger) else { continue }
            touch.update(phase: .cancelled, location: touch.locationInWindow, time: time)
            withTapCounter(finger) { $0.reset() }
            if touch.refusal == nil { cancelled.append(touch) }
        }
        if !cancelled.isEmpty { deliver(cancelled, time: time) }
    }

    // MARK: The pointer: finger 0

    /// The pointer went down at a point of the window. A touch still in progress on finger 0
    /// (its release was lost, or keys held one) is cancelled first.
    public func pointerDown(at point: Point, time: Double, source: TouchSource = .mouse) {
        guard point.isFinite, time.isFinite else { return }
        if touchesByFinger[0] != nil { cancel(fingers: [0], time: time) }
        fingerDown(0, at: point, time: time, source: source)
    }

    /// The pointer moved. Only the touch of the same source follows it.
    public func pointerMoved(to point: Point, time: Double, source: TouchSource = .mouse) {
        fingerMoved(0, to: point, time: time, source: source)
    }

    /// The pointer went up. Only the touch of the same source ends.
    public func pointerUp(at point: Point, time: Double, source: TouchSource = .mouse) {
        fingerUp(0, at: point, time: time, source: source)
    }

    // MARK: Delivering

    /// A new touch on `finger`: hit tested (nowhere while ignoring), counted, and refused if
    /// the views' flags say so.
    private func begin(_ finger: Int, at point: Point, time: Double, source: TouchSource) -> Touch {
        let tapCount = withTapCounter(finger) { $0.touchBegan(at: point, time: time) }
        let hit = isIgnoringInteractionEvents ? nil : window.hitTest(point)
        let refusal = hit.flatMap(refusal(for:))
        let touch = Touch(at: point, time: time, tapCount: tapCount, finger: finger, source: source,
                          view: refusal == nil ? hit : nil, refusal: refusal,
                          refusedView: refusal == .notMultipleTouch ? hit : nil,
                          window: window)
        touchesByFinger[finger] = touch
        guard let refusal else {
            if touch.view != nil { window.attachRecognizers(to: touch) }
            return touch
        }
        window.touchLog.touchRefused(touch, on: hit, refusal)
        touchRefused?(touch)
        return touch
    }

    /// Whether a finger landing on `view` now is refused, and why: UIKit's rules for
    /// `isExclusiveTouch` (both ways) and `isMultipleTouchEnabled`. A view that is not
    /// multi-touch gets only the first finger of the sequence that starts in it, and that
    /// sequence lasts until every finger of it has lifted, those it refused too: the first
    /// lifting while a refused one stays down starts no new sequence. A finger refused for
    /// another view's exclusive touch belongs to no view's sequence, as if it had hit none.
    private func refusal(for view: View) -> TouchRefusal? {
        var tracked: [View] = []
        var inSequence = false
        for touch in touchesByFinger.values {
            if touch.refusal == nil, let other = touch.view { tracked.append(other) }
            if touch.landedView === view { inSequence = true }
        }
        if tracked.contains(where: { $0 !== view && $0.isExclusiveTouch }) { return .exclusiveViewIsTracking }
        if view.isExclusiveTouch, tracked.contains(where: { $0 !== view }) { return .viewIsExclusive }
        if !view.isMultipleTouchEnabled, inSequence { return .notMultipleTouch }
        return nil
    }

    /// One event: `changed` as its touches, every other delivered touch in flight stationary.
    /// Refused touches that changed are in no event, and only they leave the others as they
    /// were; with nothing else changed, no event is sent.
    private func deliver(_ changed: [Touch], refused: [Touch] = [], time: Double) {
        // One set of the changed touches for both (`all` is copied only if a stationary touch
        // joins it), and none made for no refused touch: a drag's event is one set, not three.
        let touches = set(of: changed)
        var all = touches
        let refused: Set<Touch> = refused.isEmpty ? [] : Set(refused)
        for touch in touchesByFinger.values where !all.contains(touch) && !refused.contains(touch) {
            touch.becomeStationary()
            if touch.refusal == nil { all.insert(touch) }
        }
        guard !changed.isEmpty else { return }
        window.sendEvent(Event(touches: touches, allTouches: all, timestamp: time))
        // An ended touch is not kept by the set kept for it.
        if let lone = loneTouch.first, lone.phase == .ended || lone.phase == .cancelled { loneTouch = [] }
    }

    /// Storage for `fingersChanged`'s list of changed touches, empty between calls.
    private var spareTouches: [Touch] = []

    /// The set of the last event's lone touch, kept while that touch is in flight: a drag is
    /// hundreds of events of the same one touch, and a new set each time cost an allocation
    /// and a look-up of the set's generic type at run time (3% of a session's CPU). Touches
    /// are equal by identity, so the set of the same touch is the same set.
    private var loneTouch: Set<Touch> = []

    private func set(of changed: [Touch]) -> Set<Touch> {
        guard changed.count == 1 else { return Set(changed) }
        if loneTouch.count != 1 || loneTouch.first !== changed[0] { loneTouch = [changed[0]] }
        return loneTouch
    }

    @discardableResult
    private func withTapCounter<R>(_ finger: Int, _ body: (inout TapCounter) -> R) -> R {
        if finger == 0 { return body(&tapCounter) }
        var counter = otherTapCounters[finger] ?? TapCounter(interval: tapCounter.interval, slop: tapCounter.slop)
        defer { otherTapCounters[finger] = counter }
        return body(&counter)
    }
}
