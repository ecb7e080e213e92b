import XCTest
@testable import MoveMeCore

/// Lets any two recognize together.
private final class Together: GestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

/// By default one recognizer of the same touches recognizes at a time; the delegate may let
/// two; `require(toFail:)` makes one wait, and fail if the other recognizes.
final class RecognizerRelationsTests: XCTestCase {
    private let here = Point(x: 20, y: 20)

    func testALongPressThatBeganKeepsAPanFromBeginning() {
        let world = GestureWorld()
        let press = world.add(LongPressGestureRecognizer(), as: "press")
        let pan = world.add(PanGestureRecognizer(), as: "pan")
        world.down(here, at: 0)
        world.turn(to: 0.6)
        XCTAssertEqual(press.state, .began)
        XCTAssertEqual(pan.state, .possible, "reset after failing")
        world.move(Point(x: 40, y: 20), at: 0.7)
        world.up(Point(x: 40, y: 20), at: 0.8)
        world.turn(to: 0.9)
        XCTAssertEqual(world.log.actions, ["press began", "press changed", "press ended"])
    }

    func testAPanThatBeganFirstFailsTheLongPress() {
        let world = GestureWorld()
        let press = world.add(LongPressGestureRecognizer(), as: "press")
        world.add(PanGestureRecognizer(), as: "pan")
        press.allowableMovement = 100
        world.down(here, at: 0)
        world.move(Point(x: 30, y: 20), at: 0.1)
        XCTAssertEqual(press.state, .failed)
        world.turn(to: 1)
        XCTAssertEqual(world.log.actions, ["pan began"])
    }

    func testTheDelegateLetsTwoRecognizeTogether() {
        let world = GestureWorld()
        let pinch = world.add(PinchGestureRecognizer(), as: "pinch")
        let rotation = world.add(RotationGestureRecognizer(), as: "rotation")
        let together = Together()
        pinch.delegate = together
        world.dispatcher.fingersChanged([.down(0, at: Point(x: 20, y: 20)), .down(1, at: Point(x: 30, y: 20))], time: 0)
        world.dispatcher.fingersChanged([.moved(0, to: Point(x: 20, y: 10)), .moved(1, to: Point(x: 20, y: 30))], time: 0.1)
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(rotation.state, .began, "either delegate saying yes is enough")
    }

    func testWithoutItTheFirstToBeginWins() {
        let world = GestureWorld()
        let pinch = world.add(PinchGestureRecognizer(), as: "pinch")
        let rotation = world.add(RotationGestureRecognizer(), as: "rotation")
        world.dispatcher.fingersChanged([.down(0, at: Point(x: 20, y: 20)), .down(1, at: Point(x: 30, y: 20))], time: 0)
        world.dispatcher.fingersChanged([.moved(0, to: Point(x: 20, y: 10)), .moved(1, to: Point(x: 20, y: 30))], time: 0.1)
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(rotation.state, .failed)
    }

    func testARecognizerWaitingForAnotherFailsWhenThatOneRecognizes() {
        let world = GestureWorld()
        let press = world.add(LongPressGestureRecognizer(), as: "press")
        let pan = world.add(PanGestureRecognizer(), as: "pan")
        press.require(toFail: pan)
        press.allowableMovement = 100
        world.down(here, at: 0)
        world.turn(to: 0.6)
        XCTAssertEqual(press.state, .possible, "the press is due, but waits for the pan to fail")
        world.move(Point(x: 30, y: 20), at: 0.7)
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(press.state, .failed)
        world.up(Point(x: 30, y: 20), at: 0.8)
        world.turn(to: 1)
        XCTAssertEqual(world.log.actions, ["pan began", "pan ended"])
    }

    func testARecognizerWithNoTouchesIsNoOnesToWaitFor() {
        let world = GestureWorld()
        let elsewhere = View(frame: Rect(x: 60, y: 0, width: 10, height: 10))
        world.window.addSubview(elsewhere)
        let tap = world.add(TapGestureRecognizer(), as: "tap")
        let idle = world.add(TapGestureRecognizer(), as: "idle", to: elsewhere)
        tap.require(toFail: idle)
        world.tap(here, at: 0)
        world.turn(to: 0.1)
        XCTAssertEqual(world.log.actions, ["tap ended"])
    }

    func testADoubleTapWaitingForASingleTapsFailureFailsWhenTheSingleTapIsRecognized() {
        let world = GestureWorld()
        let single = world.add(TapGestureRecognizer(), as: "single")
        let double = world.add(TapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        double.require(toFail: single)
        world.tap(here, at: 0)
        XCTAssertEqual(single.state, .recognized)
        XCTAssertEqual(double.state, .failed, "UIKit: the other recognized, so this one fails instead")
        world.tap(here, at: 0.2)
        world.turn(to: 1)
        XCTAssertEqual(world.log.actions, ["single ended", "single ended"], "the double tap never comes")
    }
}
