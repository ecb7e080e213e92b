@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// A whole frame's cells are made in one pass (`Canvas.cells`), runs of blanks found in the
/// pixels: they must be, cell for cell, what `Canvas.cell` gives one at a time.
final class CanvasCellsTests: XCTestCase {
    func testAllCellsAtOnceAreTheCellsOneByOne() {
        var random = SplitMix64(seed: 23)
        let colors = [RGB(0, 0, 0), RGB(84, 84, 84), RGB(98, 110, 125)]
        for trial in 0..<300 {
            let columns = random.inRange(1...30), rows = random.inRange(1...8)
            let canvas = Canvas(columns: columns, rows: rows, clip: CellRect(columns: columns, rows: rows),
                                background: random.pick(colors))
            // Long runs of one colour broken by pixels of another, top or bottom only.
            for _ in 0..<random.inRange(0...6) {
                let y = random.below(rows * 2), x0 = random.below(columns)
                canvas.fillRow(y: y, from: x0, to: random.inRange(x0...columns), random.pick(colors))
            }
            for _ in 0..<random.inRange(0...3) where random.oneIn(2) {
                let style = Style(foreground: .white, background: random.pick(colors))
                canvas.setOverlay(column: random.below(columns), row: random.below(rows), Cell("a", style: style))
            }
            let oneByOne = (0..<rows).flatMap { row in (0..<columns).map { canvas.cell(column: $0, row: row) } }
            XCTAssertEqual(canvas.cells(), oneByOne, "trial \(trial)")
        }
    }

    func testAFrameOfOneColourIsOneBlank() {
        let canvas = Canvas(columns: 4, rows: 2, clip: CellRect(columns: 4, rows: 2), background: RGB(84, 84, 84))
        XCTAssertEqual(canvas.cells(), Array(repeating: .blank(RGB(84, 84, 84)), count: 8))
        canvas.fillRow(y: 3, from: 1, to: 2, .white)
        XCTAssertEqual(canvas.cells()[5], Cell(Cell.lowerHalf, style: Style(foreground: .white, background: RGB(84, 84, 84))))
        XCTAssertEqual(canvas.cells()[6], .blank(RGB(84, 84, 84)))
    }
}
