import XCTest
import MoveMeCore
import MoveMeScenes
import MoveMeTerminal

/// A tile's edit menu shows only what can be done, as UIKit's does: no greyed command, and no
/// menu at all over an empty place while nothing can be pasted into it.
extension TouchesSessionTests {
    private func doubleClick(_ h: SessionHarness, _ column: Int, _ row: Int) {
        h.press(column, row)
        h.release(column, row)
        h.wait(0.1)
        h.press(column, row)
        h.release(column, row)
        h.wait(0.4)
    }

    func testAnEmptyPlaceShowsNoMenuUntilATileCanBePastedThenPasteAlone() {
        let h = harness()
        doubleClick(h, 8, 10)
        XCTAssertNotNil(h.row(containing: "Cut │ Copy │ Delete"), "no Paste over a tile:\n" + h.screen)
        h.key(.character("d"))
        h.wait(0.4)
        doubleClick(h, 8, 10)
        XCTAssertFalse(scene(h).menuController.isMenuVisible, "nothing can be done to the empty place")
        XCTAssertNil(h.row(containing: "Paste"), h.screen)

        doubleClick(h, 40, 10)
        h.key(.character("c"))  // the multi-touch tile onto the pasteboard
        h.wait(0.4)
        doubleClick(h, 8, 10)
        XCTAssertTrue(scene(h).menuController.isMenuVisible)
        let row = h.row(containing: "Paste")
        XCTAssertNotNil(row, h.screen)
        XCTAssertFalse(h.lines[row ?? 0].contains("│"), "Paste alone:\n" + h.screen)
        XCTAssertFalse(h.lines[row ?? 0].contains("Cut"), h.screen)
    }
}
