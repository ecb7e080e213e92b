@testable import MoveMeScenes
import MoveMeCore
import XCTest

/// Counts how often its view is made, the view of a child that is not shown (a screen not yet
/// pushed, a tab not selected).
private final class CountingController: ViewController {
    var loads = 0

    override func loadView() {
        loads += 1
        view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    }
}

/// Each scene's root is a view controller, the window's, as the tour's launch makes MoveMe's:
/// between its view and the window in the responder chain, told the device turning when the
/// terminal is resized, and reached by a memory warning.
final class SceneViewControllerTests: XCTestCase {
    func testMoveMesLaunchIsTheToursTheMoveMeViewIsTheRootControllersView() {
        let app = MoveMeApp(columns: 80, rows: 24)
        XCTAssertTrue(app.window.rootViewController === app.viewController)
        XCTAssertTrue(app.viewController.view === app.moveMeView)
        XCTAssertTrue(app.moveMeView.superview === app.window)
        XCTAssertEqual(app.moveMeView.frame, app.window.bounds)
        XCTAssertTrue(app.placardView.superview === app.moveMeView, "the view set up its placard")
        XCTAssertTrue(app.moveMeView.next === app.viewController, "the controller is the view's next responder")
        XCTAssertTrue(app.viewController.next === app.window, "and the window the controller's")
    }

    func testEverySceneIsItsRootControllersView() {
        let touches = TouchesScene(columns: 80, rows: 24)
        XCTAssertTrue(touches.window.rootViewController?.view === touches.touchesView)
        for recipe in DynamicsScene.Recipe.allCases {
            let scene = DynamicsScene(recipe, columns: 80, rows: 24)
            let first = scene.window.rootViewController
            XCTAssertTrue(first?.view === scene.contentView, "\(recipe)")
            scene.restart(at: 1)
            XCTAssertTrue(scene.window.rootViewController?.view === scene.contentView, "\(recipe): the new view's")
            XCTAssertFalse(scene.window.rootViewController === first, "\(recipe): a new controller for the new view")
            XCTAssertNil(first?.view.superview, "\(recipe): the last view is out of the window")
            XCTAssertEqual(scene.window.subviews.count, 1, "\(recipe)")
        }
    }

    func testAResizeTurnsTheDeviceForTheRoot() {
        let scenes: [any Scene] = [MoveMeApp(columns: 80, rows: 24), TouchesScene(columns: 80, rows: 24),
                                   DynamicsScene(.collision, columns: 80, rows: 24)]
        for scene in scenes {
            let root = scene.window.rootViewController
            XCTAssertEqual(root?.interfaceOrientation, .landscape, "80 points by 48: \(type(of: scene))")
            scene.resize(columns: 30, rows: 24)
            XCTAssertEqual(root?.interfaceOrientation, .portrait, "30 points by 48: \(type(of: scene))")
            scene.advance(to: 1)
            XCTAssertEqual(root?.view.bounds.size, Size(width: 30, height: 48), "\(type(of: scene))")
        }
    }

    /// The guide's rule through the scene's own window: the warning reaches MoveMe's root, which
    /// keeps the view it shows, and a child whose view is not shown gives it up; the next use
    /// of `view` makes it again.
    func testAMemoryWarningReleasesTheViewOfAChildNotShownAndViewMakesItAgain() {
        let application = Application()
        let app = MoveMeApp(columns: 80, rows: 24, application: application)
        application.finishLaunching(at: 0)
        let child = CountingController()
        app.viewController.addChild(child)
        child.didMove(toParent: app.viewController)
        _ = child.view
        XCTAssertEqual(child.loads, 1)

        application.receiveMemoryWarning(at: 1)

        XCTAssertFalse(child.isViewLoaded, "off screen: released")
        XCTAssertTrue(app.viewController.viewIfLoaded === app.moveMeView, "on screen: kept")
        XCTAssertNotNil(child.view)
        XCTAssertEqual(child.loads, 2, "made again on next use")
    }
}
