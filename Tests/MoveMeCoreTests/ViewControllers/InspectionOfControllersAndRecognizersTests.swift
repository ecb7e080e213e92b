import XCTest
@testable import MoveMeCore

/// What an inspector will need of the new types: each view's recognizers with their states, and
/// the controller that manages a view, beside it in the list of views.
final class InspectionOfControllersAndRecognizersTests: XCTestCase {
    func testTheSnapshotNamesEachViewsRecognizersAndController() {
        final class PlacardController: ViewController {}
        let world = GestureWorld()
        let controller = PlacardController()
        world.view.addSubview(controller.view)
        let pan = world.add(PanGestureRecognizer(), as: "pan")
        world.add(TapGestureRecognizer(), as: "tap").isEnabled = false
        world.down(Point(x: 20, y: 20), at: 0)
        world.move(Point(x: 30, y: 20), at: 0.1)
        XCTAssertEqual(pan.state, .began)

        let snapshot = ModelSnapshot(window: world.window, touch: world.dispatcher.activeTouch)
        let view = snapshot.views[1]
        XCTAssertEqual(view.typeName, "PhaseLoggingView")
        XCTAssertEqual(view.gestureRecognizers, [
            GestureRecognizerSnapshot(kind: "PanGestureRecognizer", state: .began),
            GestureRecognizerSnapshot(kind: "TapGestureRecognizer", state: .possible, isEnabled: false),
        ])
        XCTAssertNil(view.viewControllerName)
        XCTAssertEqual(snapshot.views[2].viewControllerName, "PlacardController")
        XCTAssertEqual(snapshot.views[0].gestureRecognizers, [])
    }
}
