import MoveMeCore
import MoveMeStrings
/// Scene 6: multi-touch and gestures, after Apple's Touches sample and the UITouch notes. Three
/// tiles: an ordinary one (a second finger on it is refused), a multi-touch one (pinch, turn
/// and move with two fingers; a double tap springs it back to size) and an exclusive one
/// (while it tracks a finger nothing else gets one). A single tap brings a tile to the front
/// once the double-tap interval has passed; a swipe on the background slides the tiles.
///
/// Its time comes through the run loop (`nextTimerTime`): a single tap waiting is a delayed
/// perform, so a front end can sleep until it is due. Driven, as every scene, through the
/// dispatcher: the pointer is finger 0, and a front end adds a mirrored second finger
/// (`SecondFinger`) and pinned ones (`PinnedFingers`) with `fingersChanged(_:at:)`.
public final class TouchesScene: Scene {
    public let window: Window
    public let touchesView: TouchesView
    public let dispatcher: TouchDispatcher
    public private(set) var columns: Int
    public private(set) var rows: Int

    /// The application is the program's, whose run loop the single taps wait on (a new one,
    /// its run loop at `time`, when not given).
    public init(columns: Int, rows: Int, doubleTapInterval: Double = TapCounter.standardInterval, time: Double = 0,
                application: Application? = nil) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let frame = Self.frame(columns: self.columns, rows: self.rows)
        let application = application ?? Application(runLoop: RunLoop(time: time))
        window = Window(frame: frame, time: time, strings: application.strings)
        touchesView = TouchesView(frame: frame, doubleTapInterval: doubleTapInterval)
        // The window's root view controller manages the view: a resize reaches it as the
        // device turning, a memory warning before the views.
        window.rootViewController = ViewController(managing: touchesView)
        dispatcher = TouchDispatcher(window: window, tapCounter: TapCounter(interval: doubleTapInterval),
                                     application: application)
        dispatcher.touchRefused = { [unowned self] touch in sayRefused(touch) }
        window.layoutIfNeeded()
    }

    public var application: Application { dispatcher.application }
    public var runLoop: RunLoop { application.runLoop }
    public var caption: String? { touchesView.caption }

    public var help: [HelpLine] {
        let strings = application.strings
        return [HelpLine(strings[.keyDrag], strings[.touchesMoveTile], short: strings[.shortMove]),
                HelpLine(strings[.keyAltDrag], strings[.touchesPinch], short: strings[.shortPinch]),
                HelpLine(strings[.keyRightClick], strings[.touchesPin], short: strings[.shortPin]),
                HelpLine(strings[.keyClick], strings[.touchesToFront], short: strings[.shortToFront]),
                HelpLine(strings[.keyDoubleClick], strings[.touchesEditMenu], short: strings[.shortEdit]),
                HelpLine(strings[.keySwipe], strings[.touchesSwipe], short: strings[.shortSlide])]
            + HelpLine.focusKeys(strings, tab: .actionFocusNextTile)
    }

    /// Tab chooses a tile, the arrows drag it as a finger does, Space or Enter let it go.
    public var keyCommands: [KeyCommand] { focusKeyCommands(title: application.strings[.captionKeyTile]) }

    // MARK: Size

    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        window.frame = Self.frame(columns: self.columns, rows: self.rows)
    }

    /// As at launch: no touch, no single tap waiting, nothing animating, the tiles in order.
    public func restart(at time: Double) {
        advance(to: time)
        dispatcher.cancelAllTouches(time: time)
        for tile in touchesView.tiles { tile.taps.cancel(in: runLoop) }
        window.animator.removeAllAnimations(inTreeOf: touchesView)
        touchesView.reset()
        hideEditMenu()
        window.layoutIfNeeded()
    }

    // MARK: Time

    /// One turn of the run loop (`turn(_:to:)`): a single tap waiting is a delayed perform.
    public func advance(to time: Double) {
        turn(runLoop, to: time)
    }

    /// Animations run, or a display link wants its frames.
    public var isAnimating: Bool { window.animator.isAnimating || runLoop.hasActiveDisplayLinks }

    /// When a single tap waiting is due: the front end sleeps until then, or until input.
    public var nextTimerTime: Double? { runLoop.nextTimerTime }

    // MARK: Refusals

    /// The caption names who refused a finger and why.
    private func sayRefused(_ touch: Touch) {
        var hit = window.hitTest(touch.location(in: nil))
        while let view = hit, !(view is TileView) { hit = view.superview }
        let strings = application.strings
        let name = (hit as? TileView).map { strings[$0.kind.nameKey] } ?? strings[.tileBackground]
        switch touch.refusal {
        case .exclusiveViewIsTracking?: touchesView.say(strings[.touchesRefusedTracking])
        case .viewIsExclusive?: touchesView.say(strings.format(.touchesRefusedExclusive, name))
        case .notMultipleTouch?: touchesView.say(strings.format(.touchesRefusedNotMulti, name))
        case nil: break
        }
    }
}
