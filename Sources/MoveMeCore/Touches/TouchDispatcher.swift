/// Turns raw pointer input into touches and delivers them, as UIApplication and UIWindow do:
/// hit testing when a touch begins, tap counting, the responder chain, and ignoring
/// interaction events.
///
/// Single touch: a mouse has one pointer, and keys emulate one finger. This is the one place
/// that knows whether a touch is in flight and where: a front end asks (`activeTouch`) rather
/// than keeping its own copy. Times are seconds from any fixed origin, passed in.
public final class TouchDispatcher {
    public let window: Window
    public var tapCounter: TapCounter
    /// The touch in progress, if any.
    public private(set) var activeTouch: Touch?
    private var ignoringDepth = 0

    public init(window: Window, tapCounter: TapCounter = TapCounter()) {
        self.window = window
        self.tapCounter = tapCounter
    }

    /// While ignoring, new touches go nowhere (as UIApplication.beginIgnoringInteractionEvents).
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }
    public func beginIgnoringInteractionEvents() { ignoringDepth += 1 }
    public func endIgnoringInteractionEvents() { ignoringDepth = max(0, ignoringDepth - 1) }

    /// The pointer went down at a point of the window. A touch still in progress (its release
    /// was lost, or keys held one) is cancelled first.
    public func pointerDown(at point: Point, time: Double, source: TouchSource = .mouse) {
        guard point.isFinite, time.isFinite else { return }
        if activeTouch != nil { cancel(time: time) }
        let tapCount = tapCounter.touchBegan(at: point, time: time)
        let view = isIgnoringInteractionEvents ? nil : window.hitTest(point)
        let touch = Touch(at: point, time: time, tapCount: tapCount, source: source, view: view, window: window)
        activeTouch = touch
        deliver(touch)
    }

    /// The pointer moved. Only the touch of the same source follows it.
    public func pointerMoved(to point: Point, time: Double, source: TouchSource = .mouse) {
        guard let touch = activeTouch, touch.source == source, point.isFinite, time.isFinite,
              point != touch.locationInWindow else { return }
        touch.update(phase: .moved, location: point, time: time)
        tapCounter.touchMoved(to: point)
        deliver(touch)
    }

    /// The pointer went up. Only the touch of the same source ends.
    public func pointerUp(at point: Point, time: Double, source: TouchSource = .mouse) {
        guard let touch = activeTouch, touch.source == source, point.isFinite, time.isFinite else { return }
        touch.update(phase: .ended, location: point, time: time)
        activeTouch = nil
        tapCounter.touchEnded(at: point, time: time, count: touch.tapCount)
        deliver(touch)
    }

    /// The system took the touch away (an interruption): it is cancelled where it is.
    public func cancel(time: Double) {
        guard let touch = activeTouch else { return }
        touch.update(phase: .cancelled, location: touch.locationInWindow, time: time)
        activeTouch = nil
        tapCounter.reset()
        deliver(touch)
    }

    private func deliver(_ touch: Touch) {
        window.sendEvent(Event(touches: [touch], timestamp: touch.timestamp))
    }
}
