import XCTest
@testable import MoveMeCore

/// What a view gets of its touches while recognizers watch them, as UIKit's
/// `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded` say.
final class TouchDeliveryTests: XCTestCase {
    func testAViewWhosePanBeganHasItsTouchCancelledAndNothingMore() {
        let world = GestureWorld()
        world.add(PanGestureRecognizer(), as: "pan")
        world.down(Point(x: 20, y: 20), at: 0)
        world.move(Point(x: 20.5, y: 20), at: 0.02)  // within a tap's slop: no pan yet
        XCTAssertEqual(world.view.phases, ["began", "moved"], "in parallel with the recognizer until it recognizes")
        world.move(Point(x: 24, y: 20), at: 0.04)  // the pan begins
        XCTAssertEqual(world.view.phases, ["began", "moved", "cancelled"])
        world.move(Point(x: 30, y: 20), at: 0.06)
        world.up(Point(x: 30, y: 20), at: 0.08)
        world.turn(to: 0.1)
        XCTAssertEqual(world.view.phases, ["began", "moved", "cancelled"], "nothing more of that touch")
        XCTAssertEqual(world.log.actions, ["pan began", "pan changed", "pan ended"])
    }

    func testTheCancelComesBeforeTheAction() {
        final class Ordered: View {
            var order: [String] = []
            override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { order.append("cancelled") }
        }
        final class Target {
            let note: () -> Void
            init(_ note: @escaping () -> Void) { self.note = note }
            func panned(_ pan: PanGestureRecognizer) { note() }
        }
        let world = GestureWorld()
        let view = Ordered(frame: world.window.bounds)
        world.window.addSubview(view)
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let target = Target { view.order.append("action") }
        pan.addTarget(target, action: Action("panned:", Target.panned))
        world.down(Point(x: 5, y: 5), at: 0)
        world.move(Point(x: 15, y: 5), at: 0.1)
        world.turn(to: 0.1)
        XCTAssertEqual(view.order, ["cancelled", "action"], "immediately before the action method is called")
    }

    func testWithoutCancelsTouchesInViewTheViewHasEverything() {
        let world = GestureWorld()
        world.add(PanGestureRecognizer(), as: "pan").cancelsTouchesInView = false
        world.down(Point(x: 20, y: 20), at: 0)
        world.move(Point(x: 30, y: 20), at: 0.1)
        world.up(Point(x: 30, y: 20), at: 0.2)
        world.turn(to: 0.3)
        XCTAssertEqual(world.view.phases, ["began", "moved", "ended"])
        XCTAssertEqual(world.log.actions, ["pan began", "pan ended"])
    }

    func testDelaysTouchesBeganHoldsTheTouchUntilTheRecognizerFails() {
        let world = GestureWorld()
        world.add(SwipeGestureRecognizer(), as: "swipe").delaysTouchesBegan = true
        world.down(Point(x: 20, y: 20), at: 0)
        world.move(Point(x: 22, y: 20), at: 0.05)
        XCTAssertEqual(world.view.phases, [], "held while the swipe may be recognized")
        world.move(Point(x: 22, y: 26), at: 0.1)  // too far down for a swipe sideways: it fails
        XCTAssertEqual(world.view.phases, ["began", "moved"], "then delivered, late")
        world.up(Point(x: 22, y: 26), at: 0.15)
        XCTAssertEqual(world.view.phases, ["began", "moved", "ended"])
    }

    func testDelaysTouchesBeganAndARecognizedGestureTheViewNeverSees() {
        let world = GestureWorld()
        world.add(SwipeGestureRecognizer(), as: "swipe").delaysTouchesBegan = true
        world.down(Point(x: 20, y: 20), at: 0)
        world.move(Point(x: 33, y: 21), at: 0.1)
        world.up(Point(x: 33, y: 21), at: 0.15)
        world.turn(to: 0.2)
        XCTAssertEqual(world.log.actions, ["swipe ended"])
        XCTAssertEqual(world.view.phases, [], "the touch was the swipe's: the view never had it")
    }

    func testARecognizerOnASuperviewWatchesTheTouchesOfTheViewsUnderIt() {
        let world = GestureWorld()
        let inner = PhaseLoggingView(frame: Rect(x: 2, y: 2, width: 10, height: 10))
        world.view.addSubview(inner)
        world.add(LongPressGestureRecognizer(), as: "long press")
        world.down(Point(x: 14, y: 14), at: 0)
        world.turn(to: 0.6)
        XCTAssertEqual(world.log.actions, ["long press began"])
        XCTAssertEqual(inner.phases, ["began", "cancelled"], "the hit view's touch is cancelled")
        XCTAssertEqual(world.view.phases, [])
    }

    func testARecognizerAddedWhileATouchIsDownDoesNotSeeIt() {
        let world = GestureWorld()
        world.down(Point(x: 20, y: 20), at: 0)
        let pan = world.add(PanGestureRecognizer(), as: "pan")
        world.move(Point(x: 40, y: 20), at: 0.1)
        world.up(Point(x: 40, y: 20), at: 0.2)
        world.turn(to: 0.3)
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(world.log.actions, [])
        XCTAssertEqual(world.view.phases, ["began", "moved", "ended"])
    }

    func testARecognizerTakenOffLetsWhatItHeldThrough() {
        let world = GestureWorld()
        let double = world.add(TapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        world.tap(Point(x: 20, y: 20), at: 0)
        XCTAssertEqual(world.view.phases, ["began"])
        world.view.removeGestureRecognizer(double)
        XCTAssertEqual(world.view.phases, ["began", "ended"])
        XCTAssertNil(double.view)
        XCTAssertTrue(world.view.gestureRecognizers.isEmpty)
    }

    func testASystemCancelReachesTheRecognizerAndTheView() {
        let world = GestureWorld()
        let pan = world.add(PanGestureRecognizer(), as: "pan")
        world.down(Point(x: 20, y: 20), at: 0)
        world.dispatcher.cancelAllTouches(time: 0.1)
        XCTAssertEqual(pan.state, .failed, "a possible recognizer fails")
        XCTAssertEqual(world.view.phases, ["began", "cancelled"])
    }
}
