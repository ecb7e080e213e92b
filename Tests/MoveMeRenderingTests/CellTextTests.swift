@testable import MoveMeRendering
import XCTest

/// A cell is plain bytes (its text in a word, a long text by its index in `LongTexts`), and
/// means what it meant holding a `String`: width, style and the same UTF-8 bytes.
final class CellTextTests: XCTestCase {
    private let style = Style(foreground: .white, background: .black)

    func testACellIsPlainBytesAndNoLarger() {
        XCTAssertTrue(_isPOD(Cell.self))
        XCTAssertTrue(_isPOD(CellText.self))
        // A word of text, the width, and the style's seven bytes: two words (with a String:
        // 26 and 32 bytes; with three Bools for the attributes, 18 and 24).
        XCTAssertEqual(MemoryLayout<Cell>.size, 16)
        XCTAssertEqual(MemoryLayout<Cell>.stride, 16)
    }

    func testTheStylesAttributesAreIndependentBits() {
        var style = Style(foreground: .white, background: .black, bold: true, dim: true)
        XCTAssertEqual([style.bold, style.reverse, style.dim], [true, false, true])
        style.reverse = true
        style.bold = false
        XCTAssertEqual([style.bold, style.reverse, style.dim], [false, true, true])
        XCTAssertEqual(style, Style(foreground: .white, background: .black, reverse: true, dim: true))
        XCTAssertNotEqual(style, Style(foreground: .white, background: .black, reverse: true))
        style.dim = false
        style.reverse = false
        XCTAssertEqual(style, Style(foreground: .white, background: .black))
        XCTAssertEqual(style.hashValue, Style(foreground: .white, background: .black).hashValue)
    }

    func testShortTextsRoundTripInTheWord() {
        for text in ["", " ", "a", "é", "歡", "▀", "e\u{301}", "😀", "❤\u{FE0F}", "क्"] {
            let cell = Cell(text, style: style)
            XCTAssertFalse(cell.bytes.isLong, text)
            XCTAssertEqual(cell.text, text)
            XCTAssertEqual(cell.withUTF8 { Array($0) }, Array(text.utf8), text)
            XCTAssertEqual(cell.bytes.utf8Count, text.utf8.count, text)
        }
    }

    func testTheNamedTextsAreTheirGlyphs() {
        XCTAssertEqual(CellText.empty, CellText(exactly: ""))
        XCTAssertEqual(CellText.space, CellText(exactly: " "))
        XCTAssertEqual(CellText.upperHalf, CellText(exactly: Cell.upperHalf))
        XCTAssertEqual(CellText.lowerHalf, CellText(exactly: Cell.lowerHalf))
        XCTAssertEqual(CellText.fullBlock, CellText(exactly: Cell.fullBlock))
        XCTAssertEqual(CellText(ascii: UInt8(ascii: "x")), CellText(exactly: "x"))
        XCTAssertEqual(Cell.blank(.black).text, " ")
        XCTAssertEqual(CellText.standIn(width: 1).string, "\u{FFFD}")
        XCTAssertEqual(CellText.standIn(width: 2).string, "\u{FF1F}")
        XCTAssertEqual(CellText.standIn(width: 0).string, "")
    }

