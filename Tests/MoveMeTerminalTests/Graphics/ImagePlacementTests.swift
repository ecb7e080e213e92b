import MoveMeRendering
import MoveMeTerminal
import XCTest

/// An image's placement, and the parts it is placed in around what an overlay covers.
final class ImagePlacementTests: XCTestCase {
    /// An image of 40 × 40 pixels at pixel (25, 30) on cells of 10 × 20: from cell (2, 1), 5 and
    /// 10 pixels in, over cells 2…6 across and 1…3 down.
    private let placement = ImagePlacement(originX: 25, originY: 30, width: 40, height: 40, cellWidth: 10, cellHeight: 20,
                                           columns: 80, rows: 24)!

    func testTheCellsItCovers() {
        XCTAssertEqual(placement.cells(imageWidth: 40, imageHeight: 40, cellWidth: 10, cellHeight: 20),
                       CellRect(minColumn: 2, minRow: 1, maxColumn: 7, maxRow: 4))
    }

    func testWithNoHoleItIsPlacedWhole() {
        XCTAssertEqual(placement.cut(around: [], imageWidth: 40, imageHeight: 40, cellWidth: 10, cellHeight: 20), [placement])
    }

    /// A hole of one cell, (3, 2), in its middle: the rows above and below it whole, the pixels
    /// beside it on its row, each from its own part of the image; every pixel of the image but
    /// the hole's shown once.
    func testAHoleCutsItIntoTheBandsAroundIt() {
        let parts = placement.cut(around: [CellRect(minColumn: 3, minRow: 2, maxColumn: 4, maxRow: 3)], imageWidth: 40,
                                  imageHeight: 40, cellWidth: 10, cellHeight: 20)
        XCTAssertEqual(parts.count, 4)
        var shown = Set<Int>()
        for part in parts {
            let source = try! XCTUnwrap(part.source)
            // Where the part's top-left pixel lands on the screen is where that pixel of the image is.
            XCTAssertEqual(part.column * 10 + part.offsetX, 25 + source.x)
            XCTAssertEqual(part.row * 20 + part.offsetY, 30 + source.y)
            XCTAssertLessThan(part.offsetX, 10)
            XCTAssertLessThan(part.offsetY, 20)
            for y in source.y..<source.y + source.height {
                for x in source.x..<source.x + source.width {
                    XCTAssertTrue(shown.insert(y * 40 + x).inserted, "pixel (\(x), \(y)) shown twice")
                }
            }
        }
        // The hole: screen pixels 30…39 across, 40…59 down, the image's 5…14 and 10…29.
        let hole = Set((10..<30).flatMap { y in (5..<15).map { y * 40 + $0 } })
        XCTAssertEqual(shown, Set(0..<1600).subtracting(hole))
    }

    func testHolesOverItAllLeaveNothingToPlace() {
        XCTAssertEqual(placement.cut(around: [CellRect(minColumn: 0, minRow: 0, maxColumn: 10, maxRow: 10)], imageWidth: 40,
                                     imageHeight: 40, cellWidth: 10, cellHeight: 20), [])
    }
}
