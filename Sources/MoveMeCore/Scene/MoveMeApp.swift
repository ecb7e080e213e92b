/// The whole MoveMe program as a front end sees it: the window and its views, touches and
/// animations, driven by input in terminal cells and by time passed in, and drawn as a grid.
///
/// As the original's app delegate, it builds the window and views; the views do the rest.
public final class MoveMeApp {
    public let window: Window
    public let moveMeView: MoveMeView
    public let dispatcher: TouchDispatcher
    public private(set) var columns: Int
    public private(set) var rows: Int

    public init(columns: Int, rows: Int, greetings: [String] = Greetings.standard,
                doubleTapInterval: Double = TapCounter.standardInterval, time: Double = 0) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let frame = Self.frame(columns: self.columns, rows: self.rows)
        window = Window(frame: frame, animator: Animator(time: time))
        moveMeView = MoveMeView(frame: frame, greetings: greetings)
        window.addSubview(moveMeView)
        dispatcher = TouchDispatcher(window: window, tapCounter: TapCounter(interval: doubleTapInterval))
        window.layoutIfNeeded()  // laid out before it is first shown
    }

    public var placardView: PlacardView { moveMeView.placardView }
    public var greeting: String { placardView.displayString }

    /// A screen of cells in points: a cell is one point wide and two tall.
    static func frame(columns: Int, rows: Int) -> Rect {
        Rect(x: 0, y: 0, width: Double(columns), height: Double(rows) * 2)
    }

    /// The centre of a cell, in window points.
    public static func point(column: Int, row: Int) -> Point {
        Point(x: Double(column) + 0.5, y: Double(row) * 2 + 1)
    }

    // MARK: Size

    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        window.frame = Self.frame(columns: self.columns, rows: self.rows)
    }

    // MARK: Pointer

    public func pointerDown(column: Int, row: Int, at time: Double) {
        advance(to: time)
        dispatcher.pointerDown(at: Self.point(column: column, row: row), time: time)
    }

    public func pointerMoved(column: Int, row: Int, at time: Double) {
        advance(to: time)
        dispatcher.pointerMoved(to: Self.point(column: column, row: row), time: time)
    }

    public func pointerUp(column: Int, row: Int, at time: Double) {
        advance(to: time)
        dispatcher.pointerUp(at: Self.point(column: column, row: row), time: time)
    }

    /// An interruption (the terminal stopped or lost): the touch in flight is cancelled.
    public func cancelTouches(at time: Double) {
        advance(to: time)
        dispatcher.cancel(time: time)
    }

    /// A touch is in flight, from the mouse or the keys: the dispatcher knows.
    public var isTouching: Bool { dispatcher.activeTouch != nil }

    // MARK: Keyboard

    /// A touch, from the mouse or the keys, holds the placard.
    public var isHoldingPlacard: Bool { dispatcher.activeTouch?.view === placardView }

    /// Presses on the placard's centre with the keys, as a finger would: the pulse. Nothing
    /// happens during the bounce (interaction is off) or while the mouse holds a touch.
    public func grabPlacard(at time: Double) {
        advance(to: time)
        dispatcher.keyboardPress(on: placardView, time: time)
    }

    /// Drags the placard by whole cells, grabbing it first if needed; the touch stays on the
    /// screen (at most the centre of its last cell).
    public func movePlacard(columns dx: Int, rows dy: Int, at time: Double) {
        grabPlacard(at: time)
        let cellCentres = Rect(x: 0, y: 0, width: max(0, Double(columns) - 0.5), height: max(0, Double(rows) * 2 - 1))
        dispatcher.keyboardMove(by: Point(x: Double(dx), y: Double(dy) * 2), within: cellCentres, time: time)
    }

    /// Lets go of the placard held by the keys: it bounces home.
    public func releasePlacard(at time: Double) {
        advance(to: time)
        dispatcher.keyboardRelease(time: time)
    }

    public func showNextGreeting() {
        placardView.showNextGreeting()
    }

    /// The next greeting, asked for with a key: as a double tap on the background, ignored
    /// while the scene takes no touches (the bounce).
    public func showNextGreetingFromKeyboard(at time: Double) {
        advance(to: time)
        guard moveMeView.isUserInteractionEnabled, !dispatcher.isIgnoringInteractionEvents else { return }
        showNextGreeting()
    }

    // MARK: Time and drawing

    /// One turn of the run loop: the layout pass (what a resize asked for), then time. Layout
    /// first, so an animation it stops completes in this turn.
    public func advance(to time: Double) {
        window.layoutIfNeeded()
        window.animator.advance(to: time)
    }

    public var isAnimating: Bool { window.animator.isAnimating }

    public func render(_ mode: RenderMode = .halfBlocks) -> Grid {
        Rasterizer.render(window, columns: columns, rows: rows, mode: mode)
    }
}
