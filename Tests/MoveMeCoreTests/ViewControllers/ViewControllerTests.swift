import XCTest
@testable import MoveMeCore

/// UIViewController's life: the view made on first use, the appearance calls in pairs and in
/// order, the root of a window and its children, the device turning, memory warnings, and the
/// controller's place in the responder chain.
final class ViewControllerTests: XCTestCase {
    private let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))

    func testTheViewIsMadeOnFirstUseOnce() {
        let controller = RecordingController("root")
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded, "asking whether it is loaded does not load it")
        XCTAssertEqual(controller.loads, 0)
        let view = controller.view
        XCTAssertTrue(controller.view === view)
        XCTAssertEqual(controller.loads, 1)
        XCTAssertEqual(controller.log.calls, ["root loadView", "root viewDidLoad"])
        XCTAssertTrue(controller.isViewLoaded)
    }

    func testAControllerWhoseLoadViewSetsNoViewGetsAnEmptyOne() {
        final class Lazy: ViewController {
            override func loadView() {}
        }
        let lazy = Lazy()
        XCTAssertNotNil(lazy.view)
        XCTAssertTrue(lazy.view.next === lazy)
    }

    func testTheRootViewFillsTheWindowAndAppearsInOrder() {
        let root = RecordingController("root")
        window.rootViewController = root
        XCTAssertEqual(root.view.frame, window.bounds)
        XCTAssertTrue(root.view.superview === window)
        XCTAssertEqual(root.log.calls, ["root loadView", "root viewDidLoad", "root viewWillAppear (not yet in the window)",
                                        "root viewDidAppear"])
        root.log.calls.removeAll()
        window.rootViewController = nil
        XCTAssertEqual(root.log.calls, ["root viewWillDisappear", "root viewDidDisappear"])
        XCTAssertNil(root.view.superview)
    }

    func testANewRootTakesTheWindowsViewsOutFirst() {
        let log = CallLog()
        let first = RecordingController("first", log: log), second = RecordingController("second", log: log)
        let stray = View(frame: Rect(x: 1, y: 1, width: 2, height: 2))
        window.addSubview(stray)
        window.rootViewController = first
        XCTAssertNil(stray.superview, "the window's old views are taken out")
        log.calls.removeAll()
        window.rootViewController = second
        XCTAssertEqual(log.calls, ["first viewWillDisappear", "first viewDidDisappear", "second loadView", "second viewDidLoad",
                                   "second viewWillAppear (not yet in the window)", "second viewDidAppear"])
        XCTAssertEqual(window.subviews.count, 1)
    }

    func testChildrenAppearAfterTheirParentAndDisappearAfterIt() {
        let log = CallLog()
        let root = RecordingController("root", log: log), child = RecordingController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        log.calls.removeAll()
        window.rootViewController = root
        XCTAssertEqual(log.calls, ["root viewWillAppear (not yet in the window)", "child viewWillAppear (not yet in the window)",
                                   "root viewDidAppear", "child viewDidAppear"])
        log.calls.removeAll()
        root.view.removeFromSuperview()
        XCTAssertEqual(log.calls, ["root viewWillDisappear", "child viewWillDisappear", "root viewDidDisappear",
                                   "child viewDidDisappear"])
    }

    func testAChildAddedToAShownParentAppearsWhenItsViewGoesIn() {
        let log = CallLog()
        let root = RecordingController("root", log: log), child = RecordingController("child", log: log)
        window.rootViewController = root
        log.calls.removeAll()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        XCTAssertEqual(log.calls, ["child willMove(toParent: root)", "child loadView", "child viewDidLoad",
                                   "child viewWillAppear (not yet in the window)", "child viewDidAppear", "child didMove(toParent: root)"])
        log.calls.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(log.calls, ["child willMove(toParent: nil)", "child viewWillDisappear", "child viewDidDisappear",
                                   "child didMove(toParent: nil)"])
        XCTAssertNil(child.parent)
        XCTAssertTrue(root.children.isEmpty)
    }

    func testAViewMovedWithinItsWindowTellsNothingAndAStrangersViewNothingAtAll() {
        let log = CallLog()
        let root = RecordingController("root", log: log), stranger = RecordingController("stranger", log: log)
        window.rootViewController = root
        let other = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        window.addSubview(other)
        log.calls.removeAll()
        other.addSubview(root.view)  // moved, still in the window
        root.view.addSubview(stranger.view)  // no child of anyone's
        XCTAssertEqual(log.calls, ["stranger loadView", "stranger viewDidLoad"])
    }

    func testAddingAChildOfAnotherTakesItFromThatOneFirst() {
        let log = CallLog()
        let a = RecordingController("a", log: log), b = RecordingController("b", log: log), child = RecordingController("child", log: log)
        a.addChild(child)
        b.addChild(child)
        XCTAssertTrue(child.parent === b)
        XCTAssertTrue(a.children.isEmpty)
        XCTAssertEqual(log.calls, ["child willMove(toParent: a)", "child didMove(toParent: nil)", "child willMove(toParent: b)"])
    }

    func testTheControllerIsBetweenItsViewAndTheViewsSuperview() {
        let root = RecordingController("root")
        window.rootViewController = root
        let button = View(frame: Rect(x: 1, y: 1, width: 2, height: 2))
        root.view.addSubview(button)
        XCTAssertTrue(button.next === root.view)
        XCTAssertTrue(root.view.next === root, "a view's next responder is its controller")
        XCTAssertTrue(root.next === window, "a controller's is its view's superview")
    }

    func testAMemoryWarningReleasesAnOffScreenChildsViewAndViewMakesItAgain() {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let shown = RecordingController("shown", log: log), hidden = RecordingController("hidden", log: log)
        let dispatcher = TouchDispatcher(window: window)  // the window the application warns
        let application = dispatcher.application
        application.finishLaunching(at: 0)
        window.rootViewController = root
        for child in [shown, hidden] {
            root.addChild(child)
            child.didMove(toParent: root)
        }
        root.view.addSubview(shown.view)
        _ = hidden.view  // made, never shown: a tab not selected
        log.calls.removeAll()

        application.receiveMemoryWarning(at: 1)

        XCTAssertEqual(log.calls, ["hidden viewDidUnload"])
        XCTAssertFalse(hidden.isViewLoaded)
        XCTAssertTrue(shown.isViewLoaded, "a view on screen is kept")
        XCTAssertTrue(root.isViewLoaded)
        XCTAssertEqual(hidden.loads, 1)
        XCTAssertNotNil(hidden.view)
        XCTAssertEqual(hidden.loads, 2, "the next use of view makes it again")
        XCTAssertEqual(log.calls.suffix(2), ["hidden loadView", "hidden viewDidLoad"])
        withExtendedLifetime(dispatcher) {}
    }

    func testAResizeIsTheDeviceTurningToldBeforeTheViewsFollow() {
        let root = RecordingController("root")
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 60))
        window.rootViewController = root
        XCTAssertEqual(root.interfaceOrientation, .portrait)
        window.layoutIfNeeded()
        root.log.calls.removeAll()

        window.frame = Rect(x: 0, y: 0, width: 100, height: 48)
        XCTAssertEqual(root.interfaceOrientation, .landscape)
        window.layoutIfNeeded()

        XCTAssertEqual(root.log.calls, ["root viewWillTransition(to: 100x48), landscape, views not yet at it",
                                        "root viewWillLayoutSubviews", "root viewDidLayoutSubviews"])
        XCTAssertEqual(root.view.bounds.size, Size(width: 100, height: 48), "the root's view follows the window")
    }

    func testChildrenAreToldTheirSizeUnlessTheyHaveItAlready() {
        let log = CallLog()
        let root = RecordingController("root", log: log), child = RecordingController("child", log: log)
        root.addChild(child)
        window.rootViewController = root
        root.view.addSubview(child.view)
        log.calls.removeAll()
        window.frame = Rect(x: 0, y: 0, width: 30, height: 48)
        XCTAssertEqual(log.calls, ["root viewWillTransition(to: 30x48), portrait, views not yet at it",
                                   "child viewWillTransition(to: 30x48), portrait, views not yet at it"])
        XCTAssertEqual(InterfaceOrientation(size: Size(width: 10, height: 10)), .portrait, "square is portrait")
    }
}
