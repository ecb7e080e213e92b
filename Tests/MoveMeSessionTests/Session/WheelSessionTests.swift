@testable import MoveMeRendering
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeTerminal

/// The mouse wheel: over the inspector it scrolls the touch log; over a tile of the touches
/// scene a step pinches it, as UIKit makes a trackpad's pinch two touches for an app that takes
/// no indirect input; elsewhere it does nothing (MoveMe: `SessionTests+Placard`).
final class WheelSessionTests: XCTestCase {
    private func wheel(_ h: SessionHarness, _ button: MouseButton, _ column: Int, _ row: Int) {
        h.send(.mouse(MouseEvent(kind: .press, button: button, column: column, row: row)))
    }

    // MARK: The inspector's log

    /// The placard pressed and let go (its two entries, the second on two lines), then seven
    /// clicks on the background (fourteen): sixteen entries, of which the panel at 120×30 has
    /// room for the newest twelve.
    private func inspectorWithAFullLog() -> SessionHarness {
        let h = SessionHarness(columns: 120, rows: 30, configuration: Configuration(showsInspector: true))
        h.press(37, 15)
        h.release(37, 15)
        h.wait(2.5)
        for i in 0..<7 {
            h.press(2 + i * 3, 2)
            h.release(2 + i * 3, 2)
            h.wait(0.5)
        }
        return h
    }

    func testTheWheelScrollsTheInspectorsLogBackAndForth() {
        let h = inspectorWithAFullLog()
        XCTAssertNil(h.row(containing: "on PlacardView"), "the oldest entries are out of the panel:\n" + h.screen)
        let newest = h.lines[26]
        for _ in 0..<5 { wheel(h, .wheelUp, 100, 20) }
        XCTAssertEqual(h.row(containing: "began tapCount 1 on PlacardView"), 15, "five entries back, the oldest:\n" + h.screen)
        XCTAssertEqual(h.row(containing: "Touch log · newer below: 5"), 14, h.screen)
        XCTAssertNotEqual(h.lines[26], newest)
        wheel(h, .wheelUp, 100, 20)
        XCTAssertNotNil(h.row(containing: "newer below: 5"), "no further back than the oldest at the top:\n" + h.screen)
        for _ in 0..<5 { wheel(h, .wheelDown, 100, 20) }
        XCTAssertNil(h.row(containing: "on PlacardView"), h.screen)
        XCTAssertNil(h.row(containing: "newer below"), h.screen)
        XCTAssertEqual(h.lines[26], newest)
    }

    func testTheWheelOverTheSceneBesideTheInspectorDoesNotScrollIt() {
        let h = inspectorWithAFullLog()
        wheel(h, .wheelUp, 10, 20)
        XCTAssertNil(h.row(containing: "on PlacardView"), h.screen)
        XCTAssertFalse(h.session.scene.isTouching)
    }

    // MARK: A tile pinched

    private func touches() -> SessionHarness {
        SessionHarness(configuration: Configuration(scene: SceneCatalog.named("touches")!))
    }

    private func tile(_ h: SessionHarness, _ kind: TileKind) -> TileView {
        (h.session.scene as! TouchesScene).touchesView.tile(kind)
    }

    func testAWheelStepPinchesTheTileUnderThePointerAboutItsCentre() {
        let h = touches()
        let multi = tile(h, .multiTouch)
        wheel(h, .wheelUp, 44, 13)
        XCTAssertEqual(multi.transform.a, 1.25, accuracy: 1e-9, "spread: ×1.25")
        XCTAssertEqual(multi.transform.b, 0, accuracy: 1e-9, "not turned")
        XCTAssertEqual(multi.center, Point(x: 40, y: 24), "about its centre")
        XCTAssertTrue(h.caption.hasPrefix(" pinch ×1.25, turn 0°: multi-touch tile"), h.caption)
        XCTAssertFalse(h.session.scene.isTouching, "the fingers lifted")
        wheel(h, .wheelDown, 44, 13)
        XCTAssertEqual(multi.transform.a, 1, accuracy: 1e-9, "closed again: back to its size")
    }

    func testStepsInARowAreNoTapsNorADoubleTap() {
        let h = touches()
        let multi = tile(h, .multiTouch)
        for _ in 0..<3 { wheel(h, .wheelUp, 40, 12) }
        h.wait(1)
        XCTAssertGreaterThan(multi.transform.a, 1.7, "three spreads, no spring back")
        XCTAssertFalse(h.session.scene.menuController.isMenuVisible, "no double tap's menu")
        XCTAssertFalse(h.caption.contains("front"), "no single tap: \(h.caption)")
    }

    func testTheWheelOverTheBackgroundDoesNothing() {
        let h = touches()
        let before = h.screen
        wheel(h, .wheelUp, 40, 20)
        h.wait(0.5)
        XCTAssertEqual(h.screen, before)
        XCTAssertTrue((h.session.scene as! TouchesScene).window.touchLog.entries.isEmpty)
    }
}
