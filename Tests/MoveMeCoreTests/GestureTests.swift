import XCTest
@testable import MoveMeCore
import TestSupport

/// A view that handles taps as the notes' listing does: single taps wait, double taps cancel them.
private final class TapView: View {
    let taps = TapDisambiguator()
    var singles: [Double] = []
    var doubles = 0
    var cancelled = 0
    /// For the random histories: when taps that could act alone ended, when double taps began,
    /// and when single taps acted.
    var singleEnds: [Double] = []
    var doubleBegins: [Double] = []
    var fired: [(at: Double, waited: Double)] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        if taps.touchBegan(touch) { cancelled += 1 }
        if touch.tapCount == 2 { doubles += 1 }
        if touch.tapCount >= 2 { doubleBegins.append(touch.timestamp) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        if touch.tapCount == 1 { singleEnds.append(touch.timestamp) }
        taps.touchEnded(touch) { [unowned self] waited in
            singles.append(waited)
            fired.append((touch.window.application!.runLoop.currentTime, waited))
        }
    }
}

final class GestureTests: XCTestCase {
    // MARK: Single or double tap

    private let window = Window(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    private lazy var view: TapView = {
        let view = TapView(frame: window.bounds)
        window.addSubview(view)
        return view
    }()
    private lazy var dispatcher = TouchDispatcher(window: window)
    private var runLoop: MoveMeCore.RunLoop { dispatcher.application.runLoop }
    private let p = Point(x: 5.5, y: 5)

    /// Time runs to `t` (the run loop first, as a scene's turn does), then a press and a
    /// release 0.05 s later.
    private func tap(at t: Double) {
        _ = view
        runLoop.advance(to: t)
        dispatcher.fingerDown(0, at: p, time: t)
        runLoop.advance(to: t + 0.05)
        dispatcher.fingerUp(0, at: p, time: t + 0.05)
    }

    func testASingleTapActsOnlyAfterTheInterval() {
        tap(at: 1)
        XCTAssertEqual(runLoop.nextTimerTime!, 1.400001, accuracy: 1e-9)
        runLoop.advance(to: 1.39)
        XCTAssertEqual(view.singles, [])
        runLoop.advance(to: 1.41)
        XCTAssertEqual(view.singles.count, 1)
        XCTAssertEqual(view.singles[0], 0.350001, accuracy: 1e-9)
    }

    func testADoubleTapNeverAlsoActsAsASingleTap() {
        tap(at: 1)
        tap(at: 1.2)
        runLoop.advance(to: 5)
        XCTAssertEqual(view.singles, [])
        XCTAssertEqual(view.doubles, 1)
        XCTAssertEqual(view.cancelled, 1)
    }

    func testASecondPressAtTheIntervalsVeryEndIsStillADoubleTapAlone() {
        tap(at: 1)
        tap(at: 1.4)  // 0.35 s after the first release
        runLoop.advance(to: 5)
        XCTAssertEqual(view.doubles, 1)
        XCTAssertEqual(view.singles, [])
    }

    func testTwoSlowTapsAreTwoSingleTaps() {
        tap(at: 1)
        tap(at: 2)
        runLoop.advance(to: 5)
        XCTAssertEqual(view.singles.count, 2)
        XCTAssertEqual(view.doubles, 0)
    }

    /// Random taps and drags at random times: every single tap acts a whole interval after its
    /// touch ended, never when a double tap began in between, and every tap that ended with no
    /// double tap after it acts once.
    func testRandomTapHistoriesNeverActTwice() {
        var random = SplitMix64(seed: 0x5461_7073)
        var t = 0.0
        _ = view
        for _ in 0..<5_000 {
            t += random.double(0...0.5)
            let place = random.inRange(0...5) == 0 ? Point(x: 15.5, y: 15) : p
            runLoop.advance(to: t)
            dispatcher.fingerDown(0, at: place, time: t)
            t += random.double(0...0.2)
            runLoop.advance(to: t)
            dispatcher.fingerUp(0, at: place, time: t)
        }
        runLoop.advance(to: t + 1)
        let interval = view.taps.interval
        for (at, waited) in view.fired {
            let ended = at - waited
            XCTAssertGreaterThan(waited, interval)
            XCTAssertFalse(view.doubleBegins.contains { $0 > ended && $0 <= at }, "acted though a double tap came")
        }
        let alone = view.singleEnds.filter { end in !view.doubleBegins.contains { $0 > end && $0 <= end + interval } }
        XCTAssertEqual(view.fired.count, alone.count)
        XCTAssertGreaterThan(view.fired.count, 100)
        XCTAssertGreaterThan(view.doubles, 100)
    }

    // MARK: Swipe

    func testTwelvePointsWithFourOfDriftIsASwipe() {
        XCTAssertEqual(SwipeTracker.swipe(from: Point(x: 10, y: 10), to: Point(x: 22, y: 14)), .right)
        XCTAssertEqual(SwipeTracker.swipe(from: Point(x: 10, y: 10), to: Point(x: -2, y: 6)), .left)
    }

    func testTwelvePointsWithFiveOfDriftIsNot() {
        XCTAssertNil(SwipeTracker.swipe(from: Point(x: 10, y: 10), to: Point(x: 22, y: 15)))
        XCTAssertNil(SwipeTracker.swipe(from: Point(x: 10, y: 10), to: Point(x: 21.9, y: 10)))
    }

    func testASwipeIsReportedOnce() {
        var tracker = SwipeTracker(start: Point(x: 0, y: 0))
        XCTAssertNil(tracker.touchMoved(to: Point(x: 6, y: 0)))
        XCTAssertEqual(tracker.touchMoved(to: Point(x: 12, y: 2)), .right)
        XCTAssertNil(tracker.touchMoved(to: Point(x: 20, y: 2)))
        XCTAssertEqual(tracker.recognized, .right)
    }

    // MARK: Two fingers

    func testAPinchFromTenToTwentyApartIsScaleTwo() {
        let t = TwoFingerTransform(from: (Point(x: 10, y: 10), Point(x: 20, y: 10)),
                                   to: (Point(x: 5, y: 10), Point(x: 25, y: 10)))!
        XCTAssertEqual(t.scale, 2)
        XCTAssertEqual(t.rotation, 0)
        assertEqual(t.translation, .zero)
        assertEqual(t.startMidpoint, Point(x: 15, y: 10))
    }

    func testAQuarterTurnAboutTheMidpointAndAMove() {
        let t = TwoFingerTransform(from: (Point(x: 10, y: 10), Point(x: 20, y: 10)),
                                   to: (Point(x: 18, y: 3), Point(x: 18, y: 13)))!
        XCTAssertEqual(t.rotation, Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(t.scale, 1, accuracy: 1e-12)
        assertEqual(t.translation, Point(x: 3, y: -2))
        assertEqual(t.apply(to: Point(x: 10, y: 10)), Point(x: 18, y: 3), accuracy: 1e-12)
        assertEqual(t.apply(to: Point(x: 20, y: 10)), Point(x: 18, y: 13), accuracy: 1e-12)
    }

    func testAViewFollowingTheFingersKeepsThemOnTheSamePoints() {
        let tile = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(tile)
        let a0 = Point(x: 4, y: 5), b0 = Point(x: 16, y: 5)
        let underA = tile.convert(a0, from: root)
        let t = TwoFingerTransform(from: (a0, b0), to: (Point(x: 30, y: 30), Point(x: 30, y: 54)))!
        tile.transform = tile.transform.concatenating(t.linear)
        tile.center = t.apply(to: tile.center)
        assertEqual(tile.convert(underA, to: root), Point(x: 30, y: 30), accuracy: 1e-9)
    }

    func testFingersThatStartTogetherMakeNoTransform() {
        XCTAssertNil(TwoFingerTransform(from: (Point(x: 1, y: 1), Point(x: 1, y: 1)), to: (.zero, Point(x: 3, y: 3))))
    }

    // MARK: The second finger

    func testTheSecondFingerMirrorsThePointerAboutTheViewUnderIt() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        window.addSubview(View(frame: Rect(x: 20, y: 10, width: 20, height: 10)))  // centre (30, 15)
        let second = SecondFinger(pointer: Point(x: 25, y: 12), in: window)
        assertEqual(second.center, Point(x: 30, y: 15))
        XCTAssertEqual(second.down(pointer: Point(x: 25, y: 12)),
                       [.down(0, at: Point(x: 25, y: 12)), .down(1, at: Point(x: 35, y: 18))])
        XCTAssertEqual(second.moved(pointer: Point(x: 22, y: 15)),
                       [.moved(0, to: Point(x: 22, y: 15)), .moved(1, to: Point(x: 38, y: 15))])
        let outside = SecondFinger(pointer: Point(x: 70, y: 40), in: window)
        assertEqual(outside.center, Point(x: 40, y: 24))  // the window's own centre
    }

    func testTheSecondFingerStaysPutWhenTheModeChanges() {
        var second = SecondFinger(pointer: Point(x: 10, y: 10), center: Point(x: 20, y: 10))
        second.setMode(.together, pointer: Point(x: 12, y: 10))
        assertEqual(second.location(forPointer: Point(x: 12, y: 10)), Point(x: 28, y: 10))
        assertEqual(second.location(forPointer: Point(x: 15, y: 14)), Point(x: 31, y: 14))
        second.setMode(.mirrored, pointer: Point(x: 15, y: 14))
        assertEqual(second.location(forPointer: Point(x: 15, y: 14)), Point(x: 31, y: 14))
        assertEqual(second.center, Point(x: 23, y: 14))
    }

    // MARK: Pinned fingers

    func testARightClickPinsAndASecondOneOnThePinLiftsIt() {
        var pins = PinnedFingers()
        XCTAssertEqual(pins.toggle(at: Point(x: 10.5, y: 5)), .down(2, at: Point(x: 10.5, y: 5)))
        XCTAssertEqual(pins.toggle(at: Point(x: 30.5, y: 5)), .down(3, at: Point(x: 30.5, y: 5)))
        XCTAssertEqual(pins.toggle(at: Point(x: 11.5, y: 7)), .up(2, at: Point(x: 10.5, y: 5)), "within a cell")
        XCTAssertEqual(pins.toggle(at: Point(x: 50.5, y: 5)), .down(2, at: Point(x: 50.5, y: 5)), "the free finger again")
        XCTAssertEqual(pins.fingers.map(\.finger), [2, 3])
        XCTAssertNil(pins.toggle(at: Point(x: .nan, y: 0)))
    }

    func testPinsRunOutAtTheLastFinger() {
        var pins = PinnedFingers()
        for i in 0..<8 { XCTAssertNotNil(pins.toggle(at: Point(x: Double(i) * 10, y: 0))) }
        XCTAssertNil(pins.toggle(at: Point(x: 100, y: 0)))
        XCTAssertEqual(pins.removeAll().count, 8)
        XCTAssertTrue(pins.pins.isEmpty)
    }

    func testPinsCancelledByTheDispatcherAreForgotten() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let dispatcher = TouchDispatcher(window: window)
        var pins = PinnedFingers()
        dispatcher.fingersChanged([pins.toggle(at: Point(x: 5, y: 5))!, pins.toggle(at: Point(x: 15, y: 5))!], time: 0)
        XCTAssertEqual(dispatcher.activeTouches.map(\.finger), [2, 3])
        dispatcher.cancelAllTouches(time: 1)
        pins.keepOnly(activeFingers: dispatcher.activeTouches.map(\.finger))
        XCTAssertTrue(pins.pins.isEmpty)
    }

    /// Asked finger by finger, as the session asks the dispatcher: only the pins whose finger
    /// is down stay.
    func testPinsKeptFingerByFingerAreThoseDown() {
        var pins = PinnedFingers()
        let first = pins.toggle(at: Point(x: 5, y: 5))!, second = pins.toggle(at: Point(x: 15, y: 5))!
        pins.keepOnly { $0 == second.finger }
        XCTAssertEqual(Array(pins.pins.keys), [second.finger])
        XCTAssertNotEqual(first.finger, second.finger)
        pins.keepOnly { _ in true }
        XCTAssertEqual(Array(pins.pins.keys), [second.finger])
        pins.keepOnly { _ in false }
        XCTAssertTrue(pins.pins.isEmpty)
    }
}
