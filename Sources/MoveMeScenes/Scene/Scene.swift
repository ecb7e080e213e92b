import MoveMeCore
import MoveMeRendering
/// What a front end runs: a window of views driven by pointer input in terminal cells and by
/// time passed in, drawn as cells. MoveMe itself (`MoveMeApp`) is one scene; the dynamics
/// chapter's recipes are others. A front end switches between them and treats them alike.
///
/// A conforming type keeps the window, its touch dispatcher and its size, and says how it
/// advances, resizes and restarts; the pointer, drawing and the inspector's snapshot are
/// written once, here.
public protocol Scene: AnyObject {
    var window: Window { get }
    var dispatcher: TouchDispatcher { get }
    /// The size the scene is laid out in, in cells.
    var columns: Int { get }
    var rows: Int { get }

    /// One turn of the run loop: the layout pass, then everything that moves, to `time`.
    func advance(to time: Double)

    /// The terminal changed size (or the room the front end leaves the scene did).
    func resize(columns: Int, rows: Int)

    /// Starts the scene again as it was at launch, at the current size.
    func restart(at time: Double)

    /// Whether frames are needed: something animates or the physics runs. When false nothing
    /// changes until input comes, and the front end sleeps.
    var isAnimating: Bool { get }

    /// When the scene's run loop next has work due (a delayed perform: a single tap waiting
    /// out the double-tap interval), so a front end that sleeps wakes then; nil when nothing
    /// is scheduled. `advance(to:)` runs it.
    var nextTimerTime: Double? { get }

    /// What the scene is, for the bottom row; nil for a scene that needs no caption (MoveMe,
    /// whose hint says what to do until the user does something).
    var caption: String? { get }

    /// What the scene does with the mouse and its own keys, for the help (the front end adds
    /// its keys after).
    var help: [HelpLine] { get }

    /// What to do with the mouse, in a few words each, for the hint a front end shows until the
    /// user first does something (a scene with a caption shows that instead).
    var hint: [String] { get }

    /// The keys the scene answers, asked before the front end's own (`KeyCommand`).
    var keyCommands: [KeyCommand] { get }

    /// The MoveMe view, in a scene that shows MoveMe's placard (`PlacardHosting`'s
    /// `placardHost`); nil in any other. Asked of any scene without a cast to
    /// `PlacardHosting`: the first such cast scanned every conformance in the binary (0.14
    /// million instructions, before the first frame).
    var placardHostIfAny: MoveMeView? { get }
}

extension Scene {
    public var placardHostIfAny: MoveMeView? { nil }
    public var caption: String? { nil }
    public var nextTimerTime: Double? { nil }
    public var keyCommands: [KeyCommand] { [] }
    public var hint: [String] { [] }

    /// A screen of cells in points: a cell is one point wide and two tall, so points are
    /// about square.
    public static func frame(columns: Int, rows: Int) -> Rect {
        Rect(x: 0, y: 0, width: Double(max(0, columns)), height: Double(max(0, rows)) * 2)
    }

    /// The centre of a cell, in window points.
    public static func point(column: Int, row: Int) -> Point {
        Point(x: Double(column) + 0.5, y: Double(row) * 2 + 1)
    }

    /// The cell a window point falls in: the inverse of `point(column:row:)`, for drawing a
    /// finger (a pinned one, the mirrored one) where it is. Nil for a point that is not finite
    /// or beyond any screen.
    public static func cell(of point: Point) -> (column: Int, row: Int)? {
        guard point.isFinite, abs(point.x) < 1e9, abs(point.y) < 1e9 else { return nil }
        return (Int(point.x.rounded(.down)), Int((point.y / 2).rounded(.down)))
    }

    // MARK: Pointer

    /// The mouse's button went down on a cell: a touch begins (time first runs to `time`, so
    /// the touch meets the scene as it is then).
    public func pointerDown(column: Int, row: Int, at time: Double) {
        pointerDown(at: Self.point(column: column, row: row), time: time)
    }

    public func pointerMoved(column: Int, row: Int, at time: Double) {
        pointerMoved(to: Self.point(column: column, row: row), time: time)
    }

    public func pointerUp(column: Int, row: Int, at time: Double) {
        pointerUp(at: Self.point(column: column, row: row), time: time)
    }

    /// The same at a window point finer than a cell: where the terminal reports the mouse in
    /// pixels, half a cell down is one point, one pixel of the half-block picture, and hit
    /// testing, the tap slop and a grab's offset all take the finer place.
    public func pointerDown(at point: Point, time: Double) {
        advance(to: time)
        dispatcher.pointerDown(at: point, time: time)
    }

    public func pointerMoved(to point: Point, time: Double) {
        advance(to: time)
        dispatcher.pointerMoved(to: point, time: time)
    }

    public func pointerUp(at point: Point, time: Double) {
        advance(to: time)
        dispatcher.pointerUp(at: point, time: time)
    }

    /// Fingers that changed at one instant, in window points (`Self.point(column:row:)`): a
    /// mirrored second finger (`SecondFinger`) or a pinned one (`PinnedFingers`) beside the
    /// pointer. Time first runs to `time`.
    public func fingersChanged(_ changes: [FingerChange], at time: Double) {
        advance(to: time)
        dispatcher.fingersChanged(changes, time: time)
    }

    /// An interruption (the terminal stopped or lost): every touch in flight is cancelled.
    public func cancelTouches(at time: Double) {
        advance(to: time)
        dispatcher.cancelAllTouches(time: time)
    }

    /// The program's application (the dispatcher's): its life cycle reaches the scene.
    public var application: Application { dispatcher.application }

    /// A touch is in flight, from the mouse, the keys or another finger: the dispatcher knows.
    public var isTouching: Bool { !dispatcher.activeTouches.isEmpty }

    // MARK: Drawing

    /// The whole frame at the scene's size.
    public func render(_ mode: RenderMode = .halfBlocks) -> Grid {
        Rasterizer.render(window, columns: columns, rows: rows, mode: mode)
    }

    /// Draws the next frame with `renderer`, at the scene's size or at a screen's (the rows
    /// past the scene's, where the front end puts a caption, are left blank); returns the
    /// cells that changed.
    public func render(with renderer: Renderer, columns: Int? = nil, rows: Int? = nil,
                       _ mode: RenderMode = .halfBlocks) -> [CellPosition] {
        renderer.render(window, columns: columns ?? self.columns, rows: rows ?? self.rows, mode: mode)
    }
}
