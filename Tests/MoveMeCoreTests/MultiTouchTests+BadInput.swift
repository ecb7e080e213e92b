import XCTest
@testable import MoveMeCore

/// Bad input: fingers out of range, ups without downs, a finger down twice; and what the
/// pointer and each finger count.
extension MultiTouchTests {
    func testFingersOutOfRangeAndUpsWithoutDownsAreIgnored() {
        dispatcher.fingerDown(-1, at: onLeft, time: 0)
        dispatcher.fingerDown(10, at: onLeft, time: 0)
        dispatcher.fingerUp(4, at: onLeft, time: 0)
        dispatcher.fingerMoved(5, to: onLeft, time: 0)
        dispatcher.fingerDown(2, at: Point(x: .nan, y: 1), time: 0)
        dispatcher.fingerDown(2, at: onLeft, time: .infinity)
        XCTAssertEqual(left.calls, [])
        XCTAssertTrue(dispatcher.activeTouches.isEmpty)
    }

    func testADownOfAFingerAlreadyDownCancelsItsTouchFirst() {
        dispatcher.fingerDown(1, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: onRight, time: 0.1)
        XCTAssertEqual(left.calls, [call(.began, [1]), call(.cancelled, [1])])
        XCTAssertEqual(right.calls, [call(.began, [1])])
    }

    func testCancellingAllTouchesIsOneEvent() {
        left.isMultipleTouchEnabled = true
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: onLeft2, time: 0)
        dispatcher.fingerDown(2, at: onRight, time: 0)
        dispatcher.cancelAllTouches(time: 1)
        XCTAssertEqual(left.calls.last, call(.cancelled, [0, 1]))
        XCTAssertEqual(right.calls.last, call(.cancelled, [2]))
        XCTAssertTrue(dispatcher.activeTouches.isEmpty)
    }

    func testThePointerIsFingerZero() {
        dispatcher.fingerDown(1, at: onRight, time: 0)
        dispatcher.pointerDown(at: onLeft, time: 0.1)
        dispatcher.pointerUp(at: onLeft, time: 0.2)
        XCTAssertEqual(left.calls, [call(.began, [0]), call(.ended, [0])])
        XCTAssertEqual(dispatcher.activeTouches.map(\.finger), [1], "the pointer leaves the other finger down")
    }

    func testEachFingerCountsItsOwnTaps() {
        for t in [0.0, 0.2] {
            dispatcher.fingerDown(1, at: onRight, time: t)
            dispatcher.fingerUp(1, at: onRight, time: t + 0.05)
        }
        dispatcher.fingerDown(0, at: onRight, time: 0.4)
        XCTAssertEqual(dispatcher.touch(forFinger: 0)?.tapCount, 1)
        dispatcher.fingerDown(1, at: onRight, time: 0.4)
        XCTAssertEqual(dispatcher.touch(forFinger: 1)?.tapCount, 3)
    }
}
