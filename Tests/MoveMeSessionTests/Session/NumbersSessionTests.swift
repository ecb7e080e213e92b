@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import MoveMeTerminal
import XCTest

/// Numbers in the user's language (the guide: locale-specific number formats): French and
/// Russian write "0,35 s" and "×1,10" where English writes "0.35 s" and "×1.10", in the
/// captions, the touch log and the inspector.
final class NumbersSessionTests: XCTestCase {
    private func harness(_ language: Language, scene: String = "moveme", inspect: Bool = false,
                         columns: Int = 80, rows: Int = 24) -> SessionHarness {
        SessionHarness(columns: columns, rows: rows,
                       configuration: Configuration(scene: SceneCatalog.named(scene)!, showsInspector: inspect),
                       application: MoveMeApplication(strings: Strings(language)))
    }

    /// A single click on a tile waits out the double-tap interval, and the caption says how
    /// long in the language's numbers.
    func testTheTouchesCaptionWritesTheLanguagesDecimals() {
        for (language, expected) in [(Language.english, " single tap — waited 0.35 s"), (.french, " tape simple — attendu 0,35 s"),
                                     (.russian, " одиночное касание — ждали 0,35 с")] {
            let h = harness(language, scene: "touches")
            h.press(8, 10)
            h.release(8, 10)
            h.wait(0.4)
            XCTAssertTrue(h.caption.hasPrefix(expected), "\(language): \(h.caption)")
        }
    }

    /// The placard's bounce in the touch log, and the placard's scale beside it, in French.
    func testTheInspectorsLogAndValuesWriteTheLanguagesDecimals() {
        let h = harness(.french, inspect: true, columns: 160, rows: 48)
        h.press(57, 24)  // the placard, in the scene left of the inspector
        h.wait(0.1)
        h.send(.mouse(MouseEvent(kind: .drag, button: .left, column: 70, row: 30)))
        h.wait(0.1)
        XCTAssertNotNil(h.row(containing: "×1,10"), "the pulse's scale:\n" + h.screen)
        XCTAssertNil(h.row(containing: "×1.10"), h.screen)
        h.release(70, 30)
        h.wait(0.1)
        let log = h.row(containing: "retour au centre")
        XCTAssertNotNil(log, h.screen)
        XCTAssertTrue(h.lines[log ?? 0].contains(try! Regex(#"\d,\d\d s\)"#)), h.lines[log ?? 0])
    }
}
