@testable import MoveMeRendering
@testable import MoveMeStrings
import XCTest

/// The strings tables: every key in every language, every text within a terminal's width, and
/// the language chosen from the locale variables as POSIX orders them.
final class LocalizationTests: XCTestCase {
    /// Each language has every key once, in its screen's table or in its command line's, and
    /// a key is in the same one in every language.
    func testEveryTableHasEveryKey() {
        for language in Language.allCases {
            let table = Strings.table(of: language), commandLine = Strings.commandLineTable(of: language)
            let missing = TextKey.allCases.filter { table[$0] == nil && commandLine[$0] == nil }
            XCTAssertEqual(missing, [], "\(language) lacks these keys")
            XCTAssertEqual(table.count + commandLine.count, TextKey.allCases.count, "\(language)")
            XCTAssertEqual(Set(commandLine.keys), Set(Strings.englishCommandLine.keys), "\(language)")
        }
    }

    func testEveryTranslationKeepsTheEnglishPlaceholders() {
        func placeholders(_ text: String) -> Set<String> {
            Set((1...4).map { "{\($0)}" }.filter { text.contains($0) })
        }
        for language in Language.allCases {
            for key in TextKey.allCases {
                XCTAssertEqual(placeholders(Strings(language)[key]), placeholders(Strings(.english)[key]), "\(language) \(key)")
            }
        }
    }

    /// What is drawn on the screen fits an 80-column terminal, measured in cells (Chinese takes
    /// two a character), with ten cells for each placeholder's value; a message printed on
    /// stderr fits after "moveme: " without the values it quotes (a path can be any length).
    /// `--help`'s paragraphs are wrapped to the terminal (`HelpPage`): one line each, any length.
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

    /// A table that lacks a key: its own texts for the keys it has, English's for the one it
    /// lacks, formatted as English's are.
    func testAMissingKeyFallsBackToEnglish() {
        let french = Strings(.french, table: [.hintQuit: "q quitter"])
        XCTAssertEqual(french[.hintQuit], "q quitter", "the table's own")
        XCTAssertEqual(french[.hintDrag], Strings(.english)[.hintDrag], "the key it lacks")
        XCTAssertNotEqual(french[.hintDrag], TextKey.hintDrag.rawValue)
        XCTAssertEqual(french.format(.urlRefused, "x", "y"), "cannot open 'x': y")
    }

    /// CLDR's decimal symbols: French and Russian write "0,35", English and Chinese "0.35".
    func testEachLanguageHasItsDecimalSeparator() {
        XCTAssertEqual(Language.allCases.map { Strings($0).decimalSeparator }, [".", ".", ",", ","])
        XCTAssertEqual(Language.allCases, [.english, .chineseSimplified, .russian, .french])
    }

    /// Placeholders are found in the bytes: at either end, side by side, beside wide and
    /// accented characters, none at all (the same string back), and an argument that is
    /// itself a placeholder replaced once, not again.
    func testPlaceholdersAreReplacedWhereverTheyStand() {
        XCTAssertEqual("{1}".replacingEvery("{1}", with: "×1.23"), "×1.23")
        XCTAssertEqual("{1}{1}".replacingEvery("{1}", with: "é"), "éé")
        XCTAssertEqual("缩放 {1}，旋转 {2}°".replacingEvery("{2}", with: "7"), "缩放 {1}，旋转 7°")
        XCTAssertEqual("pinch ×{1}, turn {2}°".replacingEvery("{1}", with: "{1}{1}"), "pinch ×{1}{1}, turn {2}°")
        XCTAssertEqual("r restart".replacingEvery("{1}", with: "x"), "r restart")
        XCTAssertEqual("{1".replacingEvery("{1}", with: "x"), "{1")
        XCTAssertEqual("".replacingEvery("{1}", with: "x"), "")
        XCTAssertEqual("abc".replacingEvery("", with: "x"), "abc")
        XCTAssertEqual(Strings(.english).format(.urlRefused, "{2}", "y"), "cannot open '{2}': y")
        XCTAssertEqual("{1}{2}{1}".replacingEvery("{1}", with: "{2}"), "{2}{2}{2}")
    }

