@testable import MoveMeRendering
@testable import MoveMeSession
import XCTest

/// A plane's cells and what a person sees with them over the scene.
final class PlaneCellsTests: XCTestCase {
    private let style = Style(foreground: .white, background: .black)

    func testARowPutAtOnceIsTheSameAsItsCellsPutOneByOne() {
        var byCell = PlaneCells(columns: 6, rows: 3), byRow = PlaneCells(columns: 6, rows: 3)
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

    /// A mark keeps the scene's character and reverses it: a letter, and a wide character from
    /// either of its halves (which a ring's own cell would cut to a blank); a blank, a half
    /// block and a box's line show the ring.
    func testAMarkReversesTheCharacterUnderIt() {
        var scene = Grid(columns: 6, rows: 1, filling: .blank(.black))
        scene[0, 0] = Cell("a", style: style)
        scene[1, 0] = Cell("歡", width: 2, style: style)
        scene[2, 0] = Cell(.empty, width: 0, style: style)
        scene[3, 0] = Cell(Cell.lowerHalf, style: style)
        scene[4, 0] = Cell("│", style: style)
        for (marked, wide) in [(0, 1), (2, 1)] {
            var layer = PlaneCells(columns: 6, rows: 1)
            layer.put(Cell("○", style: style), column: marked, row: 0, marksCharacter: true)
            let shown = layer.composed(scene, column: marked == 0 ? 0 : wide, row: 0)
            XCTAssertEqual(shown.text, marked == 0 ? "a" : "歡")
            XCTAssertTrue(shown.style.reverse)
        }
        for column in [3, 4, 5] {
            var layer = PlaneCells(columns: 6, rows: 1)
            layer.put(Cell("○", style: style), column: column, row: 0, marksCharacter: true)
            XCTAssertEqual(layer.composed(scene, column: column, row: 0).text, "○", "column \(column)")
        }
    }

    /// The scene changing under a plane's cell is hidden; where the cell keeps the scene's
    /// background (the hint over the bottom row), the background follows the scene.
    func testACellHidesTheSceneOrKeepsItsBackground() {
        var layer = PlaneCells(columns: 3, rows: 1)
        layer.put(Cell("O", style: style), column: 0, row: 0)
        layer.put(Cell("h", style: style), column: 1, row: 0, keepsBackground: true)
        var scene = Grid(columns: 3, rows: 1, filling: .blank(RGB(10, 20, 200)))
        scene[0, 0] = Cell("Z", style: style)
        XCTAssertEqual(layer.composed(scene, column: 0, row: 0).text, "O")
        XCTAssertEqual(layer.composed(scene, column: 1, row: 0).text, "h")
        XCTAssertEqual(layer.composed(scene, column: 1, row: 0).style.background, RGB(10, 20, 200))
        scene[1, 0] = .blank(RGB(80, 80, 80))
        XCTAssertEqual(layer.composed(scene, column: 1, row: 0).style.background, RGB(80, 80, 80))
        XCTAssertEqual(layer.composed(scene, column: 2, row: 0), scene[2, 0], "no cell of the plane: the scene's")
    }

    /// A wide character of the scene a plane's cell cuts in half is a blank, never half a
    /// character; the plane gone, it is whole.
    func testAWideCharacterCutByACellBecomesABlank() {
        var scene = Grid(columns: 4, rows: 1, filling: .blank(.black))
        scene[0, 0] = Cell("歡", width: 2, style: style)
        scene[1, 0] = Cell("", width: 0, style: style)
        scene[2, 0] = Cell("迎", width: 2, style: style)
        scene[3, 0] = Cell("", width: 0, style: style)
        var layer = PlaneCells(columns: 4, rows: 1)
        layer.put(Cell("x", style: style), column: 1, row: 0)  // the right half of 歡
        layer.put(Cell("y", style: style), column: 2, row: 0)  // the left half of 迎
        XCTAssertEqual((0..<4).map { layer.composed(scene, column: $0, row: 0).text }, [" ", "x", "y", " "])
        let none = PlaneCells(columns: 4, rows: 1)
        XCTAssertEqual((0..<4).map { none.composed(scene, column: $0, row: 0).text }, ["歡", "", "迎", ""])
    }
}
