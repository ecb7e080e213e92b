import XCTest
@testable import MoveMeCore

/// UITapGestureRecognizer: recognized on the lift of the last tap; a double tap that a single
/// tap waits for (`require(toFail:)`); the view's touches cancelled when a tap is recognized,
/// and its ends held while a tap may still come.
final class TapGestureRecognizerTests: XCTestCase {
    private let here = Point(x: 20, y: 20)

    func testATapIsRecognizedOnTheLiftAndItsViewsTouchIsCancelled() {
        let world = GestureWorld()
        let tap = world.add(TapGestureRecognizer(), as: "tap")
        world.tap(here, at: 1)
        XCTAssertEqual(tap.state, .recognized)
        XCTAssertEqual(world.view.phases, ["began", "cancelled"],
                       "cancelsTouchesInView: the view had the touch's began, and gets its cancel instead of its end")
        XCTAssertEqual(world.log.actions, [])
        world.turn(to: 1.05)
        XCTAssertEqual(world.log.actions, ["tap ended"])
        XCTAssertEqual(tap.state, .possible)
        XCTAssertEqual(world.log.times, [1.05])
    }

    func testTheTapsLocationIsTheFirstTaps() {
        final class Spot {
            var spots: [Point] = []
            func tapped(_ tap: TapGestureRecognizer) { spots.append(tap.location(in: tap.view)) }
        }
        let world = GestureWorld()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        world.view.addGestureRecognizer(double)
        let spot = Spot()
        double.addTarget(spot, action: Action("tapped:", Spot.tapped))
        world.tap(Point(x: 20, y: 20), at: 0)
        world.tap(Point(x: 21, y: 21), at: 0.2)
        world.turn(to: 0.3)
        XCTAssertEqual(spot.spots, [Point(x: 10, y: 10)], "the first tap's, in the view's coordinates")
    }

    func testASingleTapThatRequiresTheDoubleToFailWaitsForIt() {
        let world = GestureWorld()
        let single = world.add(TapGestureRecognizer(), as: "single")
        let double = world.add(TapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)

        world.tap(here, at: 0)  // lifted at 0.05
        world.turn(to: 0.3)
        XCTAssertEqual(world.log.actions, [], "the single tap waits: the double tap may still come")
        XCTAssertEqual(single.state, .possible)
        XCTAssertEqual(double.state, .possible)
        world.turn(to: 0.41)  // the double tap's wait is over: it fails, the single tap is recognized
        XCTAssertEqual(world.log.actions, ["single ended"])
        XCTAssertEqual(world.log.times.first ?? 0, 0.4, accuracy: 1e-5, "at the end of the double-tap interval")
    }

    func testADoubleTapIsOnlyTheDoubleTap() {
        let world = GestureWorld()
        let single = world.add(TapGestureRecognizer(), as: "single")
        let double = world.add(TapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        world.tap(here, at: 0)
        world.tap(here, at: 0.2)
        world.turn(to: 1)
        XCTAssertEqual(world.log.actions, ["double ended"])
    }

    func testWithoutTheRequirementBothTapsAct() {
        let world = GestureWorld()
        world.add(TapGestureRecognizer(), as: "single")
        let double = world.add(TapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        world.tap(here, at: 0)
        world.tap(here, at: 0.2)
        world.turn(to: 1)
        XCTAssertEqual(world.log.actions, ["single ended", "single ended", "double ended"],
                       "a tap never prevents a tap that needs more taps")
    }

    func testWhileADoubleTapWaitsTheViewsEndIsHeldThenLetThrough() {
        let world = GestureWorld()
        let double = world.add(TapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        world.tap(here, at: 0)
        XCTAssertEqual(world.view.phases, ["began"], "delaysTouchesEnded: the end waits while the double tap may come")
        world.turn(to: 0.41)
        XCTAssertEqual(double.state, .possible, "failed, and reset")
        XCTAssertEqual(world.view.phases, ["began", "ended"], "it failed: the view gets its end")
        XCTAssertEqual(world.log.actions, [])
    }

    func testAFingerThatWandersIsNoTapAndItsViewHasItAll() {
        let world = GestureWorld()
        let tap = world.add(TapGestureRecognizer(), as: "tap")
        world.down(here, at: 0)
        world.move(Point(x: 25, y: 20), at: 0.05)
        XCTAssertEqual(tap.state, .failed)
        world.up(Point(x: 25, y: 20), at: 0.1)
        world.turn(to: 0.2)
        XCTAssertEqual(world.log.actions, [])
        XCTAssertEqual(world.view.phases, ["began", "moved", "ended"])
    }

    func testASecondTapTooLateOrTooFarIsNoDoubleTap() {
        let world = GestureWorld()
        let double = world.add(TapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        world.tap(here, at: 0)
        world.tap(here, at: 0.5)  // after the interval
        world.tap(here, at: 2)
        world.tap(Point(x: 30, y: 20), at: 2.2)  // too far
        world.turn(to: 3)
        XCTAssertEqual(world.log.actions, [])
    }

    func testATwoFingerTapNeedsBothFingers() {
        let world = GestureWorld()
        let twoFingers = world.add(TapGestureRecognizer(), as: "two fingers")
        twoFingers.numberOfTouchesRequired = 2
        world.tap(here, at: 0)
        world.turn(to: 0.1)
        XCTAssertEqual(world.log.actions, [])
        world.down(here, at: 1, finger: 0)
        world.down(Point(x: 20.5, y: 21), at: 1.01, finger: 1)
        world.up(here, at: 1.05, finger: 0)
        world.up(Point(x: 20.5, y: 21), at: 1.06, finger: 1)
        world.turn(to: 1.1)
        XCTAssertEqual(world.log.actions, ["two fingers ended"])
        XCTAssertEqual(twoFingers.numberOfTouches, 0, "reset: its touches forgotten")
    }
}
