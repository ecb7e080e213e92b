@testable import MoveMeRendering
import XCTest
@testable import MoveMeTerminal

/// The written-down halves of MoveMe's first frame are the search's own answers.
final class PaletteFirstFrameTests: XCTestCase {
    /// The nine colours of the table: background, border, greeting, hint, and the gradient's
    /// pixel rows from the top to the middle.
    static let colors = [RGB(84, 84, 84), RGB(229, 229, 229), RGB(255, 255, 255),
                         RGB(190, 190, 190), RGB(128, 139, 152), RGB(120, 131, 144), RGB(111, 122, 136),
                         RGB(102, 114, 129), RGB(98, 110, 125)]

    func testEveryEntryIsWhatTheSearchFinds() throws {
        for rgb in Self.colors {
            let written = try XCTUnwrap(Palette.firstFrameHalves(rgb), "\(rgb) is in the table")
            let searched = Palette.searchedXterm256Halves(rgb)
            XCTAssertEqual(written.upper, searched.upper, "\(rgb)")
            XCTAssertEqual(written.lower, searched.lower, "\(rgb)")
        }
        // What the table holds, literally: the gradient dithered, the rest one colour.
        XCTAssertEqual(Self.colors.map { Palette.xterm256Halves($0).upper }, [240, 254, 231, 250, 67, 67, 67, 67, 67])
        XCTAssertEqual(Self.colors.map { Palette.xterm256Halves($0).lower }, [240, 254, 231, 250, 246, 245, 243, 242, 59])
    }

    func testOtherColoursAreSearched() {
        for rgb in [RGB(84, 84, 85), RGB(0, 0, 0), RGB(141, 151, 163), RGB(255, 0, 0)] {
            XCTAssertNil(Palette.firstFrameHalves(rgb), "\(rgb)")
            XCTAssertEqual(Palette.xterm256Halves(rgb).upper, Palette.searchedXterm256Halves(rgb).upper)
            XCTAssertEqual(Palette.xterm256Halves(rgb).lower, Palette.searchedXterm256Halves(rgb).lower)
        }
    }
}
