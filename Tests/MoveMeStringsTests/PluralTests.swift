@testable import MoveMeStrings
import XCTest

/// Counted texts take the form their number takes in each language, by CLDR's categories:
/// Russian's three ("1 строка", "2 строки", "5 строк"), not a phrase around the number.
final class PluralTests: XCTestCase {
    func testRussianHasOneFewAndMany() {
        let cases: [(Int, PluralCategory)] = [(1, .one), (2, .few), (4, .few), (5, .many), (0, .many), (11, .many),
                                              (12, .many), (14, .many), (21, .one), (22, .few), (25, .many),
                                              (101, .one), (111, .many), (112, .many), (1_002, .few)]
        for (n, category) in cases { XCTAssertEqual(Language.russian.pluralCategory(of: n), category, "\(n)") }
    }

    func testEnglishFrenchAndChinese() {
        XCTAssertEqual([0, 1, 2].map(Language.english.pluralCategory), [.other, .one, .other])
        XCTAssertEqual([0, 1, 2, 1_000_000, 2_000_000, 1_000_001].map(Language.french.pluralCategory),
                       [.one, .one, .other, .many, .many, .other], "French's one is 0 and 1; a round million is many")
        XCTAssertEqual([0, 1, 2, 5].map(Language.chineseSimplified.pluralCategory), [.other, .other, .other, .other])
    }

    /// Each table's own form for every category a number falls in (numbers of every category
    /// of every language): English's in its place would still show the number.
    func testEveryCountedTextHasEveryFormItsLanguageNeedsAndKeepsThePlaceholders() {
        for language in Language.allCases {
            let strings = Strings(language), forms = Strings.plurals(of: language)
            for key in PluralKey.allCases {
                for n in [0, 1, 2, 3, 5, 11, 21, 22, 1_000_000] {
                    let category = language.pluralCategory(of: n)
                    XCTAssertNotNil(forms[key]?[category], "\(language) \(key) lacks the form of \(category) (\(n))")
                    let text = strings.plural(key, count: n, "9.99")
                    XCTAssertTrue(text.contains(String(n)), "\(language) \(key) \(n): \(text)")
                    XCTAssertFalse(text.contains("{"), "\(language) \(key) \(n): \(text)")
                }
            }
        }
    }

    func testTheFormsReadAsThePeopleSayThem() {
        XCTAssertEqual(Strings(.russian).plural(.pasteLinesJoined, count: 1), "объединена 1 строка")
        XCTAssertEqual(Strings(.russian).plural(.pasteLinesJoined, count: 3), "объединены 3 строки")
        XCTAssertEqual(Strings(.russian).plural(.pasteLinesJoined, count: 5), "объединено 5 строк")
        XCTAssertEqual(Strings(.russian).plural(.logBounceHome, count: 3, "1.77"), "возврат в центр (3 отскока, 1.77 с)")
        XCTAssertEqual(Strings(.english).plural(.pasteControlsRemoved, count: 1), "1 control character removed")
        XCTAssertEqual(Strings(.english).plural(.pasteControlsRemoved, count: 2), "2 control characters removed")
        XCTAssertEqual(Strings(.french).plural(.pasteSequencesRemoved, count: 0), "0 séquence d’échappement retirée")
        XCTAssertEqual(Strings(.chineseSimplified).plural(.pasteLinesJoined, count: 2), "合并了 2 行")
    }
}
