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

/// An image kitty stretches over whole cells: its edges where the scale puts them, to a pixel.
final class StretchedImagePlacementTests: XCTestCase {
    /// Across factors and centres, the image's first pixel lands where its left and top edges
    /// fall, and the cells' span, which shows the part `source` names, shows the image's own
    /// pixels at the factor asked: its far edges within a pixel of where the scale puts them.
    func testItsEdgesAreWhereTheFactorPutsThem() throws {
        let (width, height, cellWidth, cellHeight) = (240, 100, 10, 20)
        for factor in [0.55, 0.9, 1.0, 1.05, 1.2, 1.9] {
            for (centerX, centerY) in [(400.0, 250.0), (400.3, 250.6), (371.5, 219.49)] {
                let p = try XCTUnwrap(ImagePlacement(width: width, height: height, factor: factor, centerX: centerX,
                                                     centerY: centerY, padding: (2 * cellWidth, 2 * cellHeight),
                                                     cellWidth: cellWidth, cellHeight: cellHeight, columns: 80, rows: 24))
                let stretch = try XCTUnwrap(p.stretch), source = try XCTUnwrap(p.source)
                XCTAssertEqual(source.x, 0); XCTAssertEqual(source.y, 0)
                let left = Double(p.column * cellWidth + p.offsetX), top = Double(p.row * cellHeight + p.offsetY)
                // Kitty draws the source from the offset to the far edge of the last cell.
                let spanX = Double((p.column + stretch.columns) * cellWidth) - left
                let spanY = Double((p.row + stretch.rows) * cellHeight) - top
                let right = left + Double(width) * spanX / Double(source.width)
                let bottom = top + Double(height) * spanY / Double(source.height)
                let halfWidth = Double(width) * factor / 2, halfHeight = Double(height) * factor / 2
                XCTAssertEqual(left, centerX - halfWidth, accuracy: 0.5, "factor \(factor)")
                XCTAssertEqual(top, centerY - halfHeight, accuracy: 0.5, "factor \(factor)")
                XCTAssertEqual(right, centerX + halfWidth, accuracy: 1.5, "factor \(factor)")
                XCTAssertEqual(bottom, centerY + halfHeight, accuracy: 1.5, "factor \(factor)")
                XCTAssertGreaterThanOrEqual(source.width, width, "the padding shown past the image, not the image cut")
                XCTAssertEqual(p.cells(imageWidth: width, imageHeight: height, cellWidth: cellWidth, cellHeight: cellHeight),
                               CellRect(minColumn: p.column, minRow: p.row, maxColumn: p.column + stretch.columns,
                                        maxRow: p.row + stretch.rows))
            }
        }
    }

    func testNoneWherePartOfItIsOffTheScreen() {
        for (centerX, centerY) in [(100.0, 250.0), (700.0, 250.0), (400.0, 40.0), (400.0, 450.0)] {
            XCTAssertNil(ImagePlacement(width: 240, height: 100, factor: 1.2, centerX: centerX, centerY: centerY,
                                        padding: (20, 40), cellWidth: 10, cellHeight: 20, columns: 80, rows: 24))
        }
    }

    /// A shown part that would reach past the padding is refused rather than stretched wrong.
    func testNoneWhereThePaddingFallsShort() {
        XCTAssertNil(ImagePlacement(width: 240, height: 100, factor: 1.1, centerX: 400.3, centerY: 250.6, padding: (0, 0),
                                    cellWidth: 10, cellHeight: 20, columns: 80, rows: 24))
    }
}
