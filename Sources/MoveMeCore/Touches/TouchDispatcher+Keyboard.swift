/// A finger emulated with keys, for a terminal without a mouse or a user who prefers keys:
/// one key presses on a view (as a finger landing on its centre), arrows slide the touch, and
/// another lifts it. The views see ordinary touches, so the pulse, the drag and the bounce
/// are the same as with the mouse.
///
/// The emulated finger keeps no state of its own: where it is, and whether it is down, is the
/// dispatcher's active touch with source `.keyboard`.
extension TouchDispatcher {
    /// The touch the keys hold, if any.
    public var keyboardTouch: Touch? {
        activeTouch.flatMap { $0.source == .keyboard ? $0 : nil }
    }

    /// Presses on the centre of `view` (its model centre, which hit testing uses). Returns
    /// whether `view` took the touch. A press that lands elsewhere (another view is in front,
    /// interaction is off, events are ignored) is cancelled at once: a key cannot aim, so
    /// holding a touch on something the user did not mean would only leave later keys stuck
    /// on it. Nothing happens while the mouse holds a touch, or when the keys already hold one
    /// on `view`.
    @discardableResult
    public func keyboardPress(on view: View, time: Double) -> Bool {
        if let touch = keyboardTouch, touch.view === view { return true }
        guard activeTouch == nil, let parent = view.superview else { return false }
        let center = window.convert(view.center, from: parent)
        pointerDown(at: center, time: time, source: .keyboard)
        guard let touch = keyboardTouch, touch.view === view else {
            cancel(fingers: [0], time: time)
            return false
        }
        return true
    }

    /// Slides the keys' touch by `offset` points, kept inside `area` (window coordinates; the
    /// window's bounds when nil).
    public func keyboardMove(by offset: Point, within area: Rect? = nil, time: Double) {
        guard let touch = keyboardTouch else { return }
        let area = area ?? window.bounds
        let target = touch.location(in: nil) + offset
        let next = Point(x: target.x.clamped(to: area.minX...max(area.minX, area.maxX)),
                         y: target.y.clamped(to: area.minY...max(area.minY, area.maxY)))
        pointerMoved(to: next, time: time, source: .keyboard)
    }

    /// Lifts the keys' touch where it is.
    public func keyboardRelease(time: Double) {
        guard let touch = keyboardTouch else { return }
        pointerUp(at: touch.location(in: nil), time: time, source: .keyboard)
    }
}
