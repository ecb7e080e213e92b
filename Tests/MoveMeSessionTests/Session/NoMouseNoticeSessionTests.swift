@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeTerminal

/// A terminal whose terminfo describes no mouse (no kmous: vt100, vt220, ansi…) is still sent
/// xterm's mouse modes, since many such TERMs run in terminals that have one; the bottom row
/// says once, at the start, that the keys work where the mouse does not.
final class NoMouseNoticeSessionTests: XCTestCase {
    private func harness(_ language: Language = .english, mouse: Bool, showHint: Bool = true) -> SessionHarness {
        SessionHarness(configuration: Configuration(showsHint: showHint), application: MoveMeApplication(strings: Strings(language)),
                       describesMouse: mouse)
    }

    func testTheBottomRowSaysOnceThatTheKeysWork() {
        let h = harness(mouse: false)
        XCTAssertEqual(h.lines[23].trimmingCharacters(in: .whitespaces),
                       "the mouse may not work here; the keys do: ? help · q quit")
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
        h.wait(3.9)
        XCTAssertNotNil(h.row(containing: "the keys do"), "for four seconds")
        h.wait(0.2)
        XCTAssertNil(h.row(containing: "the keys do"), "then the hint, as at any start")
        XCTAssertNotNil(h.row(containing: "drag the placard"))
        h.send(.key(.character("2")))
        h.send(.key(.character("1")))
        h.wait(1)
        XCTAssertNil(h.row(containing: "the keys do"), "once: not again in another scene")
    }

    func testInEveryLanguage() {
        let expected: [Language: String] = [
            .english: "the mouse may not work here; the keys do: ? help · q quit",
            .french: "la souris peut ne pas marcher ici ; les touches, si : ? aide · q quitter",
            .russian: "мышь здесь может не работать, клавиши работают: ? справка · q выход",
            .chineseSimplified: "鼠标在这里可能不可用，键盘可用：? 帮助 · q 退出",
        ]
        for language in Language.allCases {
            XCTAssertEqual(harness(language, mouse: false).lines[23].trimmingCharacters(in: .whitespaces), expected[language],
                           "\(language)")
        }
    }

    func testNoNoticeWhereTerminfoHasAMouseOrTheHintIsOff() {
        XCTAssertNil(harness(mouse: true).row(containing: "the keys do"))
        XCTAssertNil(harness(mouse: false, showHint: false).row(containing: "the keys do"))
    }
}
