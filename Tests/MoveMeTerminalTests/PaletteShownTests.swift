import MoveMeRendering
import XCTest
@testable import MoveMeTerminal

/// The colours a terminal shows for what is sent it, as the writer chooses them: what an image
/// standing in for cells must paint to look like them.
final class PaletteShownTests: XCTestCase {
    private let grey = RGB(84, 84, 84)

    func testEachDepthShowsTheColourItsWriterChooses() {
        XCTAssertEqual(Palette.shown(grey, depth: .trueColor), grey)
        // MoveMe's background is grey 240 of the ramp in 256 colours (#585858, as xterm shows it)…
        XCTAssertEqual(Palette.shown(grey, depth: .palette256), Palette.rgb(ofXterm256: Palette.xterm256Halves(grey).upper))
        XCTAssertEqual(Palette.shown(grey, depth: .palette256), RGB(88, 88, 88))
        // …and black in eight.
        XCTAssertEqual(Palette.shown(grey, depth: .palette8), RGB(0, 0, 0))
    }

    func testAHalfBlockShowsItsTwoColoursABlankItsBackground() {
        let blue = RGB(0, 0, 238)
        let style = Style(foreground: blue, background: grey)
        XCTAssertEqual(Palette.shownHalves(of: Cell(Cell.lowerHalf, style: style), depth: .trueColor).upper, grey)
        XCTAssertEqual(Palette.shownHalves(of: Cell(Cell.lowerHalf, style: style), depth: .trueColor).lower, blue)
        XCTAssertEqual(Palette.shownHalves(of: Cell(Cell.upperHalf, style: style), depth: .trueColor).upper, blue)
        XCTAssertEqual(Palette.shownHalves(of: Cell(" ", style: style), depth: .trueColor).lower, grey)
        XCTAssertEqual(Palette.shownHalves(of: Cell("W", style: style), depth: .trueColor).upper, grey, "text: its background")
    }
}
