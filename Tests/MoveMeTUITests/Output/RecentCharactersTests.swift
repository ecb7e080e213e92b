@testable import MoveMeRendering
import XCTest
@testable import MoveMeTUI

/// The backends' memory of characters they made recently: a hit must be the same text and
/// width, never a neighbour that packs alike.
final class RecentCharactersTests: XCTestCase {
    private let style = Style(foreground: .white, background: .black)

    /// Looks `texts` up in order, returning how many times each was made.
    private func makes(_ cells: [Cell], in recent: inout RecentCharacters<String>) -> [String: Int] {
        var made: [String: Int] = [:]
        for cell in cells {
            let value = recent.value(for: cell) { cell in
                made["\(cell.text)/\(cell.width)", default: 0] += 1
                return "\(cell.text)/\(cell.width)"
            }
            XCTAssertEqual(value, "\(cell.text)/\(cell.width)", "the value of another character came back")
        }
        return made
    }

    func testARepeatedCharacterIsMadeOnce() {
        var recent = RecentCharacters<String>()
        let cells = ["▄", " ", "▄", "▀", " ", "▄", "H", "▀"].map { Cell($0, style: style) }
        XCTAssertEqual(makes(cells, in: &recent), ["▄/1": 1, " /1": 1, "▀/1": 1, "H/1": 1])
    }

    func testTextsThatShareBytesOrDifferInWidthAreApart() {
        var recent = RecentCharacters<String>()
        // "a" and "a\0" pack the same bytes but not the same count; 語 at width 1 and 2 differ.
        let cells = [Cell("a", style: style), Cell("a\u{0}", style: style), Cell("語", width: 2, style: style),
                     Cell("語", width: 1, style: style), Cell("", width: 0, style: style), Cell("a", style: style)]
        XCTAssertEqual(makes(cells, in: &recent), ["a/1": 1, "a\u{0}/1": 1, "語/2": 1, "語/1": 1, "/0": 1])
    }

    func testLongTextsAreKeptByTheirWordToo() {
        var recent = RecentCharacters<String>()
        // 18 bytes: more than a word holds, so the word names the text's place among long texts;
        // another long text, and the same one at another width, are made apart.
        let family = "👨‍👩‍👧", couple = "👩‍❤️‍👨"
        let cells = [Cell(family, width: 2, style: style), Cell(family, width: 2, style: style),
                     Cell(couple, width: 2, style: style), Cell(family, width: 1, style: style)]
        XCTAssertEqual(makes(cells, in: &recent), ["\(family)/2": 1, "\(couple)/2": 1, "\(family)/1": 1])
    }

    func testTheOldestIsForgottenWhenFull() {
        var recent = RecentCharacters<String>()
        let letters = (0..<17).map { Cell(String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))), style: style) }
        // Seventeen letters through sixteen slots: "a" is forgotten, "b"… are still there.
        XCTAssertEqual(makes(letters, in: &recent).count, 17)
        XCTAssertEqual(makes([letters[1], letters[16]], in: &recent), [:])
        XCTAssertEqual(makes([letters[0]], in: &recent), ["a/1": 1])
    }
}
