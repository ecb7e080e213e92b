/// A view that turns touches into events for its targets, as UIControl: a finger down in it,
/// dragged out of it and back, lifted inside or outside, taken away (`ControlEvents`), each
/// sent to the targets registered for it (`addTarget(_:action:for:)`, `Control+TargetAction`).
///
/// Tracking follows UIControl's: a touch down highlights it and starts tracking
/// (`beginTracking(_:with:)`); each move recomputes whether the finger is inside its bounds
/// (`isTouchInside`, and the highlight with it) and sends a drag event, with drag enter or exit
/// when the finger crossed the edge; the lift ends tracking and sends touch up inside or
/// outside; a cancel sends touch cancel. Inside is the bounds exactly (`point(inside:with:)`),
/// as Chameleon has it: UIKit's slop around a finger is undocumented, and a mouse is precise.
/// A disabled control ignores touches: a touch that came down while it was disabled goes on
/// along the responder chain.
open class Control: View {
    /// Whether it takes touches; a disabled control draws as disabled (`state`).
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether it is selected: a toggle's on, set by the app.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether it is highlighted: set while a finger is down on it and inside its bounds,
    /// cleared when the finger lifts or leaves.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// Whether a touch is being tracked: from the touch down (if `beginTracking` agreed) until
    /// the lift or the cancel.
    public internal(set) var isTracking = false
    /// Whether the finger tracked is inside the bounds; meaningful only while tracking.
    public internal(set) var isTouchInside = false

    /// The state its flags make: highlighted, disabled, selected, or normal.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Its targets, actions and events, in the order they were added.
    var registrations: [ControlTarget] = []
    /// Whether it took the touch down in it (it was enabled then): the rest of that touch is
    /// its own too, and a touch it did not take goes on along the chain.
    private var tookTouch = false

    /// Its state changed: it draws again (a button its title in the state's colour).
    func stateDidChange() {
        setNeedsDisplay()
    }

    // MARK: Tracking: what a subclass overrides

    /// A touch came down in it: whether to track it. The default is yes.
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }

    /// The tracked touch moved: whether to go on tracking it. The default is yes.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }

    /// The tracked touch lifted. Nothing by default.
    open func endTracking(_ touch: Touch?, with event: Event?) {}

    /// The tracked touch was taken away. Nothing by default; an override calls super.
    open func cancelTracking(with event: Event?) {}

    // MARK: Touches

    /// A finger came down: highlighted, tracking if `beginTracking` agrees, touch down sent
    /// (with touch down repeat from a run of taps' second). Disabled: passed on along the chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        tookTouch = true
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    /// The finger moved: inside or not, highlighted to match, a drag event sent, with enter or
    /// exit when it crossed the edge.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard tookTouch, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let wasInside = isTouchInside
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: ControlEvents = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside, !wasInside { events.insert(.touchDragEnter) }
        if !isTouchInside, wasInside { events.insert(.touchDragExit) }
        sendActions(for: events, with: event)
    }

    /// The finger lifted: touch up inside or outside, and tracking ends.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard tookTouch, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        tookTouch = false
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside, with: event)
        }
        isTracking = false
        isTouchInside = false
    }

    /// The touch was taken away: touch cancel, and tracking ends.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard tookTouch else { return super.touchesCancelled(touches, with: event) }
        tookTouch = false
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel, with: event)
        }
        isTracking = false
        isTouchInside = false
    }
}
