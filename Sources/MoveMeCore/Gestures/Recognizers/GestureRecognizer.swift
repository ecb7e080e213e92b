/// Something that recognizes a gesture in the touches of a view, as UIGestureRecognizer: attached
/// to a view (`View.addGestureRecognizer(_:)`), it sees the touches that begin on that view or a
/// view under it before the view does, and as its `state` changes it sends its actions to its
/// targets and decides what the touches' view gets (`cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded`).
///
/// A concrete recognizer (`TapGestureRecognizer`, `PanGestureRecognizer`, …) overrides the touch
/// methods and sets `state`; the base class keeps the rules: the transitions UIKit allows, the
/// delegate's `gestureRecognizerShouldBegin(_:)`, `require(toFail:)`, and that by default no two
/// recognizers of the same touches recognize together (`GestureRecognizer+Relations`).
///
/// The actions are sent on the run loop's next turn, as UIKit sends them ("the action method is
/// called at the next turn of the run loop"): a perform at the state change's time on the
/// application's `RunLoop`, which a scene's `advance(to:)` runs. So the touches' view has had
/// its event (and its `touchesCancelled`) before any action, and an action reads the state that
/// sent it. The reset to possible after ended, cancelled or failed follows the actions in the
/// same turn.
open class GestureRecognizer {
    // MARK: State

    /// Where it is in recognizing (see `State`). Set by the recognizer itself, as a subclass of
    /// UIGestureRecognizer sets it: a transition UIKit does not allow is ignored, leaving
    /// possible may fail instead (the delegate, `require(toFail:)`, another recognizer), and one
    /// waiting for another's failure stays possible until that fails.
    public var state: State {
        get { currentState }
        set { attemptState(newValue) }
    }
    var currentState: State = .possible
    /// The state it reached while a recognizer it requires to fail had not yet: shown once
    /// that one fails.
    var pendingState: State?

    /// The view it is attached to.
    public internal(set) weak var view: View?
    /// A disabled recognizer sees no touches; disabling one that is recognizing cancels it, as
    /// UIKit's, and one still possible in a sequence of touches fails.
    open var isEnabled = true {
        didSet { if oldValue, !isEnabled { stopForDisabling() } }
    }
    /// Asked whether it may begin, whether it sees a touch, and whether it may recognize with
    /// another.
    public weak var delegate: GestureRecognizerDelegate?
    /// When it recognizes (begins, or is recognized), the touches' view gets `touchesCancelled`
    /// for the touches it already had, and nothing more of them. Yes by default, as UIKit's.
    public var cancelsTouchesInView = true
    /// The touches' view gets nothing of a touch until this recognizer fails (nothing at all if
    /// it recognizes). No by default.
    public var delaysTouchesBegan = false
    /// The touches' view gets a touch's end only once this recognizer fails; if it recognizes
    /// the view gets `touchesCancelled` instead. Yes by default, as UIKit's.
    public var delaysTouchesEnded = true

    var targets: [(target: WeakReference<AnyObject>, action: Action)] = []
    /// The recognizers it waits for (`require(toFail:)`), and those that wait for it.
    var failureRequirements: [WeakReference<GestureRecognizer>] = []
    var dependents: [WeakReference<GestureRecognizer>] = []
    /// The touches it received since it was last reset, in the order they began.
    var trackedTouches: [Touch] = []
    /// The touches it was told to ignore (`ignore(_:for:)`).
    var ignoredTouches: Set<Touch> = []
    /// The latest time it knows: its event's, or its run loop's for a timer.
    var time: Double = 0

    /// A recognizer with no target yet.
    public init() {}

    /// A recognizer that sends `action` to `target`.
    public convenience init(target: AnyObject, action: Action) {
        self.init()
        addTarget(target, action: action)
    }

    /// The name of its class ("TapGestureRecognizer"), for an inspector.
    public private(set) lazy var typeName = _typeName(type(of: self), qualified: false)

    /// The run loop its timers and actions wait on: its view's window's application's.
    public var runLoop: RunLoop? { view?.window?.application?.runLoop }

    // MARK: Targets

    /// Adds a target: each state that sends actions sends `action` to it, with the recognizer
    /// as the sender (`Action("handle:", Controller.handle)`). The target is held weakly.
    public func addTarget(_ target: AnyObject, action: Action) {
        targets.append((WeakReference(target), action))
    }

