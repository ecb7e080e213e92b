import MoveMeCore

/// One recipe of the dynamics chapter as a front end sees it, in the shape of MoveMeApp: a
/// window, pointer input in cells through a touch dispatcher, time passed in, and a grid to draw.
public final class DynamicsScene {
    public enum Recipe: String, CaseIterable, Sendable {
        case gravity, collision, boundary

        var viewType: RecipeView.Type {
            switch self {
            case .gravity: GravityRecipe.self
            case .collision: CollisionRecipe.self
            case .boundary: BoundaryRecipe.self
            }
        }
    }

    public let recipe: Recipe
    public let window: Window
    public let dispatcher: TouchDispatcher
    public private(set) var columns: Int
    public private(set) var rows: Int
    /// The recipe's reference view, new at every restart.
    public private(set) var recipeView: RecipeView

    public init(_ recipe: Recipe, columns: Int, rows: Int, time: Double = 0) {
        self.recipe = recipe
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        window = Window(frame: Self.frame(columns: self.columns, rows: self.rows), animator: Animator(time: time))
        dispatcher = TouchDispatcher(window: window)
        recipeView = RecipeView(frame: .zero, time: time)
        restart(at: time)
    }

    /// A screen of cells in points, as MoveMeApp's (whose helper is internal to the core): a
    /// cell is one point wide and two tall.
    static func frame(columns: Int, rows: Int) -> Rect {
        Rect(x: 0, y: 0, width: Double(columns), height: Double(rows) * 2)
    }

    // MARK: Running

    /// Builds the recipe afresh at the window's size: a new reference view and animator.
    public func restart(at time: Double) {
        advance(to: time)
        dispatcher.cancel(time: time)
        recipeView.removeFromSuperview()
        recipeView = recipe.viewType.init(frame: window.bounds, time: window.animator.currentTime)
        recipeView.requestRestart = { [unowned self] time in restart(at: time) }
        window.addSubview(recipeView)
        recipeView.build()
    }

    /// A new size lays the recipe out again at the new scale, from its start.
    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        window.frame = Self.frame(columns: self.columns, rows: self.rows)
        restart(at: window.animator.currentTime)
    }

    /// Runs the timed animations and the physics to `time`.
    public func advance(to time: Double) {
        window.animator.advance(to: time)
        recipeView.dynamicAnimator.advance(to: time)
    }

    /// Whether frames are needed: something animates or the physics runs. When false, nothing
    /// changes until input comes, and a front end can sleep.
    public var needsFrames: Bool { window.animator.isAnimating || recipeView.dynamicAnimator.isRunning }

    /// The bottom row: the recipe, then its own keys ("m collision mode"); the front end adds
    /// its own (scenes, restart, quit).
    public var caption: String {
        ([recipeView.caption] + keys.map { "\($0.key) \($0.meaning)" }).joined(separator: " · ")
    }

    /// The recipe's own keys (beyond the front end's).
    public var keys: [(key: Character, meaning: String)] { recipeView.keys }

    /// Handles a recipe key; false if it is not one.
    @discardableResult
    public func handleKey(_ key: Character, at time: Double) -> Bool {
        advance(to: time)
        return recipeView.handleKey(key, at: time)
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
