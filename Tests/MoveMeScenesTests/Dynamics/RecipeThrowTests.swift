@testable import MoveMeRendering
@testable import MoveMeStrings
@testable import MoveMeScenes
import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// The throw scene on a 160 × 60 terminal: 160 × 120 points, the 24 × 10 placard at (80, 60),
/// its centre in cell (80, 29), 60 Hz frames on a manual clock.
final class ThrowTests: XCTestCase {
    private var scene: DynamicsScene!
    private var time = 0.0
    /// Where the pointer is, in cells.
    private var pointer = (column: 80, row: 29)
    private var view: ThrowView { scene.contentView as! ThrowView }
    private var placard: PlacardView { view.placardView }
    private var frame = 1.0 / 60

    override func setUp() {
        scene = DynamicsScene(.throw, columns: 160, rows: 60)
        time = 0
        frame = 1.0 / 60
    }

    /// XCTest keeps every test case to the end of the run: let go of the scene here, so that
    /// LeakSanitizer sees it freed (script/sanitize).
    override func tearDown() {
        scene = nil
    }

    /// Runs 60 Hz frames until `condition` holds or `limit` seconds pass; the seconds it took.
    @discardableResult
    private func run(limit: Double, until condition: () -> Bool = { false }) -> Double {
        let start = time
        while !condition(), time - start < limit - 1e-9 {
            time += frame
            scene.advance(to: time)
        }
        return time - start
    }

    /// Presses the placard at a cell and holds still until the pulse is over (scale 1.1).
    private func grab(column: Int = 80, row: Int = 29) {
        pointer = (column, row)
        scene.pointerDown(column: column, row: row, at: time)
        run(limit: 0.4)
        XCTAssertNotNil(view.heldTouch)
        XCTAssertEqual(placard.presentation.transform.a, 1.1, accuracy: 1e-9)
    }

    /// Moves the pointer by (columns, rows) a frame for `frames` frames.
    private func drag(by step: (columns: Int, rows: Int), frames: Int) {
        for _ in 0..<frames {
            time += frame
            pointer = (pointer.column + step.columns, pointer.row + step.rows)
            scene.pointerMoved(column: pointer.column, row: pointer.row, at: time)
        }
    }

    /// Lets go one frame later, one more step on (a release mid-drag, as a flick).
    private func release(by step: (columns: Int, rows: Int) = (0, 0)) {
        time += frame
        pointer = (pointer.column + step.columns, pointer.row + step.rows)
        scene.pointerUp(column: pointer.column, row: pointer.row, at: time)
    }

    private func doubleClick(column: Int, row: Int) {
        for _ in 0..<2 {
            scene.pointerDown(column: column, row: row, at: time)
            time += 0.05
            scene.pointerUp(column: column, row: row, at: time)
            time += 0.05
        }
    }

    private var thrownVelocity: Point? { view.flight.map { $0.properties.linearVelocity(for: placard) } }

    private var scale: Double {
        (placard.transform.a * placard.transform.a + placard.transform.b * placard.transform.b).squareRoot()
    }

    // MARK: The throw

    func testAThrowFliesInTheDragsDirectionWithTheDragsSpeed() {
        grab()
        // 2 columns and 1 row (2 points) a frame: 120 points/s right and 120 down.
        drag(by: (2, 1), frames: 12)
        release(by: (2, 1))
        let flight = try! XCTUnwrap(view.flight)
        XCTAssertFalse(flight.isHoming)
        XCTAssertEqual(thrownVelocity!.x, 120, accuracy: 1)
        XCTAssertEqual(thrownVelocity!.y, 120, accuracy: 1)
        XCTAssertFalse(view.isUserInteractionEnabled)
        // A tenth of a second on it has gone that way, a little slowed: 12 points at most.
        let released = placard.center
        run(limit: 0.1)
        let moved = placard.center - released
        XCTAssertEqual(moved.x, moved.y, accuracy: 0.2, "along the drag's diagonal")
        XCTAssertGreaterThan(moved.x, 10)
        XCTAssertLessThanOrEqual(moved.x, 12)
    }

