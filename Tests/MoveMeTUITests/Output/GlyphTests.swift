@testable import MoveMeRendering
import XCTest
@testable import MoveMeTUI

/// What the terminal is given for a cell, measured with the C library's wcwidth (the tests run in
/// a UTF-8 locale, as the program does).
final class GlyphTests: XCTestCase {
    override class func setUp() {
        LocaleSetup.prepare()
    }

    private let style = Style(foreground: .white, background: .black)

    func testAPlainCharacter() {
        let glyph = Glyph(Cell("A", style: style))
        XCTAssertEqual(glyph.scalars, [0x41])
        XCTAssertEqual(glyph.width, 1)
        XCTAssertFalse(glyph.padded)
    }

    func testAWideCharacter() {
        let glyph = Glyph(Cell("歡", width: 2, style: style))
        XCTAssertEqual(glyph.scalars, [0x6B61])
        XCTAssertEqual(glyph.width, 2)
    }

    func testCombiningMarksStayWithTheirBase() {
        let glyph = Glyph(Cell("e\u{301}\u{302}", style: style))
        XCTAssertEqual(glyph.scalars, [0x65, 0x301, 0x302])
    }

    func testAtMostFourMarks() {
        let glyph = Glyph(Cell("a" + String(repeating: "\u{301}", count: 9), style: style))
        XCTAssertEqual(glyph.scalars.count, 5)
    }

    func testControlCharactersAreNeverSent() {
        XCTAssertEqual(Glyph(Cell("\u{1B}", style: style)), .blank)
        XCTAssertEqual(Glyph(Cell("\u{9B}", style: style)), .blank)
        XCTAssertEqual(Glyph(Cell("a\u{7}", style: style)).scalars, [0x61])
    }

    func testANarrowCharacterInATwoCellSlotIsPadded() {
        let glyph = Glyph(Cell("a", width: 2, style: style))
        XCTAssertEqual(glyph.width, 1)
        XCTAssertTrue(glyph.padded)
    }

    func testAWideCharacterInAOneCellSlotBecomesAStandIn() {
        let glyph = Glyph(Cell("歡", width: 1, style: style))
        XCTAssertEqual(glyph.scalars, [0x3F])
        XCTAssertEqual(glyph.width, 1)
    }

    func testAnEmptyCellIsABlank() {
        XCTAssertEqual(Glyph(Cell("", style: style)), .blank)
    }
}
