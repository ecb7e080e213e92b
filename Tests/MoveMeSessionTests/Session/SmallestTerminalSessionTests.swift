@testable import MoveMeRendering
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeCore
import MoveMeTerminal

/// Issue 46 at 20×6: the placard was wider than the window, cut on both sides, and the help's
/// "terminal too small" was drawn on one row over the scene, the greeting's shadow showing
/// through below it.
final class SmallestTerminalSessionTests: XCTestCase {
    func testThePlacardIsNeverWiderThanTheWindow() {
        for columns in 1...40 {
            for rows in [3, 6, 12] {
                let h = SessionHarness(columns: columns, rows: rows)
                let placard = (h.session.scene as! MoveMeApp).moveMeView.placardView
                XCTAssertLessThanOrEqual(placard.frame.width, Double(columns), "\(columns)×\(rows)")
                XCTAssertGreaterThanOrEqual(placard.frame.minX, 0, "\(columns)×\(rows)")
            }
        }
    }

    /// At 20×6 the placard's border shows on both sides (the edge columns alike, and unlike the
    /// inside next to them), its greeting whole between them.
    func testAt20x6ThePlacardShowsBothItsSides() {
        let h = SessionHarness(columns: 20, rows: 6)
        let grid = h.backend.grid
        for row in 1...3 {
            XCTAssertEqual(grid[0, row], grid[19, row], "row \(row):\n" + h.screen)
            XCTAssertNotEqual(grid[0, row].style, grid[1, row].style, "row \(row): the border, then the inside\n" + h.screen)
        }
        XCTAssertTrue(h.lines[2].contains("Welcome"), h.screen)
    }

    /// Where not even the compact help fits, its line is alone on the help's own background:
    /// no cell of the scene shows.
    func testTheTooSmallLineIsDrawnOnAClearScreen() {
        let h = SessionHarness(columns: 20, rows: 6)
        h.key(.character("?"))
        let background = ModalBox.Styles(depth: .palette256).body.background
        let grid = h.backend.grid
        XCTAssertEqual(h.lines, ["", "", " terminal too small", "", "", ""].map { $0.padding(toLength: 20, withPad: " ", startingAt: 0) }, h.screen)
        for row in 0..<6 {
            for column in 0..<20 {
                XCTAssertEqual(grid[column, row].style.background, background, "\(column),\(row):\n" + h.screen)
            }
        }
    }
}
