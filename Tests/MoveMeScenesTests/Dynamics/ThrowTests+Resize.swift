@testable import MoveMeScenes
import XCTest
import MoveMeCore
import MoveMeRendering

/// A new size mid-flight and at rest: the flight goes on inside it and comes home to its
/// middle.
extension ThrowTests {
    func testAFlightGoesOnInsideANewSizeAndComesHomeToItsMiddle() {
        placard.showNextGreeting()
        grab()
        drag(by: (6, 1), frames: 6)
        release(by: (6, 1))
        run(limit: 0.3)
        XCTAssertGreaterThan(placard.center.x, 110)
        // Smaller: 100 × 30 cells, 100 × 60 points; the placard was out past the new right edge.
        scene.resize(columns: 100, rows: 30)
        XCTAssertLessThanOrEqual(placard.center.x, 100)
        XCTAssertNotNil(view.flight, "the flight goes on")
        run(limit: 0.25)
        let bounds = view.bounds
        run(limit: 10) {
            assertInside(bounds)
            return !scene.isAnimating
        }
        XCTAssertEqual(placard.center, Point(x: 50, y: 30))
        XCTAssertEqual(placard.transform, .identity)
        XCTAssertTrue(view.isUserInteractionEnabled)
        XCTAssertEqual(placard.greetingIndex, 1, "the scene was not started again")
        XCTAssertEqual(scene.render().columns, 100)
    }

    func testALongGreetingsPlacardNarrowsWithTheScreenInFlight() {
        let long = "Start" + String(repeating: "x", count: 50) + "End"  // 58 cells: a placard of 66
        scene = DynamicsScene(.throw, columns: 160, rows: 60, greetings: [long])
        time = 0
        XCTAssertEqual(placard.bounds.width, 66)
        grab()
        drag(by: (2, 1), frames: 6)
        release(by: (2, 1))
        run(limit: 0.2)
        XCTAssertNotNil(view.flight)
        scene.resize(columns: 90, rows: 30)  // two thirds: 60
        XCTAssertEqual(placard.bounds.width, 60)
        run(limit: 10) { !scene.isAnimating }
        XCTAssertEqual(placard.center, Point(x: 45, y: 30))
        XCTAssertEqual(placard.bounds.width, 60)
    }

    func testOnAScreenSmallerThanThePlacardAThrowStillComesHomeAndRests() {
        for (columns, rows) in [(10, 3), (30, 4), (20, 40), (1, 1)] {
            scene = DynamicsScene(.throw, columns: columns, rows: rows)
            time = 0
            let home = placard.center
            scene.pointerDown(column: columns / 2, row: rows / 2, at: time)
            run(limit: 0.4)
            drag(by: (1, 1), frames: 3)
            release(by: (1, 1))
            XCTAssertLessThan(run(limit: 10) { !scene.isAnimating }, 5, "\(columns)×\(rows)")
            XCTAssertEqual(placard.center, home)
            XCTAssertTrue(view.isUserInteractionEnabled)
        }
    }

    func testAtRestANewSizeRecentresThePlacard() {
        scene.resize(columns: 120, rows: 40)
        XCTAssertEqual(placard.center, Point(x: 60, y: 40))
        XCTAssertFalse(scene.isAnimating)
    }
}
