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
    var window: Window!
    var background: FingerRecorder!
    var left: FingerRecorder!
    var right: FingerRecorder!
    var dispatcher: TouchDispatcher!

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

    let onLeft = Point(x: 15, y: 15), onLeft2 = Point(x: 25, y: 25)
    let onRight = Point(x: 55, y: 15), onBackground = Point(x: 40, y: 40)

    func call(_ phase: TouchPhase, _ fingers: [Int], _ forView: [Int]? = nil) -> FingerRecorder.Call {
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
