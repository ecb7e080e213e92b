import XCTest
@testable import MoveMeCore

/// Foundation (through XCTest) has a type of the same name; the tests mean the core's.
typealias AffineTransform = MoveMeCore.AffineTransform

/// Asserts two points are equal within a tolerance.
func assertEqual(_ a: Point, _ b: Point, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x of \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y of \(a) vs \(b)", file: file, line: line)
}

func assertEqual(_ a: Rect, _ b: Rect, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    assertEqual(a.origin, b.origin, accuracy: accuracy, file: file, line: line)
    XCTAssertEqual(a.width, b.width, accuracy: accuracy, "width of \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.height, b.height, accuracy: accuracy, "height of \(a) vs \(b)", file: file, line: line)
}

/// The scale of a pure scale transform (its a component).
func scale(_ t: AffineTransform) -> Double { t.a }

/// A grid as a person sees its shapes: the MoveMe grey as blank, anything else as block
/// characters by half cell (█ both halves, ▀ top only, ▄ bottom only), text as itself.
func silhouette(_ grid: Grid, background: RGB = MoveMeView.grey.rgb) -> String {
    var lines: [String] = []
    for row in 0..<grid.rows {
        var line = ""
        for column in 0..<grid.columns {
            let cell = grid[column, row]
            if cell.isContinuation { continue }
            guard let (top, bottom) = halves(cell) else { line += cell.text; continue }
            switch (top != background, bottom != background) {
            case (true, true): line += "█"
            case (true, false): line += "▀"
            case (false, true): line += "▄"
            case (false, false): line += " "
            }
        }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}

/// The colours of a cell's upper and lower half, whichever half block (or blank) draws them;
/// nil for any other character.
func halves(_ cell: Cell) -> (top: RGB, bottom: RGB)? {
    switch cell.text {
    case " ": return (cell.style.background, cell.style.background)
    case Cell.upperHalf: return (cell.style.foreground, cell.style.background)
    case Cell.lowerHalf: return (cell.style.background, cell.style.foreground)
    default: return nil
    }
}

/// A small app, with its views at hand, at time 0.
func makeApp(columns: Int = 80, rows: Int = 24, greetings: [String] = Greetings.standard) -> MoveMeApp {
    MoveMeApp(columns: columns, rows: rows, greetings: greetings)
}
