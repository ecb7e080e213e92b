import MoveMeRendering
import MoveMeTerminal
import XCTest
@testable import MoveMeTUI
@testable import MoveMeSession

/// The scene's views as sixel images: painted where they are when they change, over whole
/// cells, the cells they leave drawn again after them, never on the last row.
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

    /// xterm (379) has no synchronized output and shows what it has read so far: a cell written
    /// over an image erases the image's pixels there, and a sixel shows only once it is whole.
    /// So a frame paints the new image first and only then the cells the old one leaves: seen
    /// at any moment, a whole placard. Before, the old place's cells went first, and a frame
    /// seen half read showed the placard's bottom right corner, or nothing.
    func testAMovePaintsTheNewImageFirstThenTheCellsTheOldOneLeft() {
        let h = SessionHarness(graphics: .sixel)
        h.press(40, 12)
        h.wait(1)
        _ = h.takeGraphics()
        var checked = 0
        for (column, row) in [(41, 12), (43, 13), (47, 15), (47, 16), (40, 12), (38, 11)] {
            let framesBefore = h.backend.frames.count
            let old = h.backend.graphics.last.flatMap(PlacedSixel.init)?.cells
            h.drag(column, row)
            h.wait(0.05)
            for index in framesBefore..<h.backend.frames.count {
                guard let split = h.backend.graphicsAt[index] else { continue }
                let sent = h.backend.graphics.last ?? ""
                guard let image = PlacedSixel(sent)?.cells else { return XCTFail("no sixel: \(sent.prefix(40))") }
                let cells = h.backend.frames[index]
                XCTAssertFalse(cells[split...].contains(where: image.contains), "no cell after the image over it")
                guard let old else { continue }
                let left = Set(old.all.filter { !image.contains($0) })
                XCTAssertTrue(Set(cells[..<split]).isDisjoint(with: left), "none of the old place's cells before the new image")
                XCTAssertEqual(Set(cells[split...]).intersection(left), left, "the cells the old image left, after the new")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 6)
    }

    /// No cell is written over the new image to erase what the old one left in its cells: the
    /// image paints them whole, opaque, the colours outside the placard the cells' as the
    /// terminal shows them (in 8 colours the background's grey is shown black).
    func testTheImagePaintsWholeCellsInTheColoursTheTerminalShowsThem() {
        for (depth, background) in [(ColorDepth.trueColor, RGB(84, 84, 84)), (.palette8, RGB(0, 0, 0))] {
            let h = SessionHarness(columns: 80, rows: 24, depth: depth, graphics: .sixel, textPainter: RecordingPainter(),
                                   cellPixels: CellPixelSize(width: 10, height: 20))
            h.press(40, 12)
            h.drag(43, 13)
            h.wait(0.05)
            guard let image = PlacedSixel(h.backend.graphics.last ?? "") else { return XCTFail("no sixel") }
            XCTAssertEqual(image.width % 10, 0, "whole cells across")
            XCTAssertEqual(image.height % 20, 0, "whole cells down")
            XCTAssertFalse(image.pixels.contains(nil), "every pixel painted")
            XCTAssertEqual(image[0, 0], background, "\(depth): a corner outside the placard, as the cells show it")
            XCTAssertEqual(image[image.width - 1, image.height - 1], background)
        }
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
