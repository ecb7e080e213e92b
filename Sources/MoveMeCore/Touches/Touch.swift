/// Where a touch is in its life, as UITouch.Phase.
public enum TouchPhase: Sendable {
    case began, moved, stationary, ended, cancelled
}

/// One finger (here: the mouse pointer while its button is down), as UITouch.
///
/// Its `view` is fixed by hit testing when it begins and never changes. Locations are kept in
/// window coordinates and converted on request.
public final class Touch: Hashable {
    public internal(set) var phase: TouchPhase
    public let tapCount: Int
    /// The mouse or the keyboard; fixed when the touch begins.
    public let source: TouchSource
    public internal(set) var timestamp: Double
    /// The view the touch began in; nil when it began where no view takes touches.
    public let view: View?
    public let window: Window
    var locationInWindow: Point
    var previousLocationInWindow: Point

    init(at point: Point, time: Double, tapCount: Int, source: TouchSource = .mouse, view: View?, window: Window) {
        phase = .began
        self.tapCount = tapCount
        self.source = source
        timestamp = time
        self.view = view
        self.window = window
        locationInWindow = point
        previousLocationInWindow = point
    }

    /// The location in `view`'s coordinates (nil: the window's).
    public func location(in view: View?) -> Point {
        (view ?? window).convert(locationInWindow, from: window)
    }

    public func previousLocation(in view: View?) -> Point {
        (view ?? window).convert(previousLocationInWindow, from: window)
    }

    func update(phase: TouchPhase, location: Point, time: Double) {
        self.phase = phase
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        timestamp = time
    }

    public static func == (a: Touch, b: Touch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A set of touches delivered together, as UIEvent.
public final class Event {
    public let touches: Set<Touch>
    public let timestamp: Double

    init(touches: Set<Touch>, timestamp: Double) {
        self.touches = touches
        self.timestamp = timestamp
    }

    public var allTouches: Set<Touch> { touches }

    public func touches(for view: View) -> Set<Touch> {
        touches.filter { $0.view === view }
    }
}
