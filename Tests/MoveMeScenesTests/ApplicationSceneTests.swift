import MoveMeCore
import MoveMeScenes
import XCTest

/// An app written on the libraries, as a front end runs it: its delegate makes the window at
/// launch, as an iPhone app's does, and the scene shows it at the screen's size.
final class ApplicationSceneTests: XCTestCase {
    /// A delegate that makes its window at launch, as the tour's does, with a controller that
    /// notes the sizes it is told of.
    private final class Delegate: ApplicationDelegate {
        var window: Window?
        let controller = SizeNotingController()
        var screenAtLaunch: Rect?

        func applicationDidFinishLaunching(_ application: Application) {
            screenAtLaunch = application.screen.bounds
            let window = Window(frame: application.screen.bounds)
            window.rootViewController = controller
            self.window = window
        }
    }

    private final class SizeNotingController: ViewController {
        var sizes: [Size] = []
        override func viewWillTransition(to size: Size) {
            sizes.append(size)
            super.viewWillTransition(to: size)
        }
    }

    func testTheDelegateMakesTheWindowAtLaunchOnAScreenTheScenesSize() {
        let delegate = Delegate()
        let application = Application(delegate: delegate)
        let scene = ApplicationScene(columns: 40, rows: 12, application: application)
        XCTAssertEqual(delegate.screenAtLaunch, Rect(x: 0, y: 0, width: 40, height: 24))
        XCTAssertTrue(scene.window === delegate.window)
        XCTAssertTrue(application.hasFinishedLaunching)
        XCTAssertEqual(application.applicationState, .active)
        XCTAssertEqual(delegate.controller.view.frame, Rect(x: 0, y: 0, width: 40, height: 24))
    }

    /// The window fills the screen whatever the delegate made it with, and follows a resize,
    /// which tells the root view controller the device turned.
    func testAResizeIsTheDeviceTurning() {
        let delegate = Delegate()
        let application = Application(delegate: delegate)
        let scene = ApplicationScene(columns: 40, rows: 12, application: application)
        scene.resize(columns: 20, rows: 30)
        XCTAssertEqual(application.screen.bounds, Rect(x: 0, y: 0, width: 20, height: 60))
        XCTAssertEqual(scene.window.frame, application.screen.bounds)
        XCTAssertEqual(delegate.controller.sizes.last, Size(width: 20, height: 60))
        XCTAssertEqual(delegate.controller.interfaceOrientation, .portrait)
    }

    /// A delegate that makes no window still runs: an empty window the screen's size.
    func testADelegateWithoutAWindowGetsAnEmptyOne() {
        let scene = ApplicationScene(columns: 10, rows: 5, application: Application())
        XCTAssertEqual(scene.window.frame, Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(scene.window.subviews.isEmpty)
    }

    /// Touches reach the app's views through the scene's dispatcher, as in every scene.
    func testAClickReachesTheAppsButton() {
        let delegate = Delegate()
        let application = Application(delegate: delegate)
        let scene = ApplicationScene(columns: 40, rows: 12, application: application)
        let button = Button(frame: Rect(x: 10, y: 10, width: 8, height: 4))
        delegate.controller.view.addSubview(button)
        final class Taps { var count = 0; func tapped() { count += 1 } }
        let taps = Taps()
        button.addTarget(taps, action: Action("tapped", Taps.tapped), for: .touchUpInside)
        scene.pointerDown(column: 12, row: 6, at: 0.1)
        scene.pointerUp(column: 12, row: 6, at: 0.2)
        scene.advance(to: 0.3)
        XCTAssertEqual(taps.count, 1)
    }

    /// The entry names the app and has no summary of the catalogue's: its name says what it is.
    func testTheEntryIsTheAppsByName() {
        let entry = ApplicationScene.entry(named: "counter")
        XCTAssertEqual(entry.name, "counter")
        XCTAssertNil(entry.summary)
        let scene = entry.make(Configuration(scenes: [entry]), application: Application(), columns: 8, rows: 4, time: 0)
        XCTAssertTrue(scene is ApplicationScene)
    }
}
