@testable import MoveMeRendering
@testable import MoveMeScenes
import XCTest
@testable import MoveMeCore

/// Without colour, two squares that touch mid-cell (the collision scene's, stacked): the cell
/// they share showed the front one's half block and left the other half black, a seam (issue 46).
final class BoxDrawingSeamTests: XCTestCase {
    private final class Square: View {
        let glyph: String
        init(frame: Rect, glyph: String) {
            self.glyph = glyph
            super.init(frame: frame)
        }
        override func draw(in context: any GraphicsContext) { context.fillPattern(glyph) }
    }

    /// A solid square's last pixel row and a shaded one's first share row 1: the cell is whole
    /// (the front square's glyph), not a half block with the other half left black.
    func testTwoSquaresThatTouchMidCellLeaveNoSeam() {
        let root = View(frame: Rect(x: 0, y: 0, width: 4, height: 6))
        root.addSubview(Square(frame: Rect(x: 0, y: 0, width: 4, height: 3), glyph: Cell.fullBlock))
        root.addSubview(Square(frame: Rect(x: 0, y: 3, width: 4, height: 3), glyph: "▒"))
        let grid = Rasterizer.render(root, columns: 4, rows: 3, mode: .boxDrawing)
        XCTAssertTrue((0..<4).allSatisfy { grid[$0, 0].text == " " && grid[$0, 0].style.reverse }, "solid: " + grid.text)
        XCTAssertEqual(grid.text(row: 1), "▒▒▒▒", grid.text)
        XCTAssertEqual(grid.text(row: 2), "▒▒▒▒", grid.text)
    }

    /// A square alone on half a cell keeps its half block.
    func testASquareOnHalfACellAloneKeepsItsHalfBlock() {
        let root = View(frame: Rect(x: 0, y: 0, width: 4, height: 6))
        root.addSubview(Square(frame: Rect(x: 0, y: 0, width: 4, height: 3), glyph: "▒"))
        let grid = Rasterizer.render(root, columns: 4, rows: 3, mode: .boxDrawing)
        XCTAssertEqual(grid.text(row: 1), "▀▀▀▀", grid.text)
    }

    /// The collision scene at rest without colour, as issue 46 saw it at 80×24: down each
    /// column the stack is filled cells with no half block between two of them.
    func testTheCollisionStackHasNoSeam() {
        let scene = DynamicsScene(.collision, columns: 80, rows: 24)
        scene.advance(to: 3)
        let grid = scene.render(.boxDrawing)
        func filled(_ cell: Cell) -> Bool { cell.text == "▒" || (cell.text == " " && cell.style.reverse) }
        for column in 0..<grid.columns {
            for row in 1..<grid.rows - 1 where [Cell.upperHalf, Cell.lowerHalf].contains(grid[column, row].text) {
                XCTAssertFalse(filled(grid[column, row - 1]) && filled(grid[column, row + 1]), "\(column),\(row):\n" + grid.text)
            }
        }
    }
}
