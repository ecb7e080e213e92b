/// The touches of one instant, as UIEvent (or a motion: `type`): `touches` changed now (began, moved, ended,
/// cancelled) and are what a responder is handed; `allTouches` adds the ones of the same
/// sequence that did not (`stationary`).
public final class Event {
    /// What changed at this instant, in every view.
    public let touches: Set<Touch>
    /// Every touch of the sequence: the changed ones and the stationary ones. Refused touches
    /// are in no event.
    public let allTouches: Set<Touch>
    /// When it happened, as the front end passed the time in.
    public let timestamp: Double
    /// Touches, or a motion (a shake), which has no touches.
    public let type: EventType
    /// Which motion, for a motion event; `none` for touches.
    public let subtype: EventSubtype

    init(touches: Set<Touch>, allTouches: Set<Touch>? = nil, timestamp: Double) {
        self.touches = touches
        self.allTouches = allTouches ?? touches
        self.timestamp = timestamp
        type = .touches
        subtype = .none
    }

    /// A motion event: a type, a subtype and a time, no touches.
    init(motion: EventSubtype, timestamp: Double) {
        touches = []
        allTouches = []
        self.timestamp = timestamp
        type = .motion
        subtype = motion
    }

    /// Every touch of `view` in this event, changed or stationary, as `touchesForView:`. In
    /// `touchesEnded`, `touches.count == event.touches(for: self).count` means the last finger
    /// on the view lifted.
    public func touches(for view: View) -> Set<Touch> {
        allTouches.filter { $0.view === view }
    }

    /// Every touch of this event that `gestureRecognizer` is receiving, as
    /// `touchesForGestureRecognizer:`.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch> {
        allTouches.filter { gestureRecognizer.trackedTouches.contains($0) && !gestureRecognizer.ignoredTouches.contains($0) }
    }

    /// Every touch of `window` in this event, as `touchesForWindow:`.
    public func touches(for window: Window) -> Set<Touch> {
        allTouches.filter { $0.window === window }
    }
}
