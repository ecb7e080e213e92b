import XCTest
@testable import MoveMeCore

/// UIKit's multi-touch flags, as the dispatcher honours them: `isMultipleTouchEnabled` and
/// `isExclusiveTouch`.
extension MultiTouchTests {
    // MARK: isMultipleTouchEnabled

    func testASecondFingerOnAViewThatIsNotMultiTouchIsDeliveredToNoOne() {
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: onLeft2, time: 0.1)
        dispatcher.fingerMoved(1, to: Point(x: 26, y: 25), time: 0.2)
        dispatcher.fingerUp(0, at: onLeft, time: 0.3)
        dispatcher.fingerMoved(1, to: Point(x: 27, y: 25), time: 0.4)  // still refused: it has not lifted
        dispatcher.fingerUp(1, at: Point(x: 27, y: 25), time: 0.5)
        XCTAssertEqual(left.calls, [call(.began, [0]), call(.ended, [0])])
        XCTAssertEqual(background.calls, [], "nor to anyone else")
        XCTAssertTrue(dispatcher.activeTouches.isEmpty)
    }

    /// The notes: a view that is not multi-touch gets only the first finger of a sequence that
    /// starts in it, and the sequence lasts until every finger of it has lifted, the refused
    /// ones too. The first lifting while a refused one stays down ends nothing.
    func testTheSequenceOfAViewThatIsNotMultiTouchLastsUntilItsRefusedFingersLiftToo() {
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: onLeft2, time: 0.1)  // refused
        dispatcher.fingerUp(0, at: onLeft, time: 0.2)
        dispatcher.fingerDown(2, at: onLeft, time: 0.3)  // finger 1 is still down on it
        XCTAssertEqual(dispatcher.touch(forFinger: 2)?.refusal, .notMultipleTouch)
        dispatcher.fingerUp(1, at: onLeft2, time: 0.4)
        dispatcher.fingerDown(3, at: onLeft2, time: 0.5)  // finger 2 is still down on it
        XCTAssertEqual(dispatcher.touch(forFinger: 3)?.refusal, .notMultipleTouch)
        dispatcher.fingerUp(2, at: onLeft, time: 0.6)
        dispatcher.fingerUp(3, at: onLeft2, time: 0.7)
        dispatcher.fingerDown(4, at: onLeft, time: 0.8)  // every finger lifted: a new sequence
        XCTAssertEqual(left.calls, [call(.began, [0]), call(.ended, [0]), call(.began, [4])])
        XCTAssertEqual(background.calls, [], "nor to anyone else")
    }

    /// A sequence is a view's own: a finger held on another view does not keep it going.
    func testAFingerHeldElsewhereLeavesANewSequenceFree() {
        dispatcher.fingerDown(0, at: onRight, time: 0)
        dispatcher.fingerDown(1, at: onLeft, time: 0.1)
        dispatcher.fingerUp(1, at: onLeft, time: 0.2)
        dispatcher.fingerDown(2, at: onLeft, time: 0.3)
        XCTAssertEqual(left.calls, [call(.began, [1]), call(.ended, [1]), call(.began, [2])])
    }

    func testARefusedFingerIsInFlightWithItsReasonAndNoView() {
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: onLeft2, time: 0.1)
        let refused = try! XCTUnwrap(dispatcher.touch(forFinger: 1))
        XCTAssertEqual(refused.refusal, .notMultipleTouch)
        XCTAssertNil(refused.view)
        XCTAssertEqual(dispatcher.activeTouches.map(\.finger), [0, 1])
        XCTAssertEqual(window.touchLog.entries.last?.action, "refused: not multi-touch, already tracking a touch")
        XCTAssertEqual(window.touchLog.entries.last?.viewTypeName, "FingerRecorder")
        XCTAssertEqual(window.touchLog.entries.last?.finger, 1)
    }

    func testTheRefusalHandlerHearsOfIt() {
        var heard: [Int] = []
        dispatcher.touchRefused = { heard.append($0.finger) }
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(3, at: onLeft2, time: 0.1)
        XCTAssertEqual(heard, [3])
    }

    func testAMultiTouchViewGetsEveryFingerAndTheOthersAreStationary() {
        left.isMultipleTouchEnabled = true
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: onLeft2, time: 0.1)
        XCTAssertEqual(dispatcher.touch(forFinger: 0)?.phase, .stationary)
        dispatcher.fingerMoved(1, to: Point(x: 26, y: 26), time: 0.2)
        XCTAssertEqual(dispatcher.touch(forFinger: 0)?.phase, .stationary)
        XCTAssertEqual(dispatcher.touch(forFinger: 1)?.phase, .moved)
        XCTAssertEqual(dispatcher.touch(forFinger: 0)?.timestamp, 0, "a stationary touch keeps its time")
        XCTAssertEqual(left.calls, [call(.began, [0]), call(.began, [1], [0, 1]), call(.moved, [1], [0, 1])])
    }

    func testTheLastFingerLifted() {
        left.isMultipleTouchEnabled = true
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: onLeft2, time: 0)
        dispatcher.fingerUp(1, at: onLeft2, time: 0.2)
        dispatcher.fingerUp(0, at: onLeft, time: 0.3)
        XCTAssertEqual(left.lastFingerLifted, [false, true])
        XCTAssertEqual(left.calls.suffix(2), [call(.ended, [1], [0, 1]), call(.ended, [0])])
    }

    func testBothFingersLiftedAtOnceAreOneCall() {
        left.isMultipleTouchEnabled = true
        dispatcher.fingersChanged([.down(0, at: onLeft), .down(1, at: onLeft2)], time: 0)
        dispatcher.fingersChanged([.moved(0, to: Point(x: 14, y: 14)), .moved(1, to: Point(x: 26, y: 26))], time: 0.1)
        dispatcher.fingersChanged([.up(0, at: onLeft), .up(1, at: onLeft2)], time: 0.2)
        XCTAssertEqual(left.calls, [call(.began, [0, 1]), call(.moved, [0, 1]), call(.ended, [0, 1])])
        XCTAssertEqual(left.lastFingerLifted, [true])
    }

    func testOneEventCanBeginOnOneViewAndMoveOnAnother() {
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingersChanged([.moved(0, to: Point(x: 16, y: 15)), .down(1, at: onRight)], time: 0.1)
        XCTAssertEqual(left.calls, [call(.began, [0]), call(.moved, [0])])
        XCTAssertEqual(right.calls, [call(.began, [1])])
    }

    func testAnUpThenADownInOneBatchAreTwoEventsInThatOrder() {
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingersChanged([.up(0, at: onLeft), .down(1, at: onLeft2)], time: 0.1)
        XCTAssertEqual(left.calls, [call(.began, [0]), call(.ended, [0]), call(.began, [1])])
        XCTAssertNil(dispatcher.touch(forFinger: 1)?.refusal)
    }

    // MARK: isExclusiveTouch

    func testAnExclusiveViewTrackingAFingerBlocksOtherViews() {
        left.isExclusiveTouch = true
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: onRight, time: 0.1)
        dispatcher.fingerDown(2, at: onBackground, time: 0.1)
        XCTAssertEqual(dispatcher.touch(forFinger: 1)?.refusal, .exclusiveViewIsTracking)
        XCTAssertEqual(dispatcher.touch(forFinger: 2)?.refusal, .exclusiveViewIsTracking)
        XCTAssertEqual(right.calls, [])
        XCTAssertEqual(background.calls, [])
        dispatcher.fingerUp(0, at: onLeft, time: 0.2)
        dispatcher.fingerDown(3, at: onRight, time: 0.3)
        XCTAssertEqual(right.calls, [call(.began, [3])], "free again once the exclusive view lets go")
    }

    func testAFingerOnAnExclusiveViewIsRefusedWhileAnotherViewTracks() {
        right.isExclusiveTouch = true
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: onRight, time: 0.1)
        XCTAssertEqual(dispatcher.touch(forFinger: 1)?.refusal, .viewIsExclusive)
        XCTAssertEqual(right.calls, [])
    }

    func testAnExclusiveMultiTouchViewTakesMoreOfItsOwnFingers() {
        left.isExclusiveTouch = true
        left.isMultipleTouchEnabled = true
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: onLeft2, time: 0.1)
        XCTAssertNil(dispatcher.touch(forFinger: 1)?.refusal)
        XCTAssertEqual(left.calls.map(\.fingers), [[0], [1]])
    }
}
