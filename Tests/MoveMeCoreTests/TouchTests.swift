import TestSupport
import XCTest
@testable import MoveMeCore

/// A view that records the touches it is given, and handles them (does not pass them on).
private final class RecordingView: View {
    var log: [(TouchPhase, Int)] = []
    var touches: [Touch] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { record(touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { record(touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { record(touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { record(touches) }
    private func record(_ set: Set<Touch>) {
        for touch in set {
            log.append((touch.phase, touch.tapCount))
            touches.append(touch)
        }
    }
}

final class TouchTests: XCTestCase {
    private var window: Window!
    private var recorder: RecordingView!
    private var dispatcher: TouchDispatcher!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        recorder = RecordingView(frame: window.bounds)
        window.addSubview(recorder)
        dispatcher = TouchDispatcher(window: window)
    }

    private func tap(_ p: Point, at t: Double, hold: Double = 0.05) {
        dispatcher.pointerDown(at: p, time: t)
        dispatcher.pointerUp(at: p, time: t + hold)
    }

    private var tapCounts: [Int] { recorder.log.filter { $0.0 == .began }.map(\.1) }

    /// A drag's events are of one touch: they carry the same set of it (a set each was an
    /// allocation and a run-time look-up of its type), and the touch is not kept once it ended.
    func testADragsEventsShareTheSetOfItsTouch() {
        final class SetRecorder: View {
            var sets: [Set<Touch>] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { sets.append(touches) }
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) { sets.append(touches) }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { sets.append(touches) }
        }
        let view = SetRecorder(frame: window.bounds)
        window.addSubview(view)
        weak var ended: Touch?
        do {
            dispatcher.pointerDown(at: Point(x: 10, y: 10), time: 0)
            for step in 1...5 { dispatcher.pointerMoved(to: Point(x: 10 + Double(step), y: 10), time: Double(step) / 60) }
            dispatcher.pointerUp(at: Point(x: 16, y: 10), time: 0.2)
            XCTAssertEqual(view.sets.count, 7)
            XCTAssertEqual(Set(view.sets.map { unsafeBitCast($0, to: UInt.self) }).count, 1, "one set for the whole drag")
            XCTAssertEqual(view.sets.last?.first?.phase, .ended)
            XCTAssertEqual(view.sets.last?.first?.locationInWindow, Point(x: 16, y: 10))
            ended = view.sets.last?.first
            view.sets = []
        }
        XCTAssertNil(ended, "the dispatcher keeps no ended touch")
        dispatcher.pointerDown(at: Point(x: 20, y: 20), time: 1)
        XCTAssertEqual(view.sets.first?.first?.phase, .began, "a new touch, a new set")
        XCTAssertEqual(view.sets.first?.first?.locationInWindow, Point(x: 20, y: 20))
    }

    func testTapCountsOneTwoThree() {
        let p = Point(x: 10.5, y: 11)
        tap(p, at: 1.0)
        tap(p, at: 1.2)
        tap(p, at: 1.4)
        XCTAssertEqual(tapCounts, [1, 2, 3])
    }

    func testTapCountResetsAfterTheInterval() {
        let p = Point(x: 10.5, y: 11)
        tap(p, at: 1.0)
        tap(p, at: 1.05 + TapCounter.standardInterval + 0.01)
        XCTAssertEqual(tapCounts, [1, 1])
    }

    func testTapCountContinuesJustInsideTheInterval() {
        let p = Point(x: 10.5, y: 11)
        tap(p, at: 1.0)
        tap(p, at: 1.05 + TapCounter.standardInterval - 0.01)
        XCTAssertEqual(tapCounts, [1, 2])
    }

    func testTapCountResetsBeyondTheSlop() {
        tap(Point(x: 10.5, y: 11), at: 1.0)
        tap(Point(x: 11.5, y: 13), at: 1.2)  // one cell right and down: still near
        tap(Point(x: 13.5, y: 13), at: 1.4)  // two cells away: a new sequence
        XCTAssertEqual(tapCounts, [1, 2, 1])
    }

    /// One touch: down at the first point, through the middle ones, up at the last, 0.05 s apart.
    private func stroke(_ path: [Point], at t: Double) {
        dispatcher.pointerDown(at: path[0], time: t)
        for (i, p) in path.dropFirst().dropLast().enumerated() { dispatcher.pointerMoved(to: p, time: t + 0.05 * Double(i + 1)) }
        dispatcher.pointerUp(at: path[path.count - 1], time: t + 0.05 * Double(path.count - 1))
    }

    private let start = Point(x: 10.5, y: 11), far = Point(x: 30.5, y: 11)

    func testADragIsNotATap() {
        stroke([start, far, start, far], at: 1)
        tap(far, at: 1.2)
        XCTAssertEqual(tapCounts, [1, 1])
    }

    /// A touch that went further than the slop is a drag even when it ends where it began: the
    /// next press starts a new count.
    func testADragThatReturnsToItsStartIsNotATap() {
        stroke([start, far, start], at: 1)
        tap(start, at: 1.2)
        XCTAssertEqual(tapCounts, [1, 1])
    }

    /// A jitter within the slop is still a tap.
    func testAJitterWithinTheSlopIsStillATap() {
        stroke([start, Point(x: 11.5, y: 13), start], at: 1)
        tap(start, at: 1.2)
        XCTAssertEqual(tapCounts, [1, 2])
    }

    func testTheTouchsViewIsFixedWhenItBegins() {
        let other = RecordingView(frame: Rect(x: 40, y: 0, width: 40, height: 48))
        window.addSubview(other)
        dispatcher.pointerDown(at: Point(x: 10, y: 10), time: 0)
        dispatcher.pointerMoved(to: Point(x: 60, y: 10), time: 0.1)
        dispatcher.pointerUp(at: Point(x: 60, y: 10), time: 0.2)
        XCTAssertEqual(recorder.log.map(\.0), [.began, .moved, .ended])
        XCTAssertTrue(other.log.isEmpty)
        XCTAssertTrue(recorder.touches.allSatisfy { $0.view === recorder })
    }

    func testLocationsConvertToAnyView() {
        let inner = RecordingView(frame: Rect(x: 20, y: 20, width: 10, height: 10))
        recorder.addSubview(inner)
        dispatcher.pointerDown(at: Point(x: 22, y: 23), time: 0)
        dispatcher.pointerMoved(to: Point(x: 25, y: 24), time: 0.1)
        let touch = inner.touches[0]
        assertEqual(touch.location(in: inner), Point(x: 5, y: 4))
        assertEqual(touch.previousLocation(in: inner), Point(x: 2, y: 3))
        assertEqual(touch.location(in: nil), Point(x: 25, y: 24))
        XCTAssertEqual(touch.timestamp, 0.1)
    }

    func testUnhandledTouchesTravelUpTheResponderChain() {
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))  // handles nothing
        recorder.addSubview(child)
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 0)
        XCTAssertTrue(recorder.touches.first?.view === child)
        XCTAssertEqual(recorder.log.map(\.0), [.began])
    }

    func testTouchesGoNowhereWhileInteractionIsOff() {
        recorder.isUserInteractionEnabled = false
        tap(Point(x: 5, y: 5), at: 0)
        XCTAssertTrue(recorder.log.isEmpty)
        recorder.isUserInteractionEnabled = true
        tap(Point(x: 5, y: 5), at: 1)
        XCTAssertEqual(recorder.log.map(\.0), [.began, .ended])
    }

    func testIgnoringInteractionEventsDropsNewTouches() {
        dispatcher.beginIgnoringInteractionEvents()
        tap(Point(x: 5, y: 5), at: 0)
        XCTAssertTrue(recorder.log.isEmpty)
        dispatcher.endIgnoringInteractionEvents()
        tap(Point(x: 5, y: 5), at: 1)
        XCTAssertEqual(recorder.log.count, 2)
    }

    /// The Event Handling Guide: while the application ignores interaction events it receives
    /// no touch events at all, so a touch already down is cancelled when ignoring begins (its
    /// view is not left waiting for an end) and what it does afterwards goes nowhere; a touch
    /// that began while ignoring stays no one's after the ignoring ends.
    func testIgnoringInteractionEventsCancelsTheTouchesInFlight() {
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 0)
        dispatcher.pointerMoved(to: Point(x: 6, y: 5), time: 0.05)
        dispatcher.beginIgnoringInteractionEvents()
        XCTAssertEqual(recorder.log.map(\.0), [.began, .moved, .cancelled])
        XCTAssertEqual(recorder.touches.last?.timestamp, 0.05, "cancelled where and when it was last seen")
        XCTAssertNil(dispatcher.activeTouch)
        dispatcher.pointerMoved(to: Point(x: 7, y: 5), time: 0.1)
        dispatcher.pointerUp(at: Point(x: 7, y: 5), time: 0.2)
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 0.3)
        dispatcher.endIgnoringInteractionEvents()
        dispatcher.pointerUp(at: Point(x: 5, y: 5), time: 0.4)
        XCTAssertEqual(recorder.log.count, 3, "nothing more while ignoring, nor for a touch begun then")
        tap(Point(x: 5, y: 5), at: 1)
        XCTAssertEqual(recorder.log.map(\.0), [.began, .moved, .cancelled, .began, .ended])
    }

    /// Nested: only the first begin cancels (the rest find nothing in flight).
    func testIgnoringTwiceCancelsOnce() {
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 0)
        dispatcher.beginIgnoringInteractionEvents()
        dispatcher.beginIgnoringInteractionEvents()
        dispatcher.endIgnoringInteractionEvents()
        XCTAssertTrue(dispatcher.isIgnoringInteractionEvents)
        XCTAssertEqual(recorder.log.map(\.0), [.began, .cancelled])
    }

    func testCancelEndsTheTouchAndItsSequence() {
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 0)
        dispatcher.cancelAllTouches(time: 0.05)
        dispatcher.pointerUp(at: Point(x: 5, y: 5), time: 0.06)  // the release of a cancelled touch
        tap(Point(x: 5, y: 5), at: 0.1)
        XCTAssertEqual(recorder.log.map(\.0), [.began, .cancelled, .began, .ended])
        XCTAssertEqual(tapCounts, [1, 1])
    }

    func testAPressWhileATouchIsActiveCancelsTheOldOne() {
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 0)
        dispatcher.pointerDown(at: Point(x: 50, y: 5), time: 1)
        XCTAssertEqual(recorder.log.map(\.0), [.began, .cancelled, .began])
    }
}
