/// Where a touch is in its life, as UITouch.Phase.
public enum TouchPhase: Sendable {
    /// Down now; moved; down and unchanged in an event of other touches; lifted; taken away.
    case began, moved, stationary, ended, cancelled
}

/// One finger, as UITouch: the mouse pointer while its button is down (finger 0), a pinned or
/// mirrored second finger, or keys standing in for one.
///
/// Its `view` is fixed by hit testing when it begins and never changes. Locations are kept in
/// window coordinates and converted on request.
///
/// A touch holds its view and window weakly: views keep the touches they track (a tile its two
/// fingers), and a strong link back would make every such view keep its own tree alive. A
/// view that goes away while touched leaves its touch delivered to no one.
public final class Touch: Hashable {
    /// Where it is in its life.
    public internal(set) var phase: TouchPhase
    /// Its place in a run of quick taps near each other: 1, or 2 for the second press of a
    /// double tap.
    public let tapCount: Int
    /// Which finger: 0 is the mouse (and the keys' finger); the dispatcher knows the others.
    public let finger: Int
    /// The mouse or the keyboard; fixed when the touch begins.
    public let source: TouchSource
    /// When it last changed, as the front end passed the time in.
    public internal(set) var timestamp: Double
    /// The view the touch began in; nil when it began where no view takes touches, when it
    /// was refused (`refusal`), or when its view has gone.
    public var view: View? { weakView }
    private weak var weakView: View?
    /// Why no one gets this touch although it landed on a view (`TouchRefusal`); nil for a
    /// touch delivered as usual.
    public let refusal: TouchRefusal?
    /// The view whose sequence it belongs to (weakly, as `view`): its own, or the view that
    /// refused it as a further finger (`.notMultipleTouch`), until it lifts.
    var landedView: View? { weakView ?? weakRefusedView }
    private weak var weakRefusedView: View?
    /// The window it is in.
    public unowned let window: Window
    package var locationInWindow: Point
    var previousLocationInWindow: Point
    /// Its number in the window's touch log (`TouchLog`), 0 before it is logged.
    var logNumber = 0
    /// The gesture recognizers watching it and what its view has had of it; nil when none
    /// watches, and then it is delivered as it always was.
    var gestures: TouchGestures?

    init(at point: Point, time: Double, tapCount: Int, finger: Int = 0, source: TouchSource = .mouse,
         view: View?, refusal: TouchRefusal? = nil, refusedView: View? = nil, window: Window) {
        phase = .began
        self.tapCount = tapCount
        self.finger = finger
        self.source = source
        timestamp = time
        weakView = view
        self.refusal = refusal
        weakRefusedView = refusedView
        self.window = window
        locationInWindow = point
        previousLocationInWindow = point
    }

    /// The location in `view`'s coordinates (nil: the window's).
    /// The window's own is the point as kept: converting it from the window to itself would
    /// walk the window's geometry for nothing (the touches scene asks for each finger's every frame).
    public func location(in view: View?) -> Point {
        guard let view, view !== window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// Where it was before its last move, in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: View?) -> Point {
        (view ?? window).convert(previousLocationInWindow, from: window)
    }

    /// Whether it is still down: began, moved or stationary.
    public var isActive: Bool { phase == .began || phase == .moved || phase == .stationary }

    func update(phase: TouchPhase, location: Point, time: Double) {
        self.phase = phase
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        timestamp = time
    }

    /// A touch that did not change in an event: it keeps its place and its time.
    func becomeStationary() {
        previousLocationInWindow = locationInWindow
        phase = .stationary
    }

    /// Touches are equal only to themselves.
    public static func == (a: Touch, b: Touch) -> Bool { a === b }
    /// Hashes its identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