    func testLongGraphemesRoundTripExactly() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"  // 25 bytes
        let marked = "a" + String(repeating: "\u{301}", count: 10)  // 21 bytes
        XCTAssertEqual(family.utf8.count, 25)
        XCTAssertEqual(marked.utf8.count, 21)
        for text in [family, marked, "12345678", String(repeating: "x", count: 300)] {
            let cell = Cell(text, width: 2, style: style)
            XCTAssertTrue(cell.bytes.isLong, text)
            XCTAssertEqual(cell.text, text)
            XCTAssertEqual(cell.withUTF8 { Array($0) }, Array(text.utf8), text)
            XCTAssertEqual(cell.bytes.utf8Count, text.utf8.count)
        }
    }

    func testLongGraphemesCompareByTheirBytes() {
        let marked = "a" + String(repeating: "\u{301}", count: 10)
        let a = Cell(marked, style: style)
        var b = Cell("x", style: style)
        b.text = "a" + String(repeating: "\u{301}", count: 10)  // made apart, stored once
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertEqual(Set([a, b]).count, 1)
        let fewer = Cell("a" + String(repeating: "\u{301}", count: 9), style: style)
        let otherMark = Cell("a" + String(repeating: "\u{301}", count: 9) + "\u{300}", style: style)
        XCTAssertNotEqual(a, fewer)
        XCTAssertNotEqual(a, otherMark)
        XCTAssertNotEqual(a, Cell(marked, width: 2, style: style))
        XCTAssertNotEqual(a, Cell(marked, style: Style(foreground: .black, background: .black)))
        XCTAssertEqual(Set([a, fewer, otherMark]).count, 3)
    }

    func testTheSameCharacterInOtherBytesIsAnotherCell() {
        // Canonically equivalent Strings, but different bytes to send: different cells, as before.
        let precomposed = Cell("\u{E9}", style: style), decomposed = Cell("e\u{301}", style: style)
        XCTAssertEqual("\u{E9}", "e\u{301}")
        XCTAssertNotEqual(precomposed, decomposed)
        XCTAssertEqual(Set([precomposed, decomposed]).count, 2)
        // Long ones too: the table keys texts by bytes, not by `String`'s equality.
        let longPrecomposed = Cell(String(repeating: "\u{E9}", count: 4), style: style)
        let longDecomposed = Cell(String(repeating: "e\u{301}", count: 4), style: style)
        XCTAssertNotEqual(longPrecomposed, longDecomposed)
        XCTAssertEqual(longDecomposed.text.utf8.count, 12)
    }

    func testEqualCellsHashAlikeAndUnequalOnesAreToldApart() {
        let texts = ["a", "b", "é", "e\u{301}", "歡", "", " ", "▀", "▄"]
        let cells = texts.flatMap { text in
            [Cell(text, style: style), Cell(text, width: 2, style: style),
             Cell(text, style: Style(foreground: .white, background: .black, bold: true))]
        }
        XCTAssertEqual(Set(cells).count, cells.count)
        for cell in cells {
            let again = Cell(cell.text, width: cell.width, style: cell.style)
            XCTAssertEqual(again, cell)
            XCTAssertEqual(again.hashValue, cell.hashValue)
        }
    }

    func testCellsThatDifferInAnyOneFieldAreUnequal() {
        let base = Cell("▄", style: Style(foreground: RGB(10, 20, 30), background: RGB(40, 50, 60)))
        var variants: [Cell] = []
        for change in 0..<12 {
            var cell = base
            switch change {
            case 0: cell.text = "▀"
            case 1: cell.width = 2
            case 2: cell.style.foreground.red = 11
            case 3: cell.style.foreground.green = 21
            case 4: cell.style.foreground.blue = 31
            case 5: cell.style.background.red = 41
            case 6: cell.style.background.green = 51
            case 7: cell.style.background.blue = 61
            case 8: cell.style.bold = true
            case 9: cell.style.reverse = true
            case 10: cell.style.dim = true
            default: cell.text = "▄"  // the same again
            }
            variants.append(cell)
        }
        for (change, cell) in variants.enumerated() {
            XCTAssertEqual(cell == base, change == 11, "change \(change)")
            XCTAssertEqual(cell.hashValue == base.hashValue, change == 11, "change \(change)")
        }
    }

    func testALongTextIsStoredOnce() {
        let text = "z" + String(repeating: "\u{308}", count: 12)
        _ = Cell(text, style: style)
        let stored = LongTexts.count
        for _ in 0..<5 { _ = Cell(text, style: style) }
        XCTAssertEqual(LongTexts.count, stored)
    }

    func testTheTableIsBounded() {
        func index(_ text: String, in table: inout LongTexts.Table) -> UInt32? {
            var text = text
            return text.withUTF8 { LongTexts.index(of: $0, in: &table) }
        }
        var table = LongTexts.Table()
        XCTAssertEqual(index("abcdefghij", in: &table), 0)
        XCTAssertEqual(index("0123456789", in: &table), 1)
        XCTAssertEqual(index("abcdefghij", in: &table), 0)
        XCTAssertEqual(table.bytes, 20)
        // Full of bytes: a new text is not kept, one it has is still found.
        table.bytes = LongTexts.byteCapacity - 10
        XCTAssertEqual(index("ABCDEFGHIJ", in: &table), 2)
        XCTAssertNil(index("klmnopqrst", in: &table))
        XCTAssertEqual(index("0123456789", in: &table), 1)
        // The process's one table keeps its texts for good; this one of the test's own gives
        // them back (LeakSanitizer counts them otherwise).
        for text in table.texts { text.buffer.deallocate() }
        // Full of texts.
        table = LongTexts.Table()
        table.texts = Array(repeating: LongTexts.Bytes(buffer: UnsafeBufferPointer(start: nil, count: 0)),
                            count: LongTexts.capacity)
        XCTAssertNil(index("abcdefghij", in: &table))
    }
}
