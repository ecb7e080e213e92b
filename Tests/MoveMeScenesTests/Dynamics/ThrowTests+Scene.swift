@testable import MoveMeRendering
@testable import MoveMeScenes
import XCTest
import MoveMeCore

/// The scene around the throw: touches while the placard flies, the user's greetings, the
/// picture, the caption.
extension ThrowTests {
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