    func testOnlyTheLastTenthOfASecondOfTheDragCounts() {
        grab()
        // Fast first: 10 columns a frame (600 points/s) for 5 frames; then 1 column a frame
        // (60 points/s) for 8 frames, and let go: a throw at 60 points/s.
        drag(by: (10, 0), frames: 5)
        drag(by: (1, 0), frames: 8)
        release(by: (1, 0))
        XCTAssertEqual(thrownVelocity!.x, 60, accuracy: 1)
        XCTAssertEqual(thrownVelocity!.y, 0, accuracy: 1e-9)
    }

    private var body: Rect { engineBox(of: placard) }

    /// Inside the view, within a point (the engine's sub-steps let nothing sink deeper).
    private func assertInside(_ bounds: Rect, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(isInside(placard, bounds), "\(body) left \(bounds)", file: file, line: line)
    }

    func testAWildFlickIsCappedAtEightScreensASecond() {
        grab(column: 70, row: 27)
        // 40 columns and 10 rows a frame: 2400 points/s right, 1200 down.
        drag(by: (40, 10), frames: 1)
        release(by: (40, 10))
        guard let v = thrownVelocity else { return XCTFail("not thrown") }
        let limit = ThrowView.maximumSpeed * 160
        XCTAssertEqual((v.x * v.x + v.y * v.y).squareRoot(), limit, accuracy: 1e-6)
        XCTAssertEqual(v.y / v.x, 0.5, accuracy: 1e-9, "in the flick's direction")
    }

    /// A flick at the speed cap, across the middle towards the right edge and down: the
    /// placard's body stays within a point of the walls at every step, on a small terminal and
    /// a large one (an engine that moved 10 points a step went 7.8 points past).
    func testAFlickAtTheSpeedCapStaysWithinAPointOfTheWalls() {
        for (columns, rows) in [(80, 24), (160, 60)] {
            scene = DynamicsScene(.throw, columns: columns, rows: rows)
            time = 0
            // Pressed near the placard's left end, then a sixth of the width a frame rightwards.
            grab(column: columns / 2 - 10, row: rows / 2 - 1)
            drag(by: (columns / 6, 1), frames: 1)
            release(by: (columns / 6, 1))
            guard let v = thrownVelocity else { return XCTFail("not thrown") }
            XCTAssertEqual(v.length, ThrowView.maximumSpeed * Double(columns), accuracy: 1e-6)
            let bounds = view.bounds
            var deepest = 0.0
            frame = DynamicAnimator.stepDuration
            run(limit: 1.5) {
                deepest = max(deepest, body.maxX - bounds.maxX, body.maxY - bounds.maxY,
                              bounds.minX - body.minX, bounds.minY - body.minY)
                return false
            }
            XCTAssertLessThanOrEqual(deepest, wallTolerance, "\(columns)×\(rows)")
            XCTAssertGreaterThan(deepest, -0.5, "it reached a wall")
        }
    }

    func testItBouncesOffTheEdgesAndStaysInside() {
        grab()
        // 6 columns a frame and 1 row up: 360 points/s right, 120 up.
        drag(by: (6, -1), frames: 6)
        release(by: (6, -1))
        let bounds = view.bounds
        var reachedRight = false, cameBack = false
        frame = DynamicAnimator.stepDuration  // every step seen: the touch of the wall is one
        run(limit: 1.2) {
            assertInside(bounds)
            reachedRight = reachedRight || body.maxX >= bounds.maxX - 0.5
            if reachedRight, let v = thrownVelocity, v.x < -100 { cameBack = true }
            return false
        }
        XCTAssertTrue(reachedRight, "it flew to the right edge")
        XCTAssertTrue(cameBack, "and bounced back off it")
    }

