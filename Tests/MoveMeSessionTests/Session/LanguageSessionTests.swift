@testable import MoveMeRendering
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import MoveMeCore
import MoveMeTerminal
import XCTest

/// Every language's screens at 80×24, through the session on a memory terminal: the hint and
/// the bottom row, the help of every scene, each scene's caption, the inspector, the edit menu
/// and the shake's question, each shown whole (no "…" where a whole text belongs) and no row
/// wider than the terminal, a Chinese character counted as two cells.
final class LanguageSessionTests: XCTestCase {
    private func harness(_ language: Language, configuration: Configuration = Configuration()) -> SessionHarness {
        SessionHarness(configuration: configuration, application: MoveMeApplication(strings: Strings(language)))
    }

    /// No row past the edge: each row of the screen is exactly 80 cells, as drawn.
    private func assertRowsFit(_ h: SessionHarness, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(h.lines.count, 24, what, file: file, line: line)
        for (index, row) in h.lines.enumerated() {
            XCTAssertEqual(DisplayWidth.of(row), 80, "\(what): row \(index) is \(DisplayWidth.of(row)) cells\n\(h.screen)",
                           file: file, line: line)
        }
    }

    private func assertShows(_ h: SessionHarness, _ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotNil(h.row(containing: text), "\(what): \"\(text)\" is not whole on the screen\n\(h.screen)", file: file, line: line)
    }

    func testTheHintAndTheBottomRowInEveryLanguage() {
        for language in Language.allCases {
            let strings = Strings(language), h = harness(language)
            let bottom = h.caption
            // Restart goes first where room is short, in every language (`BottomRow`).
            for text in [strings[.hintDrag], strings[.hintDoubleClick], strings.format(.captionScenes, "1-6"),
                         strings[.captionHelp], strings[.captionQuit]] {
                XCTAssertTrue(bottom.contains(text), "\(language): \"\(text)\" in \"\(bottom)\"")
            }
            XCTAssertFalse(bottom.contains("…"), "\(language): \(bottom)")
            assertRowsFit(h, "\(language) hint")
        }
        XCTAssertTrue(harness(.chineseSimplified).caption.contains("拖动标牌 · 双击背景 · 1-6 场景"))
    }

    /// `a` in the touches scene: the bottom row says which modifier the next drags stand in
    /// for, in the table's words.
    func testTheSecondFingersKeyIsSaidInEveryLanguage() {
        let expected: [Language: (String, String)] = [
            .english: ("[Alt held]", "[Alt-Shift held]"), .french: ("[Alt maintenue]", "[Alt-Maj maintenues]"),
            .russian: ("[Alt зажат]", "[Alt-Shift зажаты]"), .chineseSimplified: ("[按住 Alt]", "[按住 Alt-Shift]"),
        ]
        for (language, (mirrored, together)) in expected {
            let h = harness(language, configuration: Configuration(scene: SceneCatalog.named("touches")!))
            h.type("a")
            XCTAssertTrue(h.caption.hasPrefix(" " + mirrored + " "), "\(language): \(h.caption)")
            h.type("a")
            XCTAssertTrue(h.caption.hasPrefix(" " + together + " "), "\(language): \(h.caption)")
        }
    }

    func testTheHelpOfEverySceneInEveryLanguage() {
        for language in Language.allCases {
            let strings = Strings(language)
            for entry in SceneCatalog.all {
                let h = harness(language, configuration: Configuration(scene: entry))
                h.type("?")
                let what = "\(language) \(entry.name) help"
                for line in h.session.scene.help + KeyTable.helpLines(strings)
                    + (entry.takesSecondFingers ? KeyTable.fingerHelp(strings) : []) {
                    assertShows(h, line.action, what)
                    assertShows(h, line.keys, what)
                }
                assertShows(h, strings[.helpClosing], what)
                XCTAssertNil(h.row(containing: "…"), "\(what)\n\(h.screen)")
                assertRowsFit(h, what)
            }
        }
    }

    func testEverySceneCaptionIsWholeInEveryLanguage() {
        for language in Language.allCases {
            let strings = Strings(language)
            for entry in SceneCatalog.all where entry.name != "moveme" {
                let h = harness(language, configuration: Configuration(scene: entry))
                let caption = h.session.scene.caption!
                let what = "\(language) \(entry.name)"
                XCTAssertTrue(h.caption.contains(caption), "\(what): \"\(caption)\" in \"\(h.caption)\"")
                XCTAssertTrue(h.caption.contains(strings[.captionQuit]), "\(what): \(h.caption)")
                XCTAssertFalse(h.caption.contains("…"), "\(what): \(h.caption)")
                assertRowsFit(h, what)
            }
        }
    }

