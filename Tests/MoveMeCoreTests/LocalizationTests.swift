import XCTest
@testable import MoveMeCore

/// The strings tables: every key in every language, every text within a terminal's width, and
/// the language chosen from the locale variables as POSIX orders them.
final class LocalizationTests: XCTestCase {
    func testEveryTableHasEveryKey() {
        for language in Language.allCases {
            let table = Strings.table(of: language)
            let missing = TextKey.allCases.filter { table[$0] == nil }
            XCTAssertEqual(missing, [], "\(language) lacks these keys")
            XCTAssertEqual(table.count, TextKey.allCases.count, "\(language)")
        }
    }

    func testEveryTranslationKeepsTheEnglishPlaceholders() {
        func placeholders(_ text: String) -> Set<String> {
            Set((1...4).map { "{\($0)}" }.filter { text.contains($0) })
        }
        for language in Language.allCases {
            for key in TextKey.allCases where key != .logBounceHomeOne {
                XCTAssertEqual(placeholders(Strings(language)[key]), placeholders(Strings(.english)[key]), "\(language) \(key)")
            }
        }
    }

    /// What is drawn on the screen fits an 80-column terminal, measured in cells (Chinese takes
    /// two a character), with ten cells for each placeholder's value; a message printed on
    /// stderr fits after "moveme: " without the values it quotes (a path can be any length).
    /// `--help`'s paragraphs are argument-parser's to wrap: one line each, any length.
    func testEveryTextFitsEightyColumns() {
        let messages = ["error", "preferences", "settings", "url", "usage", "stats"]
        let helpTexts = ["command", "option", "manual"]
        for language in Language.allCases {
            let strings = Strings(language)
            for key in TextKey.allCases {
                guard !helpTexts.contains(where: { key.rawValue.hasPrefix($0) }) else {
                    XCTAssertFalse(strings[key].contains("\n"), "\(language) \(key) is one paragraph")
                    continue
                }
                let isMessage = messages.contains { key.rawValue.hasPrefix($0) }
                let value = isMessage ? "" : "1234567890"
                let text = (isMessage ? "moveme: " : "") + strings.format(key, value, value, value)
                XCTAssertLessThanOrEqual(DisplayWidth.of(text), 80, "\(language) \(key): \(text)")
                XCTAssertFalse(text.contains("\n"), "\(language) \(key) is one line")
            }
        }
        XCTAssertEqual(DisplayWidth.of(Strings(.chineseSimplified)[.hintDrag]), 8, "double width is counted")
    }

    func testAMissingKeyFallsBackToEnglish() {
        XCTAssertEqual(Strings(.french)[.hintQuit], "q quitter")
        XCTAssertEqual(Strings(.english).format(.urlRefused, "x", "y"), "cannot open 'x': y")
        XCTAssertEqual(Strings(.russian).format(.logBounceHomeMany, "3", "1.77"), "возврат в центр (отскоков: 3, 1.77 с)")
        XCTAssertEqual("{1}{2}{1}".replacingEvery("{1}", with: "{2}"), "{2}{2}{2}")
    }

    func testTheLanguageComesFromLCALLThenLCMESSAGESThenLANG() {
        func language(_ environment: [String: String]) -> Language { Language.preferred(environment: environment) }
        XCTAssertEqual(language([:]), .english)
        XCTAssertEqual(language(["LANG": "ru_RU.UTF-8"]), .russian)
        XCTAssertEqual(language(["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]), .french)
        XCTAssertEqual(language(["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "zh_CN.UTF-8"]), .chineseSimplified)
        XCTAssertEqual(language(["LANG": "ru_RU.UTF-8", "LC_ALL": ""]), .russian, "an empty variable is unset")
        XCTAssertEqual(language(["LANG": "ru_RU.UTF-8", "LC_ALL": "C"]), .english, "C means English")
        XCTAssertEqual(language(["LANG": "fr_FR", "LC_ALL": "POSIX"]), .english)
        XCTAssertEqual(language(["LANG": "C.UTF-8"]), .english)
        XCTAssertEqual(language(["LANG": "de_DE.UTF-8"]), .english, "no German table")
    }

    func testLocaleNames() {
        let cases: [(String, Language?)] = [
            ("zh_CN.UTF-8", .chineseSimplified), ("zh_SG", .chineseSimplified), ("zh_Hans", .chineseSimplified),
            ("zh-Hans-CN", .chineseSimplified), ("zh_CN.GB18030", .chineseSimplified), ("zh", .chineseSimplified),
            ("zh_TW.UTF-8", nil), ("zh_HK", nil), ("zh_Hant_TW", nil),
            ("ru_RU.KOI8-R", .russian), ("ru_UA@euro", .russian), ("fr_CA.UTF-8", .french), ("fr", .french),
            ("en_GB.UTF-8", .english), ("EN_us", .english), ("", nil), ("french", nil), ("C", nil), ("\u{1B}[2J", nil),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(Language(localeName: name), expected, name)
        }
    }

    /// What a paste became, and the edit menu's and the shake's words, in the user's language;
    /// the English as it always was.
    func testPasteNotesMenuTitlesAndTheShakesQuestionAreTranslated() {
        let pasted = PasteboardText("a\nb\u{7}")
        XCTAssertEqual(pasted.message, "1 control character removed, 2 lines joined")
        XCTAssertEqual(pasted.message(Strings(.russian)), "удалён 1 управляющий символ, строк объединено: 2")
        XCTAssertEqual(PasteboardText(" ").message(Strings(.french)), "refusé : rien à afficher")
        XCTAssertEqual(Strings(.chineseSimplified).title(of: .selectAll), "全选")
        XCTAssertEqual(Strings(.french).title(of: EditAction("custom:", title: "Custom")), "Custom", "a custom item keeps its title")
        let question = UndoConfirmation(kind: .undo, actionName: "Paste")
        XCTAssertEqual(question.question, "Undo Paste?")
        XCTAssertEqual(question.question(Strings(.french)), "Annuler « Coller » ?")
        XCTAssertEqual(UndoConfirmation(kind: .redo, actionName: "").question(Strings(.russian)), "Повторить?")
    }
}
