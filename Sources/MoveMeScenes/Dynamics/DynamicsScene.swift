import MoveMeCore
import MoveMeDynamics
import MoveMeStrings

/// One scene of the dynamics chapter as a front end runs it (`Scene`, as MoveMeApp): a window,
/// pointer input in cells through a touch dispatcher, time passed in, and a grid to draw.
///
/// The physics keeps to the window's animation clock (`Animator.localTime`), so slow
/// animations slow it too, and a stopped clock stops it.
public final class DynamicsScene: PlacardHosting {
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
    /// The application's, kept at hand: a long press on the throw's placard waits on it.
    private let runLoop: RunLoop

    /// As MoveMeApp's: the greetings and the double-click interval are the user's, for the
    /// scene that shows MoveMe's placard; the application is the program's (a new one when
    /// not given). While it is interrupted the physics is suspended, as a game pauses.
    public init(_ recipe: Recipe, columns: Int, rows: Int, greetings: [String] = Greetings.standard,
                doubleTapInterval: Double = TapCounter.standardInterval, time: Double = 0,
                application: Application? = nil) {
        self.recipe = recipe
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.greetings = greetings
        let application = application ?? Application()
        window = Window(frame: Self.frame(columns: self.columns, rows: self.rows), time: time, strings: application.strings)
        dispatcher = TouchDispatcher(window: window, tapCounter: TapCounter(interval: doubleTapInterval),
                                     application: application)
        runLoop = dispatcher.application.runLoop
        contentView = RecipeView(frame: .zero, time: time)
        restart(at: time)
        self.application.addObserver(self, for: .willResignActive) { scene, application in
            scene.suspendPhysics(at: application.currentTime)
        }
        self.application.addObserver(self, for: .didBecomeActive) { scene, application in
            scene.resumePhysics(at: application.currentTime)
        }
    }

    // MARK: Running

    /// Builds the scene afresh at the window's size: a new view and animator, in the choices
    /// the person made in the last one (the collision mode).
    public func restart(at time: Double) {
        advance(to: time)
        dispatcher.cancelAllTouches(time: time)
        let previous = contentView
        contentView = recipe.viewType.init(frame: window.bounds, time: window.animator.localTime)
        contentView.requestRestart = { [unowned self] time in restart(at: time) }
        // Built while interrupted (a resize, r): it waits for the application, as the last did.
        if application.isInterrupted { contentView.dynamicAnimator.suspend() }
        (contentView as? MoveMeView)?.placardView.setGreetings(greetings)
        // A new root view controller for the new view: the window takes the last one's view
        // out first (that controller told it disappears), and puts this one's in.
        window.rootViewController = ViewController(managing: contentView)
        contentView.build()
        contentView.keepChoices(of: previous)
        window.layoutIfNeeded()
    }

    /// A new size never restarts the scene: a recipe is laid out again at the new scale and
    /// its simulation goes on; the throw scene follows the new size as it is (a flight goes on
    /// inside the new edges).
    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        window.frame = Self.frame(columns: self.columns, rows: self.rows)
        window.layoutIfNeeded()
    }

    /// One turn of the run loop, as MoveMeApp's: the layout pass (what a resize asked for),
    /// then the timed animations and, on their clock, the physics to `time`. One timeline: the
    /// animations are brought to each physics step's time before the step, so an animation a
    /// contact starts begins at that step, and a completion that wakes the physics wakes it at
    /// its own time, whatever the frame rate.
    public func advance(to time: Double) {
        window.layoutIfNeeded()
        let clock = window.animator
        contentView.dynamicAnimator.clock = clock
        contentView.dynamicAnimator.advance(to: clock.timebase.localTime(at: time)) { stepTime in
            clock.advance(to: clock.timebase.hostTime(at: stepTime))
        }
        clock.advance(to: time)
        // A long press on the thrown placard, as on MoveMe's; after the physics, whose steps
        // keep the animations' clock (the menu's fade starts at the end of the turn).
        performDelayedRequests(on: runLoop, by: time)
    }

    // MARK: Interruptions

    /// The application resigned active: the physics stops where it is at `time` (the timed
    /// animations go on, as Core Animation's do).
    private func suspendPhysics(at time: Double) {
        advance(to: time)
        contentView.dynamicAnimator.suspend()
    }

    /// Active again: the physics goes on from where it stopped, the pause cut out of its time.
    private func resumePhysics(at time: Double) {
        advance(to: time)
        contentView.dynamicAnimator.resume()
    }

    /// When a long press on the placard (the throw's) is due to be recognised.
    public var nextTimerTime: Double? { runLoop.nextTimerTime }

    /// Whether frames are needed: something animates, the physics runs on a clock that moves,
    /// or a display link wants its frames. When false, nothing changes until input comes, and a
    /// front end sleeps.
    public var isAnimating: Bool {
        window.animator.isAnimating || (contentView.dynamicAnimator.isRunning && window.animator.speed > 0)
            || runLoop.hasActiveDisplayLinks
    }

    /// What the scene is, for the bottom row; the front end adds the keys.
    public var caption: String? { contentView.caption }

    /// The scene's own keys (beyond the front end's).
    public var keys: [(key: Character, meaning: String)] { contentView.keys }

    public var help: [HelpLine] { contentView.help }

    /// Handles a key of the scene's; false if it is not one.
    @discardableResult
    public func handleKey(_ key: Character, at time: Double) -> Bool {
        advance(to: time)
        return contentView.handleKey(key, at: time)
    }

    /// The placard's keys in the throw scene, then the recipe's own, then the keys' finger's.
    public var keyCommands: [KeyCommand] {
        placardKeyCommands + keys.map { key in
            KeyCommand([.character(key.key)], title: key.meaning) { [unowned self] _, time in
                handleKey(key.key, at: time)
            }
        } + keyboardFingerCommands
    }

    /// Tab and the arrows on a square, or Space and Enter tapping the recipe, as it says.
    private var keyboardFingerCommands: [KeyCommand] {
        switch contentView.keyboardFinger {
        case .unused: []
        case .dragsFocusedView(let title): focusKeyCommands(title: title)
        case .tapsContent(let title):
            [KeyCommand([.character(" "), .enter], title: title) { [unowned self] _, time in
                tapFromKeyboard(on: contentView, at: time)
            }]
        }
    }

    /// The view whose placard the keys drag, in the throw scene.
    public var placardHost: MoveMeView? { contentView as? MoveMeView }

    /// The physics as plain data, for the inspector, its numbers in the language's.
    public func dynamicsSnapshot() -> DynamicsSnapshot {
        contentView.dynamicAnimator.snapshot(decimalSeparator: contentView.strings.decimalSeparator)
    }
}