    /// The byte search against the character search it replaced, over 5,000 seeded strings of
    /// placeholders, braces, digits, wide and accented characters (no combining marks).
    func testTheByteSearchReplacesWhatTheCharacterSearchDid() {
        func reference(_ text: String, _ target: String, _ replacement: String) -> String {
            var result = "", rest = text[...]
            while let range = rest.firstRange(of: target) {
                result += rest[..<range.lowerBound]
                result += replacement
                rest = rest[range.upperBound...]
            }
            return result + rest
        }
        var state: UInt64 = 21
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["{1}", "{2}", "{", "}", "1", "{{1}", "é", "缩放", "×", " ", "a"]
        for _ in 0..<5_000 {
            let text = (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined()
            let target = ["{1}", "{2}", "}", "缩"][next(4)], replacement = pieces[next(pieces.count)]
            XCTAssertEqual(text.replacingEvery(target, with: replacement), reference(text, target, replacement), text)
        }
    }

    /// The one-pass fill against replacing the placeholders one number at a time, from the
    /// last, as `format` did: every text of every language with figures, names, an empty
    /// argument and a brace (which takes the old way), and 5,000 seeded templates of
    /// placeholders, stray braces, digits and wide characters. Where the fill answers, it is
    /// the same text; it answers for every text of the program given arguments without braces for all its
    /// placeholders.
    func testFillingPlaceholdersInOnePassGivesWhatReplacingThemDid() {
        func replaced(_ template: String, _ arguments: [String]) -> String {
            var text = template
            for (index, argument) in arguments.enumerated().reversed() {
                text = text.replacingEvery("{\(index + 1)}", with: argument)
            }
            return text
        }
        let argumentSets = [["1.23", "7", "multi-touch"], ["", "-0", "×"], ["{1}", "}", "{2}"], ["3"], []]
        for language in Language.allCases {
            let strings = Strings(language)
            for key in TextKey.allCases {
                for arguments in argumentSets {
                    let template = strings[key], filled = Strings.filled(template, with: arguments)
                    if let filled { XCTAssertEqual(filled, replaced(template, arguments), template) }
                    if arguments.count == 3, arguments[0] == "1.23", !template.contains("{4}"), !template.contains("{5}") {
                        XCTAssertNotNil(filled, "\(language) \(key) is filled in one pass")
                    }
                }
            }
        }
        XCTAssertEqual(Strings(.english).format(.touchesSaidPinch, "1.23", "7", "multi-touch"), "pinch ×1.23, turn 7°: multi-touch tile")
        XCTAssertNil(Strings.filled("{01}", with: ["a"]))
        XCTAssertNil(Strings.filled("{1{2}}", with: ["a", ""]))
        XCTAssertEqual(Strings.filled("{2}{1}{2}", with: ["a", "b"]), "bab")
        var state: UInt64 = 23
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["{1}", "{2}", "{3}", "{10}", "{0}", "{", "}", "1", "0", "{{1}", "é", "缩放", "×", " ", "a"]
        let values = ["", "1", "0}", "{1}", "é", "12", "{", "x"]
        var answered = 0
        for _ in 0..<5_000 {
            let template = (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined()
            let arguments = (0..<next(4)).map { _ in values[next(values.count)] }
            guard let filled = Strings.filled(template, with: arguments) else { continue }
            answered += 1
            XCTAssertEqual(filled, replaced(template, arguments), "\(template) \(arguments)")
        }
        XCTAssertGreaterThan(answered, 500)
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

    /// GNU gettext's LANGUAGE: a list of languages in order of preference, over LC_ALL,
    /// LC_MESSAGES and LANG, the first with a table winning; ignored where the locale is C or
    /// POSIX (the C locale asks for untranslated messages).
    func testLANGUAGEListsLanguagesInOrderOverTheLocale() {
        func language(_ environment: [String: String]) -> Language { Language.preferred(environment: environment) }
        XCTAssertEqual(language(["LANG": "fr_FR.UTF-8", "LANGUAGE": "ru"]), .russian)
        XCTAssertEqual(language(["LANG": "fr_FR.UTF-8", "LANGUAGE": "de:ru_RU:fr"]), .russian, "German has no table: the next")
        XCTAssertEqual(language(["LANG": "fr_FR.UTF-8", "LANGUAGE": "de:sv"]), .french, "none has a table: the locale's")
        XCTAssertEqual(language(["LANG": "fr_FR.UTF-8", "LANGUAGE": ""]), .french, "empty is unset")
        XCTAssertEqual(language(["LANG": "C", "LANGUAGE": "ru"]), .english, "ignored under the C locale")
        XCTAssertEqual(language(["LC_ALL": "C.UTF-8", "LANGUAGE": "zh_CN"]), .english)
        XCTAssertEqual(language(["LANGUAGE": "ru"]), .english, "no locale at all is C")
        XCTAssertEqual(language(["LC_ALL": "en_GB.UTF-8", "LANGUAGE": "::zh_CN:"]), .chineseSimplified, "empty entries skipped")
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
}
