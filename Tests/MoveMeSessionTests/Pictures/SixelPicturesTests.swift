import MoveMeRendering
import MoveMeTerminal
import XCTest
@testable import MoveMeSession

/// The scene's views as sixel images: painted where they are when they change, the cells they
/// leave drawn again first, never on the last row.
final class SixelPicturesTests: XCTestCase {
    func testThePlacardIsASixelImageWithItsTextAndNoCells() {
        let painter = RecordingPainter()
        let h = SessionHarness(graphics: .sixel, painter: painter)
        let sent = h.takeGraphics()
        XCTAssertEqual(count("\u{1B}P0;1;0q", in: sent), 1)
        XCTAssertTrue(sent.hasPrefix("\u{1B}7\u{1B}["), "placed at its cell, the cursor saved")
        XCTAssertTrue(sent.hasSuffix("\u{1B}\\\u{1B}8"), "and restored")
        XCTAssertEqual(painter.runs, ["Welcome"])
        XCTAssertNil(h.box(placard))
        h.wait(1)
        XCTAssertEqual(h.takeGraphics(), "", "not painted again while nothing changes")
    }

    func testAMoveDrawsTheCellsItLeftAgainBeforeTheImage() {
        let h = SessionHarness(graphics: .sixel)
        h.press(40, 12)
        h.wait(1)
        _ = h.takeGraphics()
        let framesBefore = h.backend.frames.count
        h.drag(40, 18)
        h.wait(0.05)
        XCTAssertEqual(count("\u{1B}P0;1;0q", in: h.takeGraphics()), 1)
        let redrawn = h.backend.frames.dropFirst(framesBefore).joined()
        // The placard's top rows at the start (rows 9 to 11 or so) are sent again as background.
        XCTAssertTrue(redrawn.contains { $0.row == 10 && $0.column == 40 }, "where it was is drawn again")
    }

    func testNeverOnTheLastRow() {
        let h = SessionHarness(graphics: .sixel, columns: 80, rows: 24)
        h.press(40, 12)
        h.drag(40, 23)
        h.wait(0.2)
        _ = h.takeGraphics()
        h.drag(40, 23)
        h.wait(0.05)
        let sent = h.backend.graphics.last ?? ""
        // Its raster height ends above the last row: 23 rows of 20 pixels from the top at most.
        guard let range = sent.range(of: "\"1;1;") else { return XCTFail("no sixel: \(sent.prefix(40))") }
        let size = sent[range.upperBound...].prefix { $0 != "#" }.split(separator: ";").compactMap { Int($0) }
        let row = sent.dropFirst(4).prefix { $0 != ";" }
        XCTAssertEqual(size.count, 2)
        XCTAssertLessThanOrEqual(((Int(row) ?? 99) - 1) * 20 + size[1], 23 * 20)
    }
}
