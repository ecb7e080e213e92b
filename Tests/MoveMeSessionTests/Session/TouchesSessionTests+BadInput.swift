@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeCore
import MoveMeTerminal
import MoveMeRendering
import MoveMeScenes

/// Bad input never leaves a finger stuck: stray ups, odd modifiers, lost releases, resizes,
/// the help or the inspector mid-gesture, random histories.
extension TouchesSessionTests {
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
