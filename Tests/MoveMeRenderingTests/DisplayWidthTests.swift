@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// A string's width is its graphemes' widths added up; printable ASCII is counted by its bytes
/// without breaking it into graphemes, and must come to the same.
final class DisplayWidthTests: XCTestCase {
    func testPrintableASCIIIsACellAByteAsGraphemeByGrapheme() {
        var random = SplitMix64(seed: 7)
        let extras: [String] = ["\t", "\r\n", "\u{7F}", "é", "e\u{301}", "語", "\u{1F44D}\u{1F3FD}", "Д"]
        for trial in 0..<500 {
            var text = String((0..<random.inRange(0...20)).map { _ in Character(Unicode.Scalar(UInt8(random.inRange(0x20...0x7E)))) })
            if random.oneIn(2) { text.insert(contentsOf: random.pick(extras), at: text.index(text.startIndex, offsetBy: random.below(text.count + 1))) }
            XCTAssertEqual(DisplayWidth.of(text), text.reduce(0) { $0 + DisplayWidth.of($1) }, "trial \(trial): \(text.debugDescription)")
        }
        XCTAssertEqual(DisplayWidth.of("Welcome"), 7)
        XCTAssertEqual(DisplayWidth.of("Bem-vindo \r\n"), 10)
        XCTAssertEqual(DisplayWidth.of("歡迎"), 4)
    }

    func testTheWideBlocksEndsAreWide() {
        for (first, last) in [(0x1100, 0x115F), (0x2E80, 0x303E), (0xAC00, 0xD7A3), (0x1F947, 0x1F9FF), (0x30000, 0x3FFFD)] {
            XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(UInt32(first))!), 2, "U+\(String(first, radix: 16))")
            XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(UInt32(last))!), 2, "U+\(String(last, radix: 16))")
        }
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(UInt32(0x10FF))!), 1)
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(UInt32(0x303F))!), 1)
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(UInt32(0xD7A4))!), 1)
    }
}
