@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeTerminal

/// Scene 6 as a person drives it with one mouse, under a manual clock: a pinned finger and a
/// drag, Alt-drag pinching, single and double clicks, swipes, the rings, the sleep until a
/// single tap is due, and input that could leave a finger stuck.
final class TouchesSessionTests: XCTestCase {
    func harness(inspect: Bool = false, columns: Int = 80, rows: Int = 24) -> SessionHarness {
        SessionHarness(columns: columns, rows: rows,
                       configuration: Configuration(scene: SceneCatalog.named("touches")!, showsInspector: inspect))
    }

    func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, button: MouseButton = .left,
                       shift: Bool = false, alt: Bool = false) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: button, column: column, row: row, shift: shift, alt: alt))
    }

    func scene(_ h: SessionHarness) -> TouchesScene { h.session.scene as! TouchesScene }

    func center(_ h: SessionHarness, _ kind: TileKind) -> Point { scene(h).touchesView.tile(kind).center }

    func fingersDown(_ h: SessionHarness) -> [Int] { scene(h).dispatcher.activeTouches.map(\.finger) }

    // MARK: The scene

    func testKey6AndTheSceneOptionShowTheTilesWithTheHintAsCaption() {
        let h = SessionHarness()
        h.key(.character("6"))
        XCTAssertEqual(h.lines[11], "         ordinary                  multi-touch                 exclusive        ")
        XCTAssertEqual(h.lines[12], "        one finger                pinch · turn              exclusiveTouch      ")
        XCTAssertEqual(h.caption, " touches: drag, Alt-drag, click, swipe · tab tile · 1-6 scenes · ? help · q quit")
        XCTAssertEqual(harness().lines[11], h.lines[11])
    }

    // MARK: Two fingers from one mouse

    func testAPinnedFingerHoldsOneTileWhileTheDragMovesAnother() {
        let h = harness()
        h.send(mouse(.press, 8, 10, button: .right), mouse(.release, 8, 10, button: .right))
        XCTAssertEqual(fingersDown(h), [2])
        XCTAssertEqual(h.lines[10].firstIndex(of: "◎").map { h.lines[10].distance(from: h.lines[10].startIndex, to: $0) }, 8)
        h.press(35, 14)
        h.drag(35, 18)
        h.drag(35, 20)
        XCTAssertEqual(center(h, .multiTouch), Point(x: 40, y: 36), "moved down 6 rows, 12 points")
        XCTAssertEqual(center(h, .ordinary), Point(x: 13, y: 24), "held by the pin, stationary")
        XCTAssertEqual(scene(h).dispatcher.touch(forFinger: 2)?.phase, .stationary)
        XCTAssertTrue(h.caption.hasPrefix(" drag: multi-touch tile · "), h.caption)
        XCTAssertTrue(h.lines[20].contains("○"), "the pointer's ring while the pin is down:\n" + h.screen)
        h.release(35, 20)
        XCTAssertEqual(fingersDown(h), [2])
        h.send(mouse(.press, 8, 10, button: .right))
        XCTAssertEqual(fingersDown(h), [])
        XCTAssertFalse(h.screen.contains("◎"))
    }

    func testAltDragPinchesTheMultiTouchTileAboutItsCentre() {
        let h = harness()
        h.send(mouse(.press, 45, 12, alt: true))
        XCTAssertEqual(fingersDown(h), [0, 1])
        h.send(mouse(.drag, 47, 12, alt: true))
        h.send(mouse(.drag, 49, 12, alt: true))
        let tile = scene(h).touchesView.tile(.multiTouch)
        // The fingers (45.5, 25) and (34.5, 23) about (40, 24), then (49.5, 25) and (30.5, 23):
        // √365 / √125 = ×1.709, turned by atan(2/19) − atan(2/11) = −4.3°.
        XCTAssertEqual(tile.transform.a, 1.704, accuracy: 1e-9)
        XCTAssertEqual(tile.center, Point(x: 40, y: 24), "a mirrored pinch keeps its centre")
        XCTAssertTrue(h.caption.hasPrefix(" pinch ×1.71, turn -4°: multi-touch tile · "), h.caption)
        XCTAssertTrue(h.lines[12].contains("○"), h.screen)
        XCTAssertEqual(h.screen.filter { $0 == "○" }.count, 2, "two rings")
        h.send(mouse(.release, 49, 12, alt: true))
        XCTAssertEqual(fingersDown(h), [])
        XCTAssertFalse(h.screen.contains("○"))
        XCTAssertEqual(tile.transform.a, 1.704, accuracy: 1e-9, "it stays pinched")
    }

    func testAltShiftDragMovesBothFingersTogether() {
        let h = harness()
        h.send(mouse(.press, 45, 12, shift: true, alt: true))
        h.send(mouse(.drag, 45, 16, shift: true, alt: true))
        let tile = scene(h).touchesView.tile(.multiTouch)
        XCTAssertEqual(tile.transform.a, 1, accuracy: 1e-9, "no pinch")
        XCTAssertEqual(tile.center, Point(x: 40, y: 32), "moved 4 rows down")
        h.send(mouse(.release, 45, 16))
        XCTAssertEqual(fingersDown(h), [])
    }

    func testTheKeysStandInForAltAndTheRightButton() {
        let h = harness()
        h.type("a")
        XCTAssertTrue(h.caption.hasPrefix(" [Alt held] touches"), h.caption)
        h.press(45, 12)
        h.drag(49, 12)
        XCTAssertEqual(scene(h).touchesView.tile(.multiTouch).transform.a, 1.704, accuracy: 1e-9, "as with Alt")
        h.release(49, 12)
        h.type("aa")
        XCTAssertFalse(h.caption.contains("held]"), h.caption)
        h.press(8, 10)
        h.release(8, 10)
        h.type("p")
        XCTAssertEqual(fingersDown(h), [2])
        XCTAssertEqual(scene(h).dispatcher.touch(forFinger: 2)?.location(in: nil), Point(x: 8.5, y: 21))
        h.type("p")
        XCTAssertEqual(fingersDown(h), [])
    }

    // MARK: The inspector

    func testTheInspectorListsEveryTouchInFlightAndTheLogTheRefusals() {
        // Tall enough for the log under the views, the edit menu's among them after a double click
        // (the tiles then lie across rows 25 to 33).
        let h = harness(inspect: true, columns: 120, rows: 60)
        h.send(mouse(.press, 12, 26, button: .right))
        h.press(14, 26)
        XCTAssertNotNil(h.row(containing: "Touches 2 down"), h.screen)
        XCTAssertNotNil(h.row(containing: " finger 0 began · tapCount 1 · refused"), h.screen)
        XCTAssertNotNil(h.row(containing: " finger 2 stationary · tapCount 1 · ordinar"), h.screen)
        XCTAssertNotNil(h.row(containing: "   multi-touch tile "), "the tiles named as the captions name them")
        XCTAssertNotNil(h.row(containing: "→ refused"), h.screen)
        // Beside the inspector the bottom row has room for what happened, not why; the log says why.
        XCTAssertTrue(h.caption.hasPrefix(" refused"), h.caption)
        XCTAssertNotNil(h.row(containing: "refused: not multi-touch"), h.screen)
        h.release(14, 26)
        h.send(mouse(.press, 12, 26, button: .right))
        XCTAssertNil(h.row(containing: "Touches 2 down"))
        // A double click on the ordinary tile: the first click's single tap waits, and the
        // second press cancels that perform; the log says both.
        h.press(14, 26)
        h.release(14, 26)
        h.press(14, 26)
        XCTAssertNotNil(h.row(containing: "single tap waits 0.35 s"), h.screen)
        XCTAssertNotNil(h.row(containing: "single tap cancelled"), h.screen)
        h.release(14, 26)
        h.wait(1)
        XCTAssertFalse(h.caption.contains("single tap —"), h.caption)
    }
}
