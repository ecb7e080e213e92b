@testable import MoveMeRendering
@testable import MoveMeSession
import XCTest
import MoveMeCore
@testable import MoveMeTUI

/// A full repaint gives the backend runs of equal cells: found by comparing bytes (a whole row
/// at once, or cell by cell) and, where the bytes differ, by `==`. Whatever way a run is found,
/// the cells given must be the grid's, in order, and a run only of equal cells.
final class FullRepaintRunsTests: XCTestCase {
    /// Records what it is given, runs as runs.
    private final class RunsBackend: Backend {
        var runs: [(cell: Cell, column: Int, row: Int, count: Int)] = []
        func draw(_ cell: Cell, column: Int, row: Int) -> Bool {
            runs.append((cell, column, row, 1))
            return true
        }
        func draw(_ cell: Cell, column: Int, row: Int, count: Int) -> Bool {
            runs.append((cell, column, row, count))
            return true
        }
        func resetColors() {}
        func append(_ commands: String) {}
        func invalidate() {}
        func flush(holdsSixel: Bool) {}
    }

    func testTheRunsAreTheGridsCellsInOrder() {
        var random = SplitMix64(seed: 23)
        let styles = [Style(foreground: RGB(84, 84, 84), background: RGB(84, 84, 84)),
                      Style(foreground: .white, background: RGB(98, 110, 125))]
        // " " twice: one a literal, one made from its scalars (the same text, maybe other bytes).
        let texts = [" ", String(String.UnicodeScalarView([" "])), "a", Cell.lowerHalf]
        for trial in 0..<200 {
            let columns = random.inRange(1...40), rows = random.inRange(1...6)
            var grid = Grid(columns: columns, rows: rows, filling: .blank(RGB(84, 84, 84)))
            for _ in 0..<random.inRange(0...12) {
                let row = random.below(rows), column = random.below(columns)
                for offset in 0..<random.inRange(1...8) where column + offset < columns {
                    grid[column + offset, row] = Cell(random.pick(texts), style: random.pick(styles))
                }
            }
            if columns > 2, random.oneIn(3) {
                let row = random.below(rows), column = random.below(columns - 1)
                grid[column, row] = Cell("語", width: 2, style: styles[1])
                grid[column + 1, row] = Cell("", width: 0, style: styles[1])
            }
            let backend = RunsBackend()
            Display(backend: backend).present(Frame(cells: grid, damage: .none, isNewSize: true))
            var given: [CellPosition: Cell] = [:]
            for run in backend.runs {
                XCTAssert(run.count == 1 || run.cell.width == 1, "trial \(trial): a run of wide cells")
                for offset in 0..<run.count { given[CellPosition(column: run.column + offset, row: run.row)] = run.cell }
            }
            for row in 0..<rows {
                for column in 0..<columns where !grid[column, row].isContinuation {
                    XCTAssertEqual(given[CellPosition(column: column, row: row)], grid[column, row],
                                   "trial \(trial): cell (\(column), \(row))")
                }
            }
        }
    }

    func testARowOfOneBlankIsOneRun() {
        let backend = RunsBackend()
        var grid = Grid(columns: 200, rows: 3, filling: .blank(RGB(84, 84, 84)))
        grid[5, 1] = Cell("a", style: Style(foreground: .white, background: RGB(84, 84, 84)))
        Display(backend: backend).present(Frame(cells: grid, damage: .none, isNewSize: true))
        XCTAssertEqual(backend.runs.map { "\($0.column),\($0.row)×\($0.count)" },
                       ["0,0×200", "0,1×5", "5,1×1", "6,1×194", "0,2×200"])
    }
}
