import XCTest
@testable import MoveMeCore

/// The continuous recognizers: a long press on the run loop's timer, a pan's translation and
/// velocity, a pinch's scale and a rotation's turn, each under the manual clock.
final class ContinuousGestureTests: XCTestCase {
    private let here = Point(x: 20, y: 20)

    func testALongPressBeginsAtItsMinimumDurationWhateverTheFrames() {
        let world = GestureWorld()
        let press = world.add(LongPressGestureRecognizer(), as: "press")
        world.down(here, at: 1)
        XCTAssertEqual(world.runLoop.nextTimerTime, 1.5, "a timer on the run loop: a front end wakes for it")
        world.turn(to: 1.4)
        XCTAssertEqual(press.state, .possible)
        world.turn(to: 2)  // one late turn
        XCTAssertEqual(world.log.actions, ["press began"])
        XCTAssertEqual(world.log.times, [1.5], "begun, and its action sent, at the minimum duration")
        XCTAssertEqual(world.view.phases, ["began", "cancelled"])
        world.move(Point(x: 60, y: 40), at: 2.1)  // once begun, no limit on movement
        world.up(Point(x: 60, y: 40), at: 2.2)
        world.turn(to: 2.3)
        XCTAssertEqual(world.log.actions, ["press began", "press changed", "press ended"])
    }

    func testAPressThatMovesTooFarOrLiftsEarlyIsNoLongPress() {
        let world = GestureWorld()
        let press = world.add(LongPressGestureRecognizer(), as: "press")
        world.down(here, at: 0)
        world.move(Point(x: 29, y: 20), at: 0.1)  // 9 points: within the allowable 10
        XCTAssertEqual(press.state, .possible)
        world.move(Point(x: 31, y: 20), at: 0.2)
        XCTAssertEqual(press.state, .failed)
        world.up(Point(x: 31, y: 20), at: 0.3)
        world.down(here, at: 1)
        world.up(here, at: 1.2)
        world.turn(to: 3)
        XCTAssertEqual(world.log.actions, [])
        XCTAssertEqual(world.view.phases, ["began", "moved", "moved", "ended", "began", "ended"])
    }

