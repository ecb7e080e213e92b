@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeTerminal

/// The help: modal, closed by a key or a click that does nothing else, and at tiny sizes
/// either fitting or asking for room.
extension SessionTests {
    func testTheHelpIsModalAKeyClosesItAndDoesNothingElse() {
        let h = SessionHarness()
        h.key(.character("?"))
        XCTAssertEqual(h.row(containing: "MoveMe · moveme (1) ─"), 1)
        XCTAssertNotNil(h.row(containing: "q, esc, ctrl-c  quit"))
        h.key(.character("q"))
        XCTAssertNil(h.exitStatus, "q closes the help; it does not quit")
        XCTAssertNil(h.row(containing: "MoveMe · moveme (1) ─"))
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
        h.key(.character("?"))
        h.key(.character("n"))
        XCTAssertNotNil(h.row(containing: "Welcome"), "n closed the help and showed no next greeting")
    }

    func testAClickClosesTheHelpAndTheSceneBehindSeesNothing() {
        let h = SessionHarness()
        h.key(.character("?"))
        // A double click on the background, behind the help: no next greeting.
        h.press(2, 22); h.release(2, 22); h.press(2, 22); h.release(2, 22)
        XCTAssertNil(h.row(containing: "MoveMe · moveme (1) ─"))
        XCTAssertNotNil(h.row(containing: "Welcome"))
        XCTAssertFalse(h.session.scene.isTouching)
    }

    func testTheHelpOpenedMidDragCancelsTheTouch() {
        let h = SessionHarness()
        h.press(40, 12)
        h.key(.character("?"))
        XCTAssertFalse(h.session.scene.isTouching)
    }

    func testTheHelpAtTinySizesFitsOrAsksForRoomAndIsNeverASliceOfTheBox() {
        for (columns, rows) in [(10, 3), (20, 5), (1, 1)] {
            let h = SessionHarness(columns: columns, rows: rows, configuration: Configuration(showsHint: false))
            h.key(.character("?"))
            if columns >= 9 {
                XCTAssertNotNil(h.row(containing: "too small") ?? h.row(containing: "bigger terminal"), h.screen)
            }
            XCTAssertFalse(h.screen.contains("╭") || h.screen.contains("│"), "a slice of the box at \(columns)×\(rows)")
            h.resize(columns: 80, rows: 24)
            XCTAssertNotNil(h.row(containing: "╭─ MoveMe · moveme (1) ─"), h.screen)
        }
        // Between, the compact help's box, whole.
        for (columns, rows) in [(50, 18), (40, 12)] {
            let h = SessionHarness(columns: columns, rows: rows, configuration: Configuration(showsHint: false))
            h.key(.character("?"))
            XCTAssertNotNil(h.row(containing: "╭─ MoveMe · moveme (1) ─"), h.screen)
            XCTAssertNotNil(h.row(containing: "╰──"), "the compact box whole at \(columns)×\(rows):\n\(h.screen)")
            h.resize(columns: 80, rows: 24)
            XCTAssertNotNil(h.row(containing: "╭─ MoveMe · moveme (1) ─"), h.screen)
        }
    }
}
