import XCTest
@testable import MoveMeCore

/// A view that records each call it gets: the phase, the fingers in the set, and every finger
/// the event has for it (stationary ones included).
final class FingerRecorder: View {
    struct Call: Equatable {
        var phase: TouchPhase
        var fingers: [Int]
        var forView: [Int]
    }
    var calls: [Call] = []
    /// What a `touchesEnded` said about the last finger: touches.count == event.touches(for:).count.
    var lastFingerLifted: [Bool] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { record(.began, touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { record(.moved, touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        record(.ended, touches, event)
        lastFingerLifted.append(touches.count == event.touches(for: self).count)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { record(.cancelled, touches, event) }

    private func record(_ phase: TouchPhase, _ touches: Set<Touch>, _ event: Event) {
        calls.append(Call(phase: phase, fingers: touches.map(\.finger).sorted(),
                          forView: event.touches(for: self).map(\.finger).sorted()))
    }
}

final class MultiTouchTests: XCTestCase {
    private var window: Window!
    private var background: FingerRecorder!
    private var left: FingerRecorder!
    private var right: FingerRecorder!
    private var dispatcher: TouchDispatcher!

    /// A window 80×48 with a recording background, and two recording tiles on it: left at
    /// x 10–30, right at x 50–70, both y 10–30.
    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        background = FingerRecorder(frame: window.bounds)
        left = FingerRecorder(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        right = FingerRecorder(frame: Rect(x: 50, y: 10, width: 20, height: 20))
        window.addSubview(background)
        background.addSubview(left)
        background.addSubview(right)
        dispatcher = TouchDispatcher(window: window)
    }

    private let onLeft = Point(x: 15, y: 15), onLeft2 = Point(x: 25, y: 25)
    private let onRight = Point(x: 55, y: 15), onBackground = Point(x: 40, y: 40)

    private func call(_ phase: TouchPhase, _ fingers: [Int], _ forView: [Int]? = nil) -> FingerRecorder.Call {
        FingerRecorder.Call(phase: phase, fingers: fingers, forView: forView ?? fingers)
    }

    /// The list of touches in flight, kept between asks, is new whenever a finger comes, goes
    /// or is cancelled, and the same while fingers only move.
    func testTheTouchesInFlightFollowEveryFingerThatComesAndGoes() {
        XCTAssertTrue(dispatcher.activeTouches.isEmpty)
        dispatcher.fingerDown(3, at: onBackground, time: 0)
        dispatcher.fingerDown(1, at: onRight, time: 0.1)
        XCTAssertEqual(dispatcher.activeTouches.map(\.finger), [1, 3])
        let kept = dispatcher.activeTouches
        dispatcher.fingerMoved(1, to: Point(x: 56, y: 16), time: 0.2)
        XCTAssertTrue(dispatcher.activeTouches.elementsEqual(kept, by: ===))
        dispatcher.fingerDown(2, at: onLeft, time: 0.3)
        XCTAssertEqual(dispatcher.activeTouches.map(\.finger), [1, 2, 3])
        dispatcher.fingerUp(1, at: Point(x: 56, y: 16), time: 0.4)
        XCTAssertEqual(dispatcher.activeTouches.map(\.finger), [2, 3])
        dispatcher.cancelAllTouches(time: 0.5)
        XCTAssertTrue(dispatcher.activeTouches.isEmpty)
    }

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

    // MARK: Bad input

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

    // MARK: The touch log

    func testEachFingersMovesShareOneLogEntryAndEachFingerMayReport() {
        final class Reporter: View {
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                for touch in touches { touch.window.touchLog.report("finger \(touch.finger)", for: touch) }
            }
        }
        let reporter = Reporter(frame: window.bounds)
        reporter.isMultipleTouchEnabled = true
        window.addSubview(reporter)
        dispatcher.fingersChanged([.down(0, at: Point(x: 1, y: 1)), .down(1, at: Point(x: 9, y: 1))], time: 0)
        for i in 1...3 {
            dispatcher.fingerMoved(0, to: Point(x: 1, y: Double(1 + i)), time: Double(i))
            dispatcher.fingerMoved(1, to: Point(x: 9, y: Double(1 + i)), time: Double(i))
        }
        let entries = window.touchLog.entries.elements
        XCTAssertEqual(entries.map(\.finger), [0, 1, 0, 1])
        XCTAssertEqual(entries.map(\.phase), [.began, .began, .moved, .moved])
        XCTAssertEqual(entries.map(\.deliveries), [1, 1, 3, 3])
        XCTAssertEqual(entries.map(\.action), [nil, nil, "finger 0", "finger 1"])
    }

    // MARK: The responder chain

    func testAWindowsNextResponderIsTheApplicationWhichEndsTheChain() {
        XCTAssertTrue(window.next === dispatcher.application)
        XCTAssertNil(dispatcher.application.next)
    }

    func testUnhandledTouchesReachTheApplication() {
        final class Recording: Application {
            var began = 0
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { began += touches.count }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(View(frame: window.bounds))
        let application = Recording()
        let dispatcher = TouchDispatcher(window: window, application: application)
        dispatcher.fingerDown(0, at: Point(x: 5, y: 5), time: 0)
        XCTAssertEqual(application.began, 1)
    }

    // MARK: Events

    func testTouchesForAWindow() {
        final class Grab: View {
            var forWindow: [Int] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
                forWindow = event.touches(for: window!).map(\.finger).sorted()
            }
        }
        let grab = Grab(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        background.addSubview(grab)
        dispatcher.fingerDown(0, at: onLeft, time: 0)
        dispatcher.fingerDown(1, at: Point(x: 2, y: 2), time: 0.1)
        XCTAssertEqual(grab.forWindow, [0, 1])
    }
}
