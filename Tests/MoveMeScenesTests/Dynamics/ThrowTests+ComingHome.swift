@testable import MoveMeScenes
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// Coming home: the snap takes over a slow flight and settles without creeping, the same at
/// any frame rate.
extension ThrowTests {
    /// The snap's spring approaches home ever more slowly: its last cells crept home, then
    /// 0.8 to 1 s of frames passed with nothing drawn moving before the engine let it sleep
    /// (and rest came 2.6 to 2.7 s after letting go). Now the placard is put home once it is
    /// within half a point, slow and upright, and the scene rests at once.
    func testTheSnapSettlesWithoutCreepingTheLastCells() {
        for (column, row, step) in [(88, 31, (0, 0)), (80, 29, (6, 1)), (88, 29, (1, -2))] {
            setUp()
            grab(column: column, row: row)
            drag(by: step, frames: 6)
            release(by: step)
            let home = Point(x: 80, y: 60)
            var lastMove = 0.0, drawn = Point.zero
            let rested = run(limit: 10) {
                let shown = placard.presentation.center
                let pixel = Point(x: shown.x.rounded(), y: shown.y.rounded())
                if pixel != drawn { (drawn, lastMove) = (pixel, time) }
                return !scene.isAnimating
            }
            XCTAssertLessThan(rested, 2.5, "home and at rest within 2.5 s of letting go")
            XCTAssertLessThan(time - lastMove, 0.35, "no long tail at home: \(column), \(row)")
            XCTAssertEqual(placard.presentation.center, home)
            XCTAssertEqual(placard.presentation.transform, .identity)
            XCTAssertTrue(view.isUserInteractionEnabled)
        }
    }

    func testTheSnapTakesOverOnceTheFlightIsSlow() {
        grab()
        drag(by: (3, 0), frames: 6)
        release(by: (3, 0))
        let flight = view.flight!
        run(limit: 3) { flight.isHoming }
        XCTAssertTrue(flight.isHoming)
        XCTAssertNotNil(flight.snap)
        XCTAssertEqual(flight.snap?.snapPoint, Point(x: 80, y: 60))
        XCTAssertLessThanOrEqual(flight.flightTime, ThrowBehavior.maximumFlight + 1e-9)
    }

    func testAReleaseWithoutMovingGoesStraightHome() {
        // Pressed off centre: the pulse brings the placard's centre under the pointer.
        grab(column: 88, row: 31)
        XCTAssertEqual(placard.center, Point(x: 88.5, y: 63))
        release()
        let flight = try! XCTUnwrap(view.flight)
        XCTAssertTrue(flight.isHoming, "no flight: the snap at once")
        XCTAssertEqual(thrownVelocity, .zero)
        let home = Point(x: 80, y: 60), start = placard.center.distance(to: home)
        var farthest = 0.0
        run(limit: 10) {
            farthest = max(farthest, placard.center.distance(to: home))
            return !scene.isAnimating
        }
        XCTAssertLessThanOrEqual(farthest, start + 1e-9)
        XCTAssertEqual(placard.center, home)
        XCTAssertTrue(view.isUserInteractionEnabled)
    }

    func testAPointerHeldStillBeforeLettingGoThrowsNothing() {
        grab()
        drag(by: (5, 0), frames: 5)
        run(limit: 0.2)
        release()
        XCTAssertTrue(view.flight!.isHoming)
        XCTAssertEqual(thrownVelocity, .zero)
    }

    func testTheFlightIsTheSameAtAnyFrameRate() {
        var ends: [Point] = []
        for rate in [30.0, 60, 144] {
            setUp()
            grab()
            drag(by: (5, 1), frames: 6)
            release(by: (5, 1))
            let released = time
            while time < released + 1.5 - 1e-9 {
                time = min(released + 1.5, time + 1 / rate)
                scene.advance(to: time)
            }
            ends.append(placard.center)
        }
        XCTAssertNotEqual(ends[0], Point(x: 80, y: 60), "still on its way home at 1.5 s")
        XCTAssertEqual(ends[0].distance(to: ends[1]), 0, accuracy: 1e-9)
        XCTAssertEqual(ends[0].distance(to: ends[2]), 0, accuracy: 1e-9)
    }
}
