@testable import MoveMeScenes
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// A throw held off centre turns the placard, the way the push at the grip goes.
extension ThrowTests {
    /// Held 8.5 points right of the centre and a point up, thrown straight up at 120 points/s:
    /// scaled 1.1, the grip is (9.35, -1.1) from the centre, and the turn
    /// (r × v) / (|r|² + (24² + 10²) / 12) = -1122 / 144.9658… = -7.73975 radians/s, anticlockwise.
    func testAThrowHeldOffCentreTurnsThePlacardTheWayThePushGoes() {
        grab(column: 88, row: 29)
        drag(by: (0, -1), frames: 6)
        release(by: (0, -1))
        let flight = try! XCTUnwrap(view.flight)
        XCTAssertEqual(flight.properties.linearVelocity(for: placard).y, -120, accuracy: 1e-9)
        XCTAssertEqual(flight.properties.angularVelocity(for: placard), -7.7397548, accuracy: 1e-6)
        run(limit: 0.1)
        // Drawn turned: the engine writes the turn into the transform the rasterizer draws.
        let turn = atan2(placard.presentation.transform.b, placard.presentation.transform.a)
        XCTAssertLessThan(turn, -0.5, "about 0.7 radians anticlockwise a tenth of a second on")
        XCTAssertGreaterThan(turn, -0.8)
    }

    func testHeldAtTheLeftEndItTurnsClockwiseAndNearTheCentreHardly() {
        grab(column: 72, row: 29)
        drag(by: (0, -1), frames: 6)
        release(by: (0, -1))
        XCTAssertGreaterThan(view.flight!.properties.angularVelocity(for: placard), 5)
        run(limit: 10) { !scene.isAnimating }
        XCTAssertEqual(placard.transform, .identity)

        // The cell nearest the centre is half a point right of it and a point above.
        grab()
        drag(by: (0, -1), frames: 6)
        release(by: (0, -1))
        XCTAssertEqual(view.flight!.properties.angularVelocity(for: placard), -1.1409638, accuracy: 1e-6)
    }

    func testTheTurnAThrowGivesIsAPushAtTheGrip() {
        let size = Size(width: 24, height: 10)
        XCTAssertEqual(ThrowBehavior.spin(throwing: Point(x: 0, y: -120), heldAt: Point(x: 10, y: 0), size: size),
                       -1200.0 / (100 + 676.0 / 12), accuracy: 1e-12)
        XCTAssertEqual(ThrowBehavior.spin(throwing: Point(x: 120, y: 0), heldAt: Point(x: 0, y: 5), size: size),
                       -600.0 / (25 + 676.0 / 12), accuracy: 1e-12, "pushed right from below: anticlockwise")
        XCTAssertEqual(ThrowBehavior.spin(throwing: Point(x: 300, y: 300), heldAt: .zero, size: size), 0)
        XCTAssertEqual(ThrowBehavior.spin(throwing: Point(x: 0, y: 5000), heldAt: Point(x: 12, y: 0), size: size),
                       ThrowBehavior.maximumSpin, "two turns a second at most")
        XCTAssertEqual(ThrowBehavior.spin(throwing: Point(x: .nan, y: 1), heldAt: Point(x: 12, y: 0), size: size), 0)
    }
}
