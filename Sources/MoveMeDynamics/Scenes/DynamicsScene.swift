import MoveMeCore

/// One scene of the dynamics chapter as a front end sees it, in the shape of MoveMeApp: a
/// window, pointer input in cells through a touch dispatcher, time passed in, and a grid to draw.
public final class DynamicsScene {
    /// The scenes: the cookbook's three recipes, and MoveMe's placard thrown.
    public enum Recipe: String, CaseIterable, Sendable {
        case gravity, collision, boundary, `throw`

        var viewType: any DynamicsContent.Type {
            switch self {
            case .gravity: GravityRecipe.self
            case .collision: CollisionRecipe.self
            case .boundary: BoundaryRecipe.self
            case .throw: ThrowView.self
            }
        }
    }

    public let recipe: Recipe
    public let window: Window
    public let dispatcher: TouchDispatcher
    public private(set) var columns: Int
    public private(set) var rows: Int
    /// The scene's view, its animator's reference view, new at every restart.
    public private(set) var contentView: any DynamicsContent
    /// What MoveMe's placard shows in a scene that has it (the user's own list, say).
    public let greetings: [String]

    /// As MoveMeApp's: the greetings and the double-click interval are the user's, for the
    /// scene that shows MoveMe's placard.
    public init(_ recipe: Recipe, columns: Int, rows: Int, greetings: [String] = Greetings.standard,
                doubleTapInterval: Double = TapCounter.standardInterval, time: Double = 0) {
        self.recipe = recipe
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.greetings = greetings
        window = Window(frame: Self.frame(columns: self.columns, rows: self.rows), animator: Animator(time: time))
        dispatcher = TouchDispatcher(window: window, tapCounter: TapCounter(interval: doubleTapInterval))
        contentView = RecipeView(frame: .zero, time: time)
        restart(at: time)
    }

    /// A screen of cells in points, as MoveMeApp's (whose helper is internal to the core): a
    /// cell is one point wide and two tall.
    static func frame(columns: Int, rows: Int) -> Rect {
        Rect(x: 0, y: 0, width: Double(columns), height: Double(rows) * 2)
    }

    // MARK: Running

    /// Builds the scene afresh at the window's size: a new view and animator.
    public func restart(at time: Double) {
        advance(to: time)
        dispatcher.cancel(time: time)
        contentView.removeFromSuperview()
        contentView = recipe.viewType.init(frame: window.bounds, time: window.animator.currentTime)
        contentView.requestRestart = { [unowned self] time in restart(at: time) }
        (contentView as? MoveMeView)?.placardView.setGreetings(greetings)
        window.addSubview(contentView)
        contentView.build()
        window.layoutIfNeeded()
    }

    /// A new size lays a recipe out again at the new scale, from its start; the throw scene
    /// follows the new size as it is (a flight goes on inside the new edges).
    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        window.frame = Self.frame(columns: self.columns, rows: self.rows)
        if contentView.restartsOnResize {
            restart(at: window.animator.currentTime)
        } else {
            window.layoutIfNeeded()
        }
    }

    /// One turn of the run loop, as MoveMeApp's: the layout pass (what a resize asked for),
    /// then the timed animations and the physics to `time`.
    public func advance(to time: Double) {
        window.layoutIfNeeded()
        window.animator.advance(to: time)
        contentView.dynamicAnimator.advance(to: time)
    }

    /// Whether frames are needed: something animates or the physics runs. When false, nothing
    /// changes until input comes, and a front end can sleep.
    public var needsFrames: Bool { window.animator.isAnimating || contentView.dynamicAnimator.isRunning }

    /// The bottom row: the scene, then its own keys ("m collision mode"); the front end adds
    /// its own (scenes, restart, quit).
    public var caption: String {
        ([contentView.caption] + keys.map { "\($0.key) \($0.meaning)" }).joined(separator: " · ")
    }

    /// The scene's own keys (beyond the front end's).
    public var keys: [(key: Character, meaning: String)] { contentView.keys }

    /// Handles a key of the scene's; false if it is not one.
    @discardableResult
    public func handleKey(_ key: Character, at time: Double) -> Bool {
        advance(to: time)
        return contentView.handleKey(key, at: time)
    }

    // MARK: Pointer

    public func pointerDown(column: Int, row: Int, at time: Double) {
        advance(to: time)
        dispatcher.pointerDown(at: MoveMeApp.point(column: column, row: row), time: time)
    }

    public func pointerMoved(column: Int, row: Int, at time: Double) {
        advance(to: time)
        dispatcher.pointerMoved(to: MoveMeApp.point(column: column, row: row), time: time)
    }

    public func pointerUp(column: Int, row: Int, at time: Double) {
        advance(to: time)
        dispatcher.pointerUp(at: MoveMeApp.point(column: column, row: row), time: time)
    }

    public func cancelTouches(at time: Double) {
        advance(to: time)
        dispatcher.cancel(time: time)
    }

    // MARK: Drawing

    public func render(_ mode: RenderMode = .halfBlocks) -> Grid {
        Rasterizer.render(window, columns: columns, rows: rows, mode: mode)
    }
}
