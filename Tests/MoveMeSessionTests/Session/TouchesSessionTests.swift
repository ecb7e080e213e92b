@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeTerminal

/// Scene 6 as a person drives it with one mouse, under a manual clock: a pinned finger and a
/// drag, Alt-drag pinching, single and double clicks, swipes, the rings, the sleep until a
/// single tap is due, and input that could leave a finger stuck.
final class TouchesSessionTests: XCTestCase {
    private func harness(inspect: Bool = false, columns: Int = 80, rows: Int = 24) -> SessionHarness {
        SessionHarness(columns: columns, rows: rows,
                       options: ProgramOptions(configuration: Configuration(scene: SceneCatalog.named("touches")!, showsInspector: inspect)))
    }

    private func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, button: MouseButton = .left,
                       shift: Bool = false, alt: Bool = false) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: button, column: column, row: row, shift: shift, alt: alt))
    }

    private func scene(_ h: SessionHarness) -> TouchesScene { h.session.scene as! TouchesScene }

    private func center(_ h: SessionHarness, _ kind: TileKind) -> Point { scene(h).touchesView.tile(kind).center }

    private func fingersDown(_ h: SessionHarness) -> [Int] { scene(h).dispatcher.activeTouches.map(\.finger) }

    // MARK: The scene

    func testKey6AndTheSceneOptionShowTheTilesWithTheHintAsCaption() {
        let h = SessionHarness()
        h.key(.character("6"))
        XCTAssertEqual(h.lines[11], "         ordinary                  multi-touch                 exclusive        ")
        XCTAssertEqual(h.lines[12], "        one finger                pinch · turn              exclusiveTouch      ")
        XCTAssertEqual(h.caption, " touches: drag, Alt-drag, click, swipe · 1-6 scenes · ? help · q quit           ")
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
        XCTAssertTrue(h.caption.hasPrefix(" [a: Alt] touches"), h.caption)
        h.press(45, 12)
        h.drag(49, 12)
        XCTAssertEqual(scene(h).touchesView.tile(.multiTouch).transform.a, 1.704, accuracy: 1e-9, "as with Alt")
        h.release(49, 12)
        h.type("aa")
        XCTAssertFalse(h.caption.contains("[a:"), h.caption)
        h.press(8, 10)
        h.release(8, 10)
        h.type("p")
        XCTAssertEqual(fingersDown(h), [2])
        XCTAssertEqual(scene(h).dispatcher.touch(forFinger: 2)?.location(in: nil), Point(x: 8.5, y: 21))
        h.type("p")
        XCTAssertEqual(fingersDown(h), [])
    }

    // MARK: Taps, swipes, time

    func testASingleClickWaitsTheDoubleTapIntervalWithNoInputThenADoubleClickNeverDoesBoth() {
        let h = harness()
        h.press(8, 10)
        let released = h.time
        h.release(8, 10)
        // Whole milliseconds, rounded up: 250 or, with the time's rounding, 251.
        XCTAssertEqual(Double(h.session.timeout(at: released + 0.1) ?? 0), 250, accuracy: 1,
                       "the shell sleeps until the single tap is due")
        h.wait(0.34)
        XCTAssertFalse(h.caption.contains("single tap"), h.caption)
        h.wait(0.02)
        XCTAssertTrue(h.caption.hasPrefix(" single tap — waited 0.35 s: ordinary tile to the front"), h.caption)
        XCTAssertNil(h.session.timeout(at: h.time), "nothing more is due: it sleeps until input")

        h.press(30, 18)  // the background: nothing
        h.release(30, 18)
        h.wait(1)
        h.press(40, 10)
        h.release(40, 10)
        h.wait(0.1)
        h.press(40, 10)
        h.release(40, 10)
        XCTAssertTrue(h.caption.hasPrefix(" double tap: multi-touch tile springs back to its size"), h.caption)
        h.wait(1)
        XCTAssertTrue(h.caption.hasPrefix(" double tap: multi-touch tile springs back to its size"), h.caption)
        XCTAssertNil(h.session.timeout(at: h.time))
    }

    /// A single tap falling due just after a frame is drawn waits for the next frame the
    /// scheduler allows, rather than the shell polling with no timeout over and over.
    func testAPerformDueRightAfterAFrameWaitsForTheNextFrameWithoutSpinning() {
        let h = harness()
        h.press(8, 10)
        let released = h.time
        h.release(8, 10)
        let due = released + 0.35
        h.session.scheduler.setNeedsFrame()
        XCTAssertTrue(h.session.drawIfDue(at: due - 0.001))
        XCTAssertFalse(h.session.drawIfDue(at: due + 0.001), "too soon after the last frame")
        // A quarter of a 60 fps frame after the last: 4.17 ms less the 2 ms gone, rounded up.
        XCTAssertEqual(h.session.timeout(at: due + 0.001), 3, "the frame's input interval, not 0 ms again")
        XCTAssertTrue(h.session.drawIfDue(at: due + 0.004))
        XCTAssertTrue(h.caption.hasPrefix(" single tap — waited 0.35 s"), h.caption)
    }

    func testASwipeOnTheBackgroundSlidesTheTilesAlong() {
        let h = harness()
        h.press(20, 20)
        h.drag(26, 20)
        h.drag(33, 20)
        XCTAssertTrue(h.caption.hasPrefix(" swipe right: the tiles slide right"), h.caption)
        h.release(33, 20)
        h.wait(0.5)
        XCTAssertEqual(center(h, .ordinary), Point(x: 40, y: 24))
        XCTAssertEqual(center(h, .exclusive), Point(x: 13, y: 24))
        h.press(60, 20)
        h.drag(47, 20)
        h.release(47, 20)
        XCTAssertTrue(h.caption.hasPrefix(" swipe left"), h.caption)
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

    // MARK: Bad input: never a stuck finger

    func testAnUpWithoutADownAndARightDragOrReleaseDoNothing() {
        let h = harness()
        h.release(8, 10)
        h.send(mouse(.drag, 8, 10, button: .right), mouse(.release, 8, 10, button: .right))
        h.send(mouse(.release, 40, 10, alt: true))
        XCTAssertEqual(fingersDown(h), [])
        XCTAssertEqual(center(h, .ordinary), Point(x: 13, y: 24))
    }

    func testARightClickDuringADragPinsAFingerAndTheDragGoesOn() {
        let h = harness()
        h.press(35, 14)
        h.send(mouse(.press, 60, 20, button: .right), mouse(.release, 60, 20, button: .right))
        h.drag(35, 16)
        XCTAssertEqual(center(h, .multiTouch), Point(x: 40, y: 28))
        h.release(35, 16)
        XCTAssertEqual(fingersDown(h), [2])
        h.send(mouse(.press, 60, 20, button: .right))
        XCTAssertEqual(fingersDown(h), [])
    }

    func testOddModifierBitsMidDragNeverLeaveTheSecondFingerDown() {
        let h = harness()
        h.send(mouse(.press, 45, 12, alt: true))
        h.send(mouse(.drag, 46, 12))  // Alt dropped from a motion report
        h.send(mouse(.drag, 47, 12, shift: true, alt: true))  // Shift comes: together from here
        h.send(mouse(.drag, 48, 13, shift: true))
        XCTAssertEqual(fingersDown(h), [0, 1])
        h.send(mouse(.release, 48, 13))  // no modifiers on the release
        XCTAssertEqual(fingersDown(h), [])
        h.send(mouse(.press, 8, 10, shift: true))  // Shift alone: one finger
        XCTAssertEqual(fingersDown(h), [0])
        h.release(8, 10)
        XCTAssertEqual(fingersDown(h), [])
    }

    func testAPressWhoseReleaseWasLostLiftsTheOldSecondFinger() {
        let h = harness()
        h.send(mouse(.press, 45, 12, alt: true))
        h.press(8, 10)
        XCTAssertEqual(fingersDown(h), [0])
        h.release(8, 10)
        XCTAssertEqual(fingersDown(h), [])
    }

    func testEveryFingerTakenARightClickMoreIsIgnored() {
        let h = harness()
        let spots = (0..<9).map { (2 + $0 * 8, 20) }
        for (column, row) in spots { h.send(mouse(.press, column, row, button: .right)) }
        XCTAssertEqual(fingersDown(h), Array(2...9), "fingers 2 to 9 pinned; the ninth click finds none free")
        XCTAssertEqual(h.lines[20].filter { $0 == "◎" }.count, 8)
        for (column, row) in spots { h.send(mouse(.press, column, row, button: .right)) }
        XCTAssertEqual(fingersDown(h), [2], "eight lifted, the ninth spot pinned anew")
    }

    func testAResizeMidPinchGoesOnAndEndsClean() {
        let h = harness()
        h.send(mouse(.press, 45, 12, alt: true))
        h.send(mouse(.drag, 47, 12, alt: true))
        h.resize(columns: 60, rows: 20)
        h.send(mouse(.drag, 49, 12, alt: true))
        XCTAssertEqual(fingersDown(h), [0, 1])
        h.send(mouse(.release, 49, 12, alt: true))
        XCTAssertEqual(fingersDown(h), [])
        XCTAssertFalse(h.screen.contains("○"))
    }

    func testHelpOrTheInspectorOpenedMidGestureLeavesNoFingerDown() {
        let h = harness()
        h.send(mouse(.press, 8, 18, button: .right))
        h.send(mouse(.press, 45, 12, alt: true))
        h.key(.character("?"))
        XCTAssertEqual(fingersDown(h), [], "the help is modal: every finger, the pin too, is cancelled")
        h.send(mouse(.drag, 49, 12, alt: true), mouse(.release, 49, 12, alt: true))
        h.key(.character("x"))  // closes the help
        XCTAssertFalse(h.screen.contains("○") || h.screen.contains("◎"), h.screen)
        h.send(mouse(.press, 8, 18, button: .right))
        XCTAssertEqual(fingersDown(h), [2], "the pin was forgotten: a right-click there pins anew")
        h.send(mouse(.press, 45, 12, alt: true))
        h.key(.character("i"))
        h.send(mouse(.drag, 47, 12, alt: true), mouse(.release, 47, 12, alt: true))
        XCTAssertEqual(fingersDown(h), [2])
        h.key(.character("6"))  // the scene showing: nothing
        h.key(.character("1"))
        XCTAssertEqual(h.session.scene.dispatcher.activeTouches.count, 0)
    }

    func testOnlyTheTouchesSceneTakesSecondFingersMoveMeIsAsItWas() {
        let h = SessionHarness()
        h.send(mouse(.press, 40, 12, alt: true))
        XCTAssertEqual(h.session.scene.dispatcher.activeTouches.map(\.finger), [0], "Alt-drag is a drag")
        h.send(mouse(.press, 20, 12, button: .right))
        h.type("pa")
        XCTAssertEqual(h.session.scene.dispatcher.activeTouches.map(\.finger), [0])
        XCTAssertFalse(h.screen.contains("○") || h.screen.contains("◎"))
        h.release(40, 12)
        h.key(.character("?"))
        XCTAssertNil(h.row(containing: "pin a finger"), "MoveMe's help has no second fingers")
        h.key(.character("?"))
        h.key(.character("6"))
        h.key(.character("?"))
        XCTAssertNotNil(h.row(containing: "p               pin a finger where the mouse was, or lift it"), h.screen)
    }

    /// Random mouse and key histories: at every step each finger down is the pointer's (its
    /// button held), the second finger's (an Alt-drag in flight) or a pin; the help lifts all.
    func testRandomHistoriesNeverLeaveAFingerStuck() {
        var random = SplitMix(seed: 19)
        for _ in 0..<30 {
            let h = harness(columns: 40 + random.next(30), rows: 12 + random.next(14))
            for _ in 0..<60 {
                let column = random.next(h.backend.grid.columns + 2) - 1, row = random.next(h.backend.grid.rows)
                let kinds: [MouseEvent.Kind] = [.press, .drag, .release, .drag, .motion]
                let buttons: [MouseButton] = [.left, .left, .right, .middle]
                switch random.next(12) {
                case 0: h.key(.character("p"))
                case 1: h.key(.character("a"))
                case 2: h.resize(columns: 20 + random.next(60), rows: 6 + random.next(20))
                case 3: h.wait(Double(random.next(500)) / 1000)
                case 4: h.key(.character("i"))
                default:
                    h.send(mouse(kinds[random.next(kinds.count)], max(0, column), row,
                                 button: buttons[random.next(buttons.count)],
                                 shift: random.next(2) == 0, alt: random.next(2) == 0))
                }
                let fingers = Set(fingersDown(h))
                let pins = Set(h.session.fingers.pins.pins.keys)
                XCTAssertTrue(fingers.isSubset(of: pins.union([0, 1])), "\(fingers) with pins \(pins)")
                XCTAssertTrue(pins.isSubset(of: fingers))
                XCTAssertEqual(fingers.contains(1), h.session.fingers.second != nil, "the second finger is Alt-drag's")
            }
            h.key(.character("?"))
            XCTAssertEqual(fingersDown(h), [])
        }
    }
}

/// A small seeded generator, so a failing history can be run again.
private struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
    }
}