    func testAPansTranslationAndVelocityInAnyViewsCoordinates() {
        final class Reading {
            var translations: [Point] = []
            var velocities: [Point] = []
            func panned(_ pan: PanGestureRecognizer) {
                translations.append(pan.translation(in: pan.view))
                velocities.append(pan.velocity(in: nil))
            }
        }
        let world = GestureWorld()
        let pan = PanGestureRecognizer()
        world.view.addGestureRecognizer(pan)
        let reading = Reading()
        pan.addTarget(reading, action: Action("panned:", Reading.panned))
        world.down(here, at: 0)
        world.move(Point(x: 24, y: 20), at: 0.1)  // begins: 4 points sideways
        world.move(Point(x: 34, y: 25), at: 0.2)
        world.turn(to: 0.2)
        XCTAssertEqual(reading.translations, [Point(x: 4, y: 0), Point(x: 14, y: 5)],
                       "the total since it started, not the last move's (each action at the turn after its move)")
        XCTAssertEqual(reading.velocities.last?.x ?? 0, 100, accuracy: 1e-9, "10 points in 0.1 s")
        XCTAssertEqual(reading.velocities.last?.y ?? 0, 50, accuracy: 1e-9)

        pan.setTranslation(.zero, in: world.view)
        XCTAssertEqual(pan.translation(in: world.view), .zero)
        XCTAssertEqual(pan.velocity(in: nil), .zero, "setting the translation resets the velocity")
        world.move(Point(x: 36, y: 25), at: 0.3)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 2, y: 0))

        world.view.transform = AffineTransform(scale: 2)
        XCTAssertEqual(pan.translation(in: world.view), Point(x: 1, y: 0), "in a view shown twice as large, half as far")
    }

    /// The ended pan's action comes at the run loop's next turn, when no finger is down: it
    /// reads the translation to where the fingers lifted, as UIKit's does, not to nowhere.
    func testTheEndedPansTranslationIsWhereTheFingerLifted() {
        final class Reading {
            var translations: [String] = []
            func panned(_ pan: PanGestureRecognizer) {
                let t = pan.translation(in: nil)
                translations.append("\(pan.state) \(Int(t.x)),\(Int(t.y))")
            }
        }
        let world = GestureWorld()
        let pan = PanGestureRecognizer()
        world.view.addGestureRecognizer(pan)
        let reading = Reading()
        pan.addTarget(reading, action: Action("panned:", Reading.panned))
        world.down(here, at: 0)
        world.move(Point(x: 30, y: 20), at: 0.1)
        world.up(Point(x: 32, y: 21), at: 0.2)
        world.turn(to: 0.3)
        XCTAssertEqual(reading.translations, ["began 10,0", "ended 12,1"])
        XCTAssertEqual(pan.translation(in: nil), .zero, "reset after the action")
    }

    func testAFingerJoiningAPanDoesNotMoveItsTranslation() {
        let world = GestureWorld()
        let pan = world.add(PanGestureRecognizer(), as: "pan")
        world.down(here, at: 0, finger: 0)
        world.move(Point(x: 30, y: 20), at: 0.1)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 10, y: 0))
        world.down(Point(x: 40, y: 28), at: 0.2, finger: 1)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 10, y: 0))
        XCTAssertEqual(pan.numberOfTouches, 2)
        world.move(Point(x: 44, y: 28), at: 0.3, finger: 1)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 12, y: 0), "the centroid moved half as far")
        world.up(Point(x: 44, y: 28), at: 0.4, finger: 1)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 12, y: 0))
        XCTAssertEqual(pan.state, .changed, "a finger still down: it goes on")
        world.up(Point(x: 30, y: 20), at: 0.5, finger: 0)
        XCTAssertEqual(pan.state, .ended)
    }

    func testAPanNeedsItsFewestFingers() {
        let world = GestureWorld()
        let pan = world.add(PanGestureRecognizer(), as: "pan")
        pan.minimumNumberOfTouches = 2
        world.down(here, at: 0)
        world.move(Point(x: 40, y: 20), at: 0.1)
        XCTAssertEqual(pan.state, .possible)
        world.up(Point(x: 40, y: 20), at: 0.2)
        XCTAssertEqual(pan.state, .failed)
    }

    func testAPinchsScaleAndVelocity() {
        let world = GestureWorld()
        let pinch = world.add(PinchGestureRecognizer(), as: "pinch")
        world.dispatcher.fingersChanged([.down(0, at: Point(x: 20, y: 20)), .down(1, at: Point(x: 30, y: 20))], time: 0)
        XCTAssertEqual(pinch.scale, 1)
        world.dispatcher.fingersChanged([.moved(0, to: Point(x: 15, y: 20)), .moved(1, to: Point(x: 35, y: 20))], time: 0.5)
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9, "twice as far apart")
        XCTAssertEqual(pinch.velocity, 2, accuracy: 1e-9, "from 1 to 2 in half a second")
        pinch.scale = 1
        world.dispatcher.fingersChanged([.moved(1, to: Point(x: 55, y: 20))], time: 1)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9, "set to 1, the next spread scales from there")
        XCTAssertEqual(pinch.state, .changed)
        world.dispatcher.fingersChanged([.up(0, at: Point(x: 15, y: 20))], time: 1.1)
        XCTAssertEqual(pinch.state, .changed, "one finger lifted: not yet ended")
        world.dispatcher.fingersChanged([.up(1, at: Point(x: 55, y: 20))], time: 1.2)
        XCTAssertEqual(pinch.state, .ended)
    }

    func testARotationsTurn() {
        let world = GestureWorld()
        let rotation = world.add(RotationGestureRecognizer(), as: "rotation")
        world.dispatcher.fingersChanged([.down(0, at: Point(x: 20, y: 20)), .down(1, at: Point(x: 30, y: 20))], time: 0)
        world.dispatcher.fingersChanged([.moved(0, to: Point(x: 25, y: 15)), .moved(1, to: Point(x: 25, y: 25))], time: 0.25)
        XCTAssertEqual(rotation.state, .began)
        XCTAssertEqual(rotation.rotation, Double.pi / 2, accuracy: 1e-9, "a quarter turn, clockwise on screen")
        XCTAssertEqual(rotation.velocity, 2 * Double.pi, accuracy: 1e-9)
        world.dispatcher.fingersChanged([.up(0, at: Point(x: 25, y: 15)), .up(1, at: Point(x: 25, y: 25))], time: 0.3)
        XCTAssertEqual(rotation.state, .ended)
    }

    func testFingersThatOnlyRestMakeNoPinchAndAThirdIsIgnored() {
        let world = GestureWorld()
        let pinch = world.add(PinchGestureRecognizer(), as: "pinch")
        world.dispatcher.fingersChanged([.down(0, at: Point(x: 20, y: 20)), .down(1, at: Point(x: 30, y: 20))], time: 0)
        world.dispatcher.fingersChanged([.moved(1, to: Point(x: 30.5, y: 20))], time: 0.1)
        XCTAssertEqual(pinch.state, .possible, "half a point: no pinch")
        world.down(Point(x: 40, y: 40), at: 0.2, finger: 2)
        XCTAssertEqual(pinch.numberOfTouches, 2, "a third finger is not the pinch's")
    }
}