    /// Removes `target`'s `action` (nil target: every target's; nil action: every action).
    public func removeTarget(_ target: AnyObject?, action: Action?) {
        targets.removeAll { entry in
            (target == nil || entry.target.object === target) && (action == nil || entry.action.name == action?.name)
                || entry.target.object == nil
        }
    }

    /// Sends the actions to every target still there.
    func sendActions() {
        for entry in targets {
            guard let target = entry.target.object else { continue }
            _ = entry.action.send(to: target, from: self, for: nil)
        }
    }

    // MARK: Touches

    /// The touches of the gesture: those down now, or, once all have lifted, those that lifted
    /// last (a tap's, in its action). Ignored touches are not among them.
    public var touches: [Touch] {
        let involved = trackedTouches.filter { !ignoredTouches.contains($0) }
        let down = involved.filter(\.isActive)
        if !down.isEmpty { return down }
        guard let last = involved.map(\.timestamp).max() else { return [] }
        return involved.filter { $0.timestamp == last }
    }

    /// How many touches the gesture has (`touches`), as UIKit's "number of touches involved for
    /// which locations can be queried".
    public var numberOfTouches: Int { touches.count }

    /// Where the gesture is, in `view`'s coordinates (nil: the window's): the centroid of its
    /// touches, as UIKit's "usually the centroid"; the origin when it has none.
    open func location(in view: View?) -> Point {
        Self.centroid(of: touches.map { $0.location(in: view) })
    }

    /// Where one of its touches is (`touches[index]`), in `view`'s coordinates; the origin for
    /// an index it has not.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        let touches = touches
        return touches.indices.contains(index) ? touches[index].location(in: view) : .zero
    }

    /// Touches began on its view or under it. Nothing by default: a subclass recognizes here.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Its touches moved. Nothing by default.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Its touches lifted. Nothing by default.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Its touches were taken away. By default a recognizing gesture is cancelled and a
    /// possible one fails.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = currentState == .possible ? .failed : .cancelled
    }

    /// Back to possible, after ended, cancelled or failed: a subclass forgets its gesture here
    /// (and calls super). The touches it had are no longer its: it gets nothing more of them.
    open func reset() {}

    /// Stops seeing `touch` for good: it is no longer among `touches`, and it is not cancelled
    /// in its view when this recognizer recognizes.
    public func ignore(_ touch: Touch, for event: Event) {
        ignoredTouches.insert(touch)
    }

    /// Whether this recognizer, recognizing, keeps `other` from recognizing the same touches.
    /// Yes by default; a tap never prevents a tap that needs more taps.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other`, recognizing, keeps this one from recognizing. Yes by default.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    // MARK: Seeing an event (the window's)

    /// The window's delivery: `touches` are the event's touches attached to this recognizer.
    /// A new one is tracked; the others only if it tracks them. Nothing while it is disabled,
    /// finished or waiting for another's failure.
    func receive(_ event: Event, touches: [Touch]) {
        time = event.timestamp
        var began: Set<Touch> = [], moved: Set<Touch> = [], ended: Set<Touch> = [], cancelled: Set<Touch> = []
        for touch in touches where !ignoredTouches.contains(touch) {
            if touch.phase == .began {
                guard isReceiving else { continue }
                trackedTouches.append(touch)
                began.insert(touch)
                continue
            }
            guard trackedTouches.contains(touch) else { continue }
            switch touch.phase {
            case .moved: moved.insert(touch)
            case .ended: ended.insert(touch)
            case .cancelled: cancelled.insert(touch)
            case .began, .stationary: break
            }
        }
        if !began.isEmpty { touchesBegan(began, with: event) }
        if !moved.isEmpty, isReceiving { touchesMoved(moved, with: event) }
        if !ended.isEmpty, isReceiving { touchesEnded(ended, with: event) }
        if !cancelled.isEmpty, isReceiving { touchesCancelled(cancelled, with: event) }
    }

    /// Whether touches reach its methods now.
    var isReceiving: Bool { isEnabled && pendingState == nil && !currentState.isFinished }

    /// Whether it is watching `touch` for its view: it tracks it, has not ignored it, and has
    /// not failed.
    func isWatching(_ touch: Touch) -> Bool {
        currentState != .failed && trackedTouches.contains(touch) && !ignoredTouches.contains(touch)
    }

    /// Disabled: a recognizing gesture is cancelled, a possible one in a sequence fails.
    private func stopForDisabling() {
        if currentState == .began || currentState == .changed {
            state = .cancelled
        } else if currentState == .possible, !trackedTouches.isEmpty {
            pendingState = nil
            state = .failed
        }
    }
}
