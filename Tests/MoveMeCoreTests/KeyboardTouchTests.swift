import TestSupport
import XCTest
@testable import MoveMeCore

/// Records the phases and locations (in the window) of the touches it is given.
private final class TouchLog: View {
    var entries: [(phase: TouchPhase, location: Point, source: TouchSource)] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { record(touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { record(touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { record(touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { record(touches) }
    private func record(_ touches: Set<Touch>) {
        for touch in touches { entries.append((touch.phase, touch.location(in: nil), touch.source)) }
    }
    var phases: [TouchPhase] { entries.map(\.phase) }
}

/// Keys emulate one finger beside the dispatcher: press on a view's centre, slide, lift.
final class KeyboardTouchTests: XCTestCase {
    private var window: Window!
    private var background: TouchLog!
    private var target: TouchLog!
    private var dispatcher: TouchDispatcher!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        background = TouchLog(frame: window.bounds)
        target = TouchLog(frame: Rect(x: 30, y: 20, width: 10, height: 6))  // centre (35, 23)
        window.addSubview(background)
        background.addSubview(target)
        dispatcher = TouchDispatcher(window: window)
    }

    func testPressLandsOnTheViewsCentreAndIsAKeyboardTouch() {
        XCTAssertTrue(dispatcher.keyboardPress(on: target, time: 1))
        XCTAssertEqual(target.phases, [.began])
        assertEqual(target.entries[0].location, Point(x: 35, y: 23))
        XCTAssertEqual(target.entries[0].source, .keyboard)
        XCTAssertTrue(dispatcher.keyboardTouch === dispatcher.activeTouch)
    }

    func testMoveSlidesTheTouchAndReleaseLiftsItWhereItIs() {
        dispatcher.keyboardPress(on: target, time: 1)
        dispatcher.keyboardMove(by: Point(x: 2, y: 0), time: 1.1)
        dispatcher.keyboardMove(by: Point(x: 0, y: -2), time: 1.2)
        dispatcher.keyboardRelease(time: 1.3)
        XCTAssertEqual(target.phases, [.began, .moved, .moved, .ended])
        assertEqual(target.entries[1].location, Point(x: 37, y: 23))
        assertEqual(target.entries[3].location, Point(x: 37, y: 21))
        XCTAssertNil(dispatcher.activeTouch)
    }

    func testMovesStayInsideTheArea() {
        dispatcher.keyboardPress(on: target, time: 1)
        dispatcher.keyboardMove(by: Point(x: 100, y: -100), within: Rect(x: 0, y: 0, width: 79.5, height: 47), time: 1.1)
        assertEqual(target.entries.last!.location, Point(x: 79.5, y: 0))
        dispatcher.keyboardMove(by: Point(x: -500, y: 500), time: 1.2)  // the window's bounds
        assertEqual(target.entries.last!.location, Point(x: 0, y: 48))
    }

    func testAPressThatLandsElsewhereIsCancelledAtOnce() {
        target.isUserInteractionEnabled = false  // the press falls through to the background
        XCTAssertFalse(dispatcher.keyboardPress(on: target, time: 1))
        XCTAssertEqual(background.phases, [.began, .cancelled])
        XCTAssertNil(dispatcher.activeTouch, "no touch may be left for later keys to move")
        target.isUserInteractionEnabled = true
        XCTAssertTrue(dispatcher.keyboardPress(on: target, time: 2), "the next key tries again")
    }

    func testAPressWhileIgnoringEventsHoldsNothing() {
        dispatcher.beginIgnoringInteractionEvents()
        XCTAssertFalse(dispatcher.keyboardPress(on: target, time: 1))
        XCTAssertNil(dispatcher.activeTouch)
        XCTAssertTrue(target.phases.isEmpty)
    }

    func testASecondPressOnTheSameViewKeepsTheTouch() {
        dispatcher.keyboardPress(on: target, time: 1)
        let touch = dispatcher.activeTouch
        XCTAssertTrue(dispatcher.keyboardPress(on: target, time: 1.1))
        XCTAssertTrue(dispatcher.activeTouch === touch)
        XCTAssertEqual(target.phases, [.began])
    }

    func testKeysDoNotSteerTheMousesTouch() {
        dispatcher.pointerDown(at: Point(x: 35, y: 23), time: 1)
        XCTAssertFalse(dispatcher.keyboardPress(on: target, time: 1.1))
        dispatcher.keyboardMove(by: Point(x: 4, y: 0), time: 1.2)
        dispatcher.keyboardRelease(time: 1.3)
        XCTAssertEqual(target.phases, [.began], "keys must leave the mouse's touch alone")
        XCTAssertEqual(dispatcher.activeTouch?.source, .mouse)
    }

    func testTheMouseDoesNotSteerTheKeysTouch() {
        dispatcher.keyboardPress(on: target, time: 1)
        dispatcher.pointerMoved(to: Point(x: 10, y: 10), time: 1.1)
        dispatcher.pointerUp(at: Point(x: 10, y: 10), time: 1.2)
        XCTAssertEqual(target.phases, [.began])
        XCTAssertEqual(dispatcher.activeTouch?.source, .keyboard)
    }

    func testAMousePressCancelsTheKeysTouchAndStartsItsOwn() {
        dispatcher.keyboardPress(on: target, time: 1)
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 1.1)
        XCTAssertEqual(target.phases, [.began, .cancelled])
        XCTAssertEqual(background.phases, [.began])
        XCTAssertEqual(dispatcher.activeTouch?.source, .mouse)
    }

    func testMoveAndReleaseWithoutAPressDoNothing() {
        dispatcher.keyboardMove(by: Point(x: 1, y: 1), time: 1)
        dispatcher.keyboardRelease(time: 1.1)
        XCTAssertTrue(target.phases.isEmpty && background.phases.isEmpty)
    }
}
