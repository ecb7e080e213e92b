@testable import MoveMeRendering
@testable import MoveMeSession
import XCTest

/// A row put at once is the layer putting its cells one by one gives.
final class OverlayLayerTests: XCTestCase {
    private let style = Style(foreground: .white, background: .black)

    func testARowPutAtOnceIsTheSameAsItsCellsPutOneByOne() {
        var byCell = OverlayLayer(columns: 6, rows: 3), byRow = OverlayLayer(columns: 6, rows: 3)
        for layer in [0, 1] {
            // A ring first, then a bar over a row that reaches past the right edge.
            var target = layer == 0 ? byCell : byRow
            target.put(Cell("o", style: style), column: 2, row: 1)
            let letters = Array("barbarian")
            if layer == 0 {
                for column in -1..<9 where column >= 0 { target.put(Cell(String(letters[column]), style: style), column: column, row: 1) }
            } else {
                target.putRow(1, columns: -1..<9) { Cell(String(letters[$0]), style: style) }
            }
            if layer == 0 { byCell = target } else { byRow = target }
        }
        XCTAssertEqual(byRow, byCell)
        XCTAssertEqual(byRow.item(column: 2, row: 1)?.cell.text, "r")
        XCTAssertEqual(byRow.item(column: 4, row: 1)?.cell.text, "a")
        XCTAssertNil(byRow.item(column: 0, row: 0))
    }
}
