@testable import MoveMeStrings
@testable import MoveMeRendering
import XCTest

/// Issue 46: `moveme --help` was wrapped by characters, not cells (Chinese lines of 227 columns)
/// and at any space ("（OSC" at a line's end, "52，…" on the next). Lines are broken where
/// UAX #14's simple rules allow and measured as the terminal draws them.
final class LineBreaksTests: XCTestCase {
    func testEnglishBreaksAtSpacesAndKeepsAPhraseInParenthesesWhole() {
        XCTAssertEqual(LineBreaks.lines("Frames per second while something moves (1 to 240). (default: 60)", width: 30),
                       ["Frames per second while", "something moves (1 to 240).", "(default: 60)"])
        // "Draw it (as NO_COLOR" fits 20 columns; the phrase goes to the next line whole.
        XCTAssertEqual(LineBreaks.lines("Draw it (as NO_COLOR does).", width: 20), ["Draw it", "(as NO_COLOR does)."])
        XCTAssertEqual(LineBreaks.lines("Scene (moveme, gravity, collision, boundary)", width: 20),
                       ["Scene (moveme,", "gravity, collision,", "boundary)"], "a phrase wider than the line breaks inside")
        XCTAssertEqual(LineBreaks.lines("one\n\ntwo  three", width: 5), ["one", "", "two", "three"])
    }

    func testChineseBreaksBetweenIdeographsButNotInsideAParenthesisedPhrase() {
        XCTAssertEqual(LineBreaks.lines("剪贴板：拷贝同时写入终端的剪贴板（OSC 52，终端允许时）；粘贴到终端的文字成为问候语。", width: 40),
                       ["剪贴板：拷贝同时写入终端的剪贴板", "（OSC 52，终端允许时）；粘贴到终端的文字", "成为问候语。"])
    }

    func testNoLineStartsWithClosingPunctuationOrEndsWithOpening() {
        XCTAssertEqual(LineBreaks.lines("一二三四五，六七", width: 10), ["一二三四", "五，六七"])
        XCTAssertEqual(LineBreaks.lines("一二三「四五六", width: 8), ["一二三", "「四五六"])
        // French puts a space before ":" and ";": the break is never there.
        XCTAssertEqual(LineBreaks.lines("Démarrer avec l’inspecteur ouvert (i le bascule) : vues", width: 48),
                       ["Démarrer avec l’inspecteur ouvert", "(i le bascule) : vues"])
        XCTAssertEqual(LineBreaks.lines("le coin « ? aide » ni", width: 10), ["le coin", "« ? aide »", "ni"])
    }

    func testAPieceWiderThanTheLineIsCutAfterASlashOrAQuestionMarkElseAnywhere() {
        XCTAssertEqual(LineBreaks.lines("USAGE [moveme://scene/<name>?greeting=<n>&slow=1]", width: 24),
                       ["USAGE", "[moveme://scene/<name>?", "greeting=<n>&slow=1]"])
        XCTAssertEqual(LineBreaks.lines("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(LineBreaks.lines("語語", width: 1), ["語", "語"], "a character is never split")
    }

    /// Every text of every table, at widths from 2 to 80: no line is wider, and nothing but the
    /// spaces at the breaks is lost.
    func testEveryTextFitsEveryWidthAndKeepsItsCharacters() {
        for language in Language.allCases {
            let strings = Strings(language)
            for key in TextKey.allCases {
                let text = strings[key]
                for width in [2, 3, 5, 8, 13, 21, 34, 55, 80] {
                    let lines = LineBreaks.lines(text, width: width)
                    for line in lines {
                        XCTAssertLessThanOrEqual(DisplayWidth.of(line), width, "\(language) \(key) at \(width): \(line)")
                        XCTAssertFalse(line.hasPrefix(" ") || line.hasSuffix(" "), "\(language) \(key) at \(width): '\(line)'")
                    }
                    XCTAssertEqual(lines.joined().filter { $0 != " " }, text.filter { $0 != " " && $0 != "\n" },
                                   "\(language) \(key) at \(width)")
                }
            }
        }
    }
}
