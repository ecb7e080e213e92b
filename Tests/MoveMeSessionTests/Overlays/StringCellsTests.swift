@testable import MoveMeRendering
@testable import MoveMeTerminal
@testable import MoveMeSession
import XCTest
import MoveMeCore

/// A text's cells counted scalar by scalar, where each scalar is a one-cell character, are
/// the cells its graphemes take.
final class StringCellsTests: XCTestCase {
    func testEveryOneCellScalarCountsAsItsGraphemesWidth() {
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027]
        for range in ranges {
            for value in range {
                let text = "a" + String(Unicode.Scalar(value)!) + "b"
                XCTAssertEqual(text.cells, DisplayWidth.of(text), String(value, radix: 16))
                XCTAssertTrue(String.isOneCellCharacter(value))
            }
        }
        XCTAssertFalse(String.isOneCellCharacter(0x300), "a combining mark")
        XCTAssertFalse(String.isOneCellCharacter(0x2028), "a line separator")
    }

    func testMixedTextsCountAsDisplayWidthDoes() {
        var random = SplitMix64(seed: 0x4365_6C6C_73)
        let pieces = ["pinch ×1.23", ", turn 7°", " · ", "é", "e\u{301}", "—", "“ok”", "…", "歡迎", "🇫🇷", "a", " ", "\u{AD}", "½"]
        for _ in 0..<2_000 {
            let text = (0..<random.inRange(0...6)).map { _ in random.pick(pieces) }.joined()
            XCTAssertEqual(text.cells, DisplayWidth.of(text), text)
        }
        XCTAssertEqual("pinch ×1.23, turn 7°: multi-touch tile".cells, 38)
    }

    func testABarsScalarCellHoldsTheScalarsOwnBytes() {
        // One to four UTF-8 bytes: ASCII, Latin-1, the dashes and "…", and beyond the BMP.
        for value in Array(0x20...0x7E) + [0xA0, 0xD7, 0xB0, 0x2014, 0x2026, 0x1F600] {
            let scalar = Unicode.Scalar(UInt32(value))!
            XCTAssertEqual(CellText(scalar), CellText(exactly: String(scalar)), "U+\(String(value, radix: 16))")
            XCTAssertEqual(CellText(scalar).string, String(scalar))
        }
    }
}
