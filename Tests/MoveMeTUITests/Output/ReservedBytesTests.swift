import XCTest
@testable import MoveMeTUI

/// The writer's unchecked byte writing: numbers as "\(n)" writes them, packed words and
/// glyphs of every length, each store kept to the bytes it means.
final class ReservedBytesTests: XCTestCase {
    private func written(room: Int = 64, _ write: (inout ReservedBytes) -> Void) -> String {
        var bytes: [UInt8] = Array("<".utf8)
        bytes.append(reserving: room, write)
        bytes.append(contentsOf: ">".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    func testNumbersAreWrittenAsTheirDecimalDigits() {
        var numbers = Array(0...1_100) + [9_999, 10_000, 65_535, 99_999, 100_000, 123_456_789, Int.max]
        numbers += (0..<200).map { $0 * 7_919 }
        for n in numbers {
            XCTAssertEqual(written { $0.appendDecimal(n) }, "<\(n)>")
            XCTAssertEqual(ReservedBytes.digits(n), "\(n)".count, "\(n)")
        }
        XCTAssertEqual(written { $0.appendDecimal(7); $0.append(UInt8(ascii: ";")); $0.appendDecimal(240) }, "<7;240>")
    }

    func testAPackedWordKeepsItsBytesUpToTheFirstZero() {
        let word = ReservedBytes.packed("38;5;".utf8)
        XCTAssertEqual(word, 0x3B_35_3B_38_33)
        XCTAssertEqual(ReservedBytes.count(packed: word), 5)
        XCTAssertEqual(written { $0.append(packed: word); $0.append(packed: ReservedBytes.packedDecimal(67)) }, "<38;5;67>")
        XCTAssertEqual(written { $0.append(word: ReservedBytes.packed("abcdefgh".utf8), count: 3) }, "<abc>")
        XCTAssertEqual(written { $0.append(packed: 0) }, "<>")
    }

    func testGlyphsOfEveryLengthAreWrittenWhole() {
        let text = Array("0123456789abcdefghijk".utf8)
        for length in 0...21 {
            let glyph = GlyphBytes(Array(text.prefix(length)))
            XCTAssertEqual(glyph.count, length)
            XCTAssertEqual(written(room: GlyphBytes.room) { glyph.append(to: &$0) },
                           "<" + String(decoding: text.prefix(length), as: UTF8.self) + ">")
        }
        XCTAssertEqual(GlyphBytes(Array("▄".utf8)), GlyphBytes(Array("▄".utf8)))
        XCTAssertNotEqual(GlyphBytes(Array("▄".utf8)), GlyphBytes(Array("▀".utf8)))
        XCTAssertNotEqual(GlyphBytes([0x20]), GlyphBytes([0x20, 0x20]))
        XCTAssertTrue(GlyphBytes.none.isEmpty)
    }
}