    func testTheCaptionSaysInactiveInEveryLanguage() {
        for language in Language.allCases {
            let h = harness(language, configuration: Configuration(scene: SceneCatalog.named("gravity")!))
            h.send(.focus(false))
            XCTAssertTrue(h.caption.hasPrefix(" " + Strings(language)[.captionInactive] + " · "), "\(language): \(h.caption)")
            assertRowsFit(h, "\(language) inactive")
        }
    }

    func testTheInspectorInEveryLanguage() {
        for language in Language.allCases {
            let strings = Strings(language)
            for entry in [SceneCatalog.standard, SceneCatalog.named("collision")!, SceneCatalog.named("touches")!] {
                let h = harness(language, configuration: Configuration(scene: entry, showsInspector: true))
                h.wait(0.5)
                let what = "\(language) \(entry.name) inspector"
                for text in [strings[.inspectorTitle], strings[.inspectorViews], strings[.inspectorTouchNone] + " " + strings[.inspectorNoneYet],
                             strings[.inspectorLifeCycle]] {
                    assertShows(h, text, what)
                }
                if entry.name == "collision" {
                    assertShows(h, strings[.inspectorDynamics] + " " + strings[.inspectorRunning], what)
                }
                assertRowsFit(h, what)
            }
        }
    }

    func testTheEditMenuAndTheShakesQuestionInEveryLanguage() {
        for language in Language.allCases {
            let strings = Strings(language), h = harness(language)
            h.send(.mouse(MouseEvent(kind: .press, button: .right, column: 40, row: 12)))
            h.send(.mouse(MouseEvent(kind: .release, button: .right, column: 40, row: 12)))
            assertShows(h, strings[.menuCopy], "\(language) menu")
            XCTAssertNil(h.row(containing: strings[.menuPaste]), "\(language): nothing to paste\n" + h.screen)
            h.key(.escape)
            h.send(.paste(PastedText("Hello there")))
            h.send(.mouse(MouseEvent(kind: .press, button: .right, column: 40, row: 12)))
            h.send(.mouse(MouseEvent(kind: .release, button: .right, column: 40, row: 12)))
            assertShows(h, strings[.menuCopy] + " │ " + strings[.menuPaste], "\(language) menu")
            assertRowsFit(h, "\(language) menu")
            h.key(.escape)
            h.type("z")
            let question = strings.format(.alertUndoQuestion, strings[.menuPaste])
            assertShows(h, question, "\(language) shake")
            assertShows(h, "[n " + strings[.alertCancel] + "] [y " + strings[.alertUndo] + "]", "\(language) shake")
            assertRowsFit(h, "\(language) shake")
        }
    }

    /// Chinese on the screen: each character two cells, so the bottom row's text is shorter
    /// in characters than in cells, and a wide character is never cut at the right edge.
    func testChineseTakesTwoCellsACharacter() {
        let h = harness(.chineseSimplified, configuration: Configuration(scene: SceneCatalog.named("gravity")!))
        let row = h.caption
        XCTAssertEqual(DisplayWidth.of(row), 80)
        XCTAssertLessThan(row.count, 80)
        XCTAssertTrue(row.hasPrefix(" 2.1 重力：方块落出屏幕 · 1-6 场景"), row)
    }

    /// What touches did, in the inspector's touch log, in the user's language (UIKit's phase
    /// and class names as they are).
    func testTheTouchLogSpeaksChinese() {
        let h = harness(.chineseSimplified, configuration: Configuration(showsInspector: true))
        let placard = h.session.scene.window.subviews[0].subviews[0].frame
        let column = Int(placard.midX), row = Int(placard.midY / 2)
        h.press(column, row)
        h.drag(column + 2, row + 1)
        XCTAssertNotNil(h.row(containing: "于 PlacardView"), h.screen)
        XCTAssertNotNil(h.row(containing: "标牌跟随"), h.screen)
    }

    /// The compact help of a small terminal (40×12, 60×16) still fits in every language: the
    /// keys in a word each, never the line asking for a bigger terminal.
    func testTheCompactHelpFitsSmallTerminalsInEveryLanguage() {
        for language in Language.allCases {
            let strings = Strings(language)
            for (columns, rows) in [(40, 12), (60, 16)] {
                let h = SessionHarness(columns: columns, rows: rows,
                                       application: MoveMeApplication(strings: Strings(language)))
                h.type("?")
                let what = "\(language) \(columns)×\(rows)"
                for text in [strings[.helpTooSmall], strings[.helpTooSmallShort], strings[.helpTooSmallShortest]] {
                    XCTAssertNil(h.row(containing: text), "\(what)\n\(h.screen)")
                }
                assertShows(h, String(strings[.captionQuit].dropFirst(2)), what)  // "quit" of "q quit"
                for (index, row) in h.lines.enumerated() {
                    XCTAssertEqual(DisplayWidth.of(row), columns, "\(what) row \(index)\n\(h.screen)")
                }
            }
        }
    }
}
