import MoveMeCore

/// An application as a front end runs it: the window its delegate makes at launch, as UIKit's
/// `application(_:didFinishLaunchingWithOptions:)` makes one (`ApplicationDelegate.window`,
/// with its root view controller), filling the screen, its touches from the pointer and its
/// time passed in, as every scene's. The program's own scenes each make their window; this is
/// the scene of an app written on the libraries, launched by `ApplicationMain`.
///
/// The application is launched here, once, with its screen the scene's size, so that the
/// delegate makes a window of that size; a resize sets the screen and the window again, which
/// tells the root view controller the device turned (`viewWillTransition(to:)`).
public final class ApplicationScene: Scene {
    public let window: Window
    public let dispatcher: TouchDispatcher
    public private(set) var columns: Int
    public private(set) var rows: Int
    /// What the app does with the mouse and its keys, for the help (the program's keys follow).
    public var help: [HelpLine]

    /// The application launched at `time` on a screen of `columns` × `rows` cells. A delegate
    /// that makes no window gets an empty one, so the program still runs and quits.
    public init(columns: Int, rows: Int, doubleTapInterval: Double = TapCounter.standardInterval, time: Double = 0,
                application: Application, help: [HelpLine] = []) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.help = help
        let frame = Self.frame(columns: self.columns, rows: self.rows)
        application.screen.bounds = frame
        application.finishLaunching(at: time)
        window = application.delegate?.window ?? Window(frame: frame, time: time, strings: application.strings)
        // The window fills the screen, whatever the delegate made it with.
        window.frame = frame
        dispatcher = TouchDispatcher(window: window, tapCounter: TapCounter(interval: doubleTapInterval),
                                     application: application)
        window.layoutIfNeeded()
    }

    /// The scene of an application called `name`, for a `Configuration` of one scene (its key is
    /// never used: a program of one scene has no scene keys).
    public static func entry(named name: String, help: [HelpLine] = []) -> SceneEntry {
        SceneEntry(name, key: "1", summary: nil, hasCaption: false) { configuration, application, columns, rows, time in
            ApplicationScene(columns: columns, rows: rows, doubleTapInterval: configuration.doubleTapInterval, time: time,
                             application: application, help: help)
        }
    }

    public var runLoop: RunLoop { application.runLoop }

    public func resize(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let frame = Self.frame(columns: self.columns, rows: self.rows)
        application.screen.bounds = frame
        window.frame = frame
    }

    /// An application launches once: a restart takes back what is in flight (touches, the
    /// edit menu) and leaves the app as it is.
    public func restart(at time: Double) {
        advance(to: time)
        dispatcher.cancelAllTouches(time: time)
        hideEditMenu()
    }

    /// One turn of the run loop (`turn(_:to:)`): the app's timers, display links and
    /// recognizers' actions are all on it.
    public func advance(to time: Double) {
        turn(runLoop, to: time)
    }

    /// Animations run, or a display link wants its frames.
    public var isAnimating: Bool { window.animator.isAnimating || runLoop.hasActiveDisplayLinks }

    public var nextTimerTime: Double? { runLoop.nextTimerTime }
}
