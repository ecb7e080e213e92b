@testable import MoveMeRendering
@testable import MoveMeSession
import MoveMeTerminal
import SceneTestSupport
import XCTest
@testable import MoveMeTUI

/// "Hello world 12345" pasted, as the issue did it: the placard, grown to 25 cells, is the
/// mirror image of itself in every palette (it had a stub of border down its left side and
/// square corners on its right, the right border gone in 256 colours), its greeting centred.
final class PastedGreetingSessionTests: XCTestCase {
    /// The colours of a cell's two halves (a blank's both its background), or nil for text.
    private func halves(_ cell: Cell) -> (RGB, RGB)? {
        switch cell.text {
        case " ": (cell.style.background, cell.style.background)
        case Cell.upperHalf: (cell.style.foreground, cell.style.background)
        case Cell.lowerHalf: (cell.style.background, cell.style.foreground)
        default: nil
        }
    }

    func testAPastedLongerGreetingsPlacardIsSymmetricInEveryPalette() {
        for depth in [ColorDepth.trueColor, .palette256, .palette8, .monochrome] {
            let h = SessionHarness(depth: depth)
            h.send(.paste(PastedText("Hello world 12345")))
            h.wait(0.5)
            let grid = h.backend.grid, background = grid[0, 0]
            // The placard's columns: those where any row differs from the background.
            let columns = (0..<grid.columns).filter { column in (0..<grid.rows - 1).contains { grid[column, $0] != background } }
            XCTAssertEqual(columns.count, 25, "\(depth):\n\(h.screen)")
            guard let first = columns.first, let last = columns.last else { continue }
            for row in 0..<grid.rows - 1 {
                for offset in 0...(last - first) / 2 {
                    let (left, right) = (grid[first + offset, row], grid[last - offset, row])
                    guard let l = halves(left), let r = halves(right) else { continue }  // the greeting
                    XCTAssertTrue(l == r, "\(depth): row \(row), columns \(first + offset) and \(last - offset):\n\(h.screen)")
                }
            }
            let text = h.lines[12]
            let start = text.distance(from: text.startIndex, to: text.range(of: "Hello world 12345")!.lowerBound)
            XCTAssertEqual(start - first, last - (start + 16), "\(depth): the greeting centred")
        }
    }
}
