import MoveMeCore
import MoveMeStrings
/// The whole MoveMe program as a front end sees it: the window and its views, touches and
/// animations, driven by input in terminal cells and by time passed in, and drawn as a grid.
///
/// As the original's app delegate, it builds the window and its content at launch, the four
/// steps of the tour's Listing 2 (`init`); the views do the rest. The pointer, the keys' finger
/// and drawing are every scene's (`Scene`).
public final class MoveMeApp: PlacardHosting {
    public let window: Window
    /// The window's root view controller, the tour's, managing the MoveMe view.
    public let viewController: MoveMeViewController
    public let moveMeView: MoveMeView
    public let dispatcher: TouchDispatcher
    public private(set) var columns: Int
    public private(set) var rows: Int
    /// The application's, kept at hand: a long press waits on it (`nextTimerTime`).
    private let runLoop: RunLoop

    /// The application is the program's (a new one when not given): an interruption cancels
    /// the touch in flight; the animations go on, as Core Animation's do.
    public init(columns: Int, rows: Int, greetings: [String] = Greetings.standard,
                doubleTapInterval: Double = TapCounter.standardInterval, time: Double = 0,
                application: Application? = nil) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let frame = Self.frame(columns: self.columns, rows: self.rows)
        let application = application ?? Application()
        // The tour's applicationDidFinishLaunching: the window; a view controller to manage its
        // content view, the MoveMe view (which sets up its own placard); the controller's view
        // in the window (as its root: UIKit's later way of adding it); the window shown (laid
        // out, below).
        window = Window(frame: frame, time: time, strings: application.strings)
        viewController = MoveMeViewController(frame: frame, greetings: greetings)
        window.rootViewController = viewController
        moveMeView = viewController.moveMeView
        dispatcher = TouchDispatcher(window: window, tapCounter: TapCounter(interval: doubleTapInterval),
                                     application: application)
        runLoop = dispatcher.application.runLoop
        window.layoutIfNeeded()  // laid out before it is first shown
        // The placard takes edits from the start: a paste into the terminal changes the greeting.
        placardView.becomeFirstResponder()
    }

    public var placardView: PlacardView { moveMeView.placardView }
    public var greeting: String { placardView.displayString }
    public var placardHost: MoveMeView? { moveMeView }
    public var keyCommands: [KeyCommand] { placardKeyCommands }
    public var hint: [String] { [application.strings[.hintDrag], application.strings[.hintDoubleClick]] }

    public var help: [HelpLine] {
        let strings = application.strings
        return [HelpLine(strings[.keyDrag], strings[.actionMovePlacard], short: strings[.shortMove]),
                HelpLine(strings[.keyRelease], strings[.actionBouncesHome], short: strings[.shortBounce]),
                HelpLine(strings[.keyDoubleClick], strings[.actionNextGreeting], short: strings[.shortNext]),
                HelpLine(strings[.keyRightClick], strings[.actionEditMenu], short: strings[.shortEdit])]
            + HelpLine.placardKeys(strings)
    }

    // MARK: Size

    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        window.frame = Self.frame(columns: self.columns, rows: self.rows)
    }

    /// As at launch: no touch, nothing animating, the placard at rest in the middle showing
    /// the first greeting, touches taken.
    public func restart(at time: Double) {
        advance(to: time)
        dispatcher.cancelAllTouches(time: time)
        window.animator.removeAllAnimations(inTreeOf: moveMeView)
        moveMeView.isUserInteractionEnabled = true
        placardView.transform = .identity
        placardView.center = moveMeView.middle
        placardView.setGreetings(placardView.greetings)
        hideEditMenu()
        placardView.becomeFirstResponder()
    }

    public func showNextGreeting() {
        placardView.showNextGreeting()
    }

    // MARK: Time

    /// One turn of the run loop: the layout pass (what a resize asked for), then time: the
    /// delayed performs due (a long press recognised), then the animations. Layout first, so
    /// an animation it stops completes in this turn.
    public func advance(to time: Double) {
        window.layoutIfNeeded()
        performDelayedRequests(on: runLoop, by: time)
        window.animator.advance(to: time)
    }

    /// Animations run, or a display link wants its frames.
    public var isAnimating: Bool { window.animator.isAnimating || runLoop.hasActiveDisplayLinks }

    /// When a long press on the placard is due to be recognised.
    public var nextTimerTime: Double? { runLoop.nextTimerTime }
}
