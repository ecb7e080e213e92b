@testable import MoveMeRendering
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeCore
import MoveMeTerminal

/// A finger on a tile's label (issue 46: "ordi◎ary"): the letter stays, and the finger shows
/// as that letter in reverse video; on a cell without a letter, the ring as ever.
final class FingerRingLabelSessionTests: XCTestCase {
    private func harness(depth: ColorDepth = .palette256) -> SessionHarness {
        SessionHarness(depth: depth, configuration: Configuration(scene: SceneCatalog.named("touches")!))
    }

    private func pin(_ h: SessionHarness, _ column: Int, _ row: Int) {
        h.send(.mouse(MouseEvent(kind: .press, button: .right, column: column, row: row)),
               .mouse(MouseEvent(kind: .release, button: .right, column: column, row: row)))
    }

    func testAPinnedFingerOnALabelKeepsItsLetterInReverseVideo() {
        for depth in [ColorDepth.trueColor, .palette256, .palette8, .monochrome] {
            let h = harness(depth: depth)
            let before = h.backend.grid[13, 11]
            XCTAssertEqual(before.text, "n", h.lines[11])
            pin(h, 13, 11)
            XCTAssertEqual(h.session.scene.dispatcher.activeTouches.map(\.finger), [2], "\(depth)")
            XCTAssertTrue(h.lines[11].contains("ordinary"), "\(depth): the label is whole:\n" + h.screen)
            let marked = h.backend.grid[13, 11]
            XCTAssertEqual(marked.text, "n", "\(depth)")
            XCTAssertNotEqual(marked.style.reverse, before.style.reverse, "\(depth): the finger shows as reverse video")
            XCTAssertEqual(marked.style.foreground, before.style.foreground, "\(depth): the letter's own colours, reversed")
            XCTAssertEqual(marked.style.background, before.style.background, "\(depth)")
        }
    }

    func testOffTheLabelTheRingShowsAsEver() {
        let h = harness()
        pin(h, 8, 10)
        XCTAssertEqual(h.backend.grid[8, 10].text, "◎", h.screen)
    }
}
