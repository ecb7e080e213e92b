@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeTerminal

/// A kind of image asked for by name (`--graphics sixel`, the preference) that the terminal
/// does not draw: the views in cells, and the bottom row saying why, once, at the start.
final class ImagesFallbackNoticeSessionTests: XCTestCase {
    private func harness(_ fallback: GraphicsFallback?, _ language: Language = .english, mouse: Bool = true,
                         showHint: Bool = true) -> SessionHarness {
        SessionHarness(configuration: Configuration(showsHint: showHint), application: MoveMeApplication(strings: Strings(language)),
                       graphicsFallback: fallback, describesMouse: mouse)
    }

    private func bottomRow(_ h: SessionHarness) -> String {
        h.lines[23].trimmingCharacters(in: .whitespaces)
    }

    func testTheBottomRowSaysWhyOnceAndThePlacardIsInCells() {
        let h = harness(GraphicsFallback(asked: .sixel, reason: .unanswered))
        XCTAssertEqual(bottomRow(h), "No sixel images: this terminal did not say it draws them; drawn in cells")
        XCTAssertEqual(h.row(containing: "Welcome"), 12, "the placard in cells")
        h.wait(4.1)
        XCTAssertNil(h.row(containing: "No sixel"), "once, for a few seconds")
        XCTAssertNotNil(h.row(containing: "drag the placard"))
    }

    func testEachReasonInEveryLanguage() {
        let reasons: [GraphicsFallback.Reason] = [.unanswered, .multiplexer, .noPixelSize, .noFont, .ncursesDraws]
        for language in Language.allCases {
            var said: Set<String> = []
            for reason in reasons {
                let row = bottomRow(harness(GraphicsFallback(asked: .kitty, reason: reason), language))
                XCTAssertTrue(row.contains("kitty"), "\(language) \(reason): \(row)")
                said.insert(row)
            }
            XCTAssertEqual(said.count, reasons.count, "\(language): a different reason each")
        }
        XCTAssertEqual(bottomRow(harness(GraphicsFallback(asked: .kitty, reason: .multiplexer))),
                       "No kitty images: tmux and screen do not pass them through; drawn in cells")
    }

    func testWithTheNoMouseNoticeBothAreSaid() {
        let row = bottomRow(harness(GraphicsFallback(asked: .sixel, reason: .noPixelSize), mouse: false))
        XCTAssertTrue(row.contains("the keys do") && row.contains("No sixel images"), row)
    }

    func testSaidEvenWithoutTheHintAndNotWithoutAFallback() {
        XCTAssertNotNil(harness(GraphicsFallback(asked: .sixel, reason: .unanswered), showHint: false).row(containing: "No sixel"))
        XCTAssertNil(harness(nil).row(containing: "images"))
    }
}
