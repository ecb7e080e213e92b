@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeTerminal

/// The touches scene's bottom row is made again when the gesture's caption changes, and on a
/// resize, not every frame: its plane's inputs are the same.
final class CaptionSessionTests: XCTestCase {
    private func harness(columns: Int = 80, rows: Int = 24) -> SessionHarness {
        SessionHarness(columns: columns, rows: rows, configuration: Configuration(scene: SceneCatalog.named("touches")!))
    }

    private func made(_ h: SessionHarness) -> Int? {
        h.session.composer.compositor.plane(of: BottomRowOverlay.self)?.made
    }

    func testADragMakesTheCaptionOnceWhileItSaysTheSame() {
        let h = harness()
        XCTAssertEqual(made(h), 1)
        h.press(35, 14)
        h.drag(35, 16)
        XCTAssertEqual(h.caption, " drag: multi-touch tile · tab tile · 1-6 scenes · r restart · ? help · q quit   ")
        let before = made(h)
        for row in 17...20 { h.drag(35, row) }
        XCTAssertEqual(made(h), before, "four more frames of the same drag")
        XCTAssertEqual(h.caption, " drag: multi-touch tile · tab tile · 1-6 scenes · r restart · ? help · q quit   ")
    }

    func testTheCaptionChangesWhenTheGestureDoes() {
        let h = harness()
        h.press(35, 14)
        h.drag(35, 16)
        h.release(35, 16)
        h.send(.mouse(MouseEvent(kind: .press, button: .left, column: 45, row: 12, alt: true)))
        h.send(.mouse(MouseEvent(kind: .drag, button: .left, column: 47, row: 12, alt: true)))
        XCTAssertTrue(h.caption.hasPrefix(" pinch ×1.29, turn 7°: multi-touch tile · "), h.caption)
        h.send(.mouse(MouseEvent(kind: .drag, button: .left, column: 49, row: 12, alt: true)))
        XCTAssertTrue(h.caption.hasPrefix(" pinch ×1.59, turn 11°: multi-touch tile · "), h.caption)
    }

    func testAResizeFitsTheCaptionToTheNewWidth() {
        let h = harness()
        h.press(35, 14)
        h.drag(35, 16)
        let before = made(h)
        h.resize(columns: 40, rows: 20)
        XCTAssertEqual(made(h), before.map { $0 + 1 })
        XCTAssertEqual(h.caption, " drag · 1-6 scenes · ? help · q quit    ")
    }
}
