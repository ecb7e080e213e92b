@testable import MoveMeRendering
import XCTest
import MoveMeTerminal
@testable import MoveMeTUI

/// A run drawn at once (a full repaint's rows of one blank) writes the same bytes as its cells
/// drawn one by one, whatever the terminal repeats and wherever the run ends.
final class EscapeSequenceWriterRunTests: XCTestCase {
    override class func setUp() {
        LocaleSetup.prepare()  // wcwidth needs a UTF-8 locale
    }

    private let grey = Style(foreground: RGB(84, 84, 84), background: RGB(84, 84, 84))
    private let white = Style(foreground: .white, background: RGB(84, 84, 84))

    /// Rows of runs: (text, style, count) from column 0, each row filling `columns`.
    private func rows(_ columns: Int) -> [[(String, Style, Int)]] {
        [[(" ", grey, columns)],
         [(" ", grey, 3), ("a", white, 4), (Cell.lowerHalf, grey, 5), ("é", white, 2), (" ", grey, columns - 14)],
         [("x", white, 1), (" ", grey, columns - 2), ("y", white, 1)],
         [("歡", white, 1), (" ", grey, columns - 2)]]
    }

    private func bytes(repeats: EscapeSequenceWriter.Repeat, columns: Int, runs: Bool) -> [UInt8] {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: repeats)
        var output: [UInt8] = []
        for frame in 0..<2 {  // the second frame starts from what the first left
            for (row, cells) in rows(columns).enumerated() {
                var column = 0
                for (text, style, count) in cells {
                    let cell = Cell(text, width: text == "歡" ? 2 : 1, style: style)
                    if runs && cell.width == 1 {
                        writer.draw(cell, column: column, row: row + frame, columns: columns, count: count)
                    } else {
                        for offset in 0..<count { writer.draw(cell, column: column + offset * Int(cell.width), row: row + frame, columns: columns) }
                    }
                    column += count * Int(cell.width)
                }
            }
            output += writer.finishFrame()
        }
        return output
    }

    func testARunWritesWhatItsCellsWriteOneByOne() {
        for repeats in [EscapeSequenceWriter.Repeat.any, .ascii, .none] {
            for columns in [20, 80] {
                let cellByCell = bytes(repeats: repeats, columns: columns, runs: false)
                XCTAssertEqual(bytes(repeats: repeats, columns: columns, runs: true), cellByCell, "\(repeats), \(columns) columns")
                XCTAssertGreaterThan(cellByCell.count, 40)
            }
        }
    }

    /// What a whole blank row is: one blank and a repeat, the cursor then past the margin.
    func testABlankRowIsOneBlankAndARepeat() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .any)
        writer.draw(Cell(" ", style: grey), column: 0, row: 0, columns: 80, count: 80)
        writer.draw(Cell(" ", style: grey), column: 0, row: 1, columns: 80, count: 80)
        XCTAssertEqual(String(decoding: writer.finishFrame(), as: UTF8.self),
                       "\u{1B}[1H\u{1B}[0;38;5;240;48;5;240m \u{1B}[79b\u{1B}[2H \u{1B}[79b")
    }
}