    func testItComesHomeUprightAtScale1AndRests() {
        grab()
        drag(by: (6, 2), frames: 6)
        release(by: (6, 2))
        XCTAssertEqual(scale, 1.1, accuracy: 1e-9)
        run(limit: 0.35)
        XCTAssertEqual(scale, 1, accuracy: 1e-9, "the held scale is gone in 0.3 s")
        // Set spinning (a throw of the placard's centre never is): it still comes home upright.
        view.flight!.properties.addAngularVelocity(8, for: placard)
        run(limit: 0.2)
        // Visibly turned (0.21 rad, 12°, against the snap turning it back; a turn given between
        // steps no longer also counts the step's lag, since the fuzzers' fix) ...
        XCTAssertGreaterThan(abs(atan2(placard.transform.b, placard.transform.a)), 0.15)
        let rested = run(limit: 10) { !scene.isAnimating }
        XCTAssertLessThan(rested, 4)
        XCTAssertEqual(placard.center, Point(x: 80, y: 60))
        XCTAssertEqual(placard.transform, .identity)
        XCTAssertEqual(placard.presentation.transform, .identity)
        XCTAssertEqual(placard.presentation.center, Point(x: 80, y: 60))
        XCTAssertFalse(view.dynamicAnimator.isRunning)
        XCTAssertNil(view.flight)
        XCTAssertTrue(view.isUserInteractionEnabled)
        // At rest nothing changes, and nothing asks for frames.
        run(limit: 1)
        XCTAssertEqual(placard.center, Point(x: 80, y: 60))
        XCTAssertFalse(scene.isAnimating)
    }

    // MARK: Turning

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

    // MARK: Coming home

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

    // MARK: Touches

    func testNoTouchIsTakenUntilItRestsThenDoubleClicksShowTheNextGreeting() {
        grab()
        drag(by: (4, 1), frames: 6)
        release(by: (4, 1))
        run(limit: 0.2)
        // Pressing on the flying placard takes nothing; a double click on the background
        // shows no greeting.
        let cell = (column: Int(placard.center.x), row: Int(placard.center.y / 2))
        scene.pointerDown(column: cell.column, row: cell.row, at: time)
        XCTAssertNil(view.heldTouch)
        scene.pointerUp(column: cell.column, row: cell.row, at: time)
        doubleClick(column: 2, row: 2)
        XCTAssertEqual(placard.greetingIndex, 0)
        XCTAssertNotNil(view.flight)
        // Right after it rests, a double click on the background shows the next greeting.
        run(limit: 10) { !scene.isAnimating }
        doubleClick(column: 2, row: 2)
        XCTAssertEqual(placard.greetingIndex, 1)
        XCTAssertEqual(placard.displayString, "Velkommen")
        // And the placard can be thrown again.
        grab()
        XCTAssertNotNil(view.heldTouch)
    }

    // MARK: Resize

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

    func testTheUsersGreetingsAndDoubleClickIntervalHoldAcrossRestarts() {
        scene = DynamicsScene(.throw, columns: 160, rows: 60, greetings: ["Hej", "Moi"], doubleTapInterval: 0.05)
        XCTAssertEqual(placard.displayString, "Hej")
        // Pressed again 0.09 s after the release: too slow for 0.05; then 0.01 s after.
        for (press, release) in [(0.0, 0.01), (0.1, 0.11), (0.12, 0.13)] {
            scene.pointerDown(column: 2, row: 2, at: press)
            XCTAssertEqual(placard.displayString, press < 0.12 ? "Hej" : "Moi")
            scene.pointerUp(column: 2, row: 2, at: release)
        }
        scene.restart(at: 1)
        XCTAssertEqual(placard.displayString, "Hej")
        XCTAssertEqual(placard.greetings, ["Hej", "Moi"])
    }

    func testTheSceneDrawsThePlacardWhereItFlies() {
        func greetingRow(_ grid: Grid) -> Int? { (0..<grid.rows).first { grid.text(row: $0).contains("Welcome") } }
        let home = try! XCTUnwrap(greetingRow(scene.render()))
        XCTAssertEqual(Double(home), 30, accuracy: 1)
        grab()
        drag(by: (0, 2), frames: 6)
        release(by: (0, 2))
        run(limit: 0.2)
        // Drawn where the model says it is, well below home.
        let flying = try! XCTUnwrap(greetingRow(scene.render()))
        XCTAssertGreaterThan(flying, home + 10)
        XCTAssertEqual(Double(flying), placard.center.y / 2, accuracy: 1)
    }

    func testTheCaptionNamesTheScene() {
        XCTAssertTrue(scene.caption!.hasPrefix("Throw"), scene.caption!)
        XCTAssertTrue(scene.keys.isEmpty)
        XCTAssertFalse(scene.handleKey("m", at: 0))
        XCTAssertFalse(scene.isAnimating, "MoveMe at rest asks for no frames")
    }
}
