@testable import MoveMeScenes
import TestSupport
import XCTest
@testable import MoveMeCore

/// Scene 6 through the dispatcher's finger API with a manual clock. At 80×24 the window is
/// 80×48 points; the tiles are 20×16, centred at x 13, 40 and 67, y 24: the ordinary one
/// spans x 3–23, the multi-touch one 30–50, the exclusive one 57–77, all y 16–32.
final class TouchesSceneTests: XCTestCase {
    private var scene: TouchesScene!
    private var ordinary: TileView { scene.touchesView.tile(.ordinary) }
    private var multi: TileView { scene.touchesView.tile(.multiTouch) }
    private var exclusive: TileView { scene.touchesView.tile(.exclusive) }
    private var front: TileView? { scene.touchesView.subviews.last as? TileView }

    override func setUp() {
        scene = TouchesScene(columns: 80, rows: 24)
    }

    private func down(_ finger: Int, _ x: Double, _ y: Double, at t: Double) {
        scene.advance(to: t)
        scene.dispatcher.fingerDown(finger, at: Point(x: x, y: y), time: t)
    }

    private func move(_ finger: Int, _ x: Double, _ y: Double, at t: Double) {
        scene.advance(to: t)
        scene.dispatcher.fingerMoved(finger, to: Point(x: x, y: y), time: t)
    }

    private func up(_ finger: Int, _ x: Double, _ y: Double, at t: Double) {
        scene.advance(to: t)
        scene.dispatcher.fingerUp(finger, at: Point(x: x, y: y), time: t)
    }

    private func tap(_ x: Double, _ y: Double, at t: Double) {
        down(0, x, y, at: t)
        up(0, x, y, at: t + 0.05)
    }

    /// The fingers' locations in a tile's superview, found with the maps made once for all of
    /// them, are each touch's own, to the bit, under a turned, scaled and moved superview.
    func testATilesFingersAreWhereEachTouchSaysTheyAre() {
        down(1, 35, 20, at: 0)
        down(2, 45, 28, at: 0.01)
        XCTAssertEqual(multi.touches.count, 2)
        scene.touchesView.transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.2, y: 0.9)
        scene.touchesView.center = Point(x: 41.5, y: 23.25)
        let superview = multi.superview
        XCTAssertEqual(multi.locationsInSuperview(of: multi.touches), multi.touches.map { $0.location(in: superview) })
        XCTAssertEqual(multi.locationsInSuperview(of: multi.touches.prefix(1)), [multi.touches[0].location(in: superview)])
        XCTAssertEqual(multi.locationsInSuperview(of: [Touch]()), [])
        multi.removeFromSuperview()
        XCTAssertEqual(multi.locationsInSuperview(of: multi.touches), multi.touches.map { $0.location(in: nil) })
    }

    func testTheTilesStartInTheirSlotsWithTheirFlags() {
        assertEqual(ordinary.frame, Rect(x: 3, y: 16, width: 20, height: 16))
        assertEqual(multi.center, Point(x: 40, y: 24))
        assertEqual(exclusive.center, Point(x: 67, y: 24))
        XCTAssertEqual([ordinary, multi, exclusive].map(\.isMultipleTouchEnabled), [false, true, false])
        XCTAssertEqual([ordinary, multi, exclusive].map(\.isExclusiveTouch), [false, false, true])
        XCTAssertTrue(front === exclusive)
        XCTAssertEqual(scene.caption, TouchesView.hint)
        XCTAssertNil(scene.nextTimerTime)
    }

    // MARK: Single and double tap

    func testASingleTapBringsATileToTheFrontOnlyAfterTheInterval() {
        tap(10, 20, at: 1)
        XCTAssertEqual(scene.nextTimerTime!, 1.400001, accuracy: 1e-9, "the front end sleeps until then")
        scene.advance(to: 1.39)
        XCTAssertTrue(front === exclusive)
        scene.advance(to: 1.5)
        XCTAssertTrue(front === ordinary)
        XCTAssertEqual(scene.caption, "single tap — waited 0.35 s: ordinary tile to the front")
        XCTAssertNil(scene.nextTimerTime)
    }

    func testADoubleTapNeverBringsToFrontAndTheLogSaysTheWaitWasCancelled() {
        tap(10, 20, at: 1)
        tap(10, 20, at: 1.2)
        scene.advance(to: 3)
        XCTAssertTrue(front === exclusive)
        XCTAssertEqual(scene.caption, "double tap: ordinary tile (no single tap)")
        let actions = scene.snapshot().touchLog.compactMap(\.action)
        XCTAssertEqual(actions, ["single tap waits 0.35 s", "single tap cancelled"])
    }

    func testAPressAndAReleaseAwayWithNoMoveBetweenIsNoTap() {
        down(0, 10, 20, at: 1)
        up(0, 16, 20, at: 1.1)
        XCTAssertNil(scene.nextTimerTime)
    }

    func testAFingersCellIsTheInverseOfACellsPoint() {
        let point = TouchesScene.point(column: 12, row: 7)
        XCTAssertTrue(TouchesScene.cell(of: point)! == (12, 7))
        XCTAssertTrue(TouchesScene.cell(of: Point(x: 0.99, y: 3.99))! == (0, 1))
        XCTAssertTrue(TouchesScene.cell(of: Point(x: -0.5, y: -0.5))! == (-1, -1))
        XCTAssertNil(TouchesScene.cell(of: Point(x: .nan, y: 0)))
    }

    func testADragIsNoTap() {
        down(0, 10, 20, at: 1)
        move(0, 14, 20, at: 1.1)
        up(0, 14, 20, at: 1.2)
        XCTAssertNil(scene.nextTimerTime)
        assertEqual(ordinary.center, Point(x: 17, y: 24))
        XCTAssertEqual(scene.caption, "drag: ordinary tile")
    }

    // MARK: Two fingers

    func testAPinchOnTheMultiTouchTileFromTenToTwentyApartDoublesIt() {
        scene.advance(to: 1)
        scene.dispatcher.fingersChanged([.down(0, at: Point(x: 35, y: 24)), .down(1, at: Point(x: 45, y: 24))], time: 1)
        scene.advance(to: 1.1)
        scene.dispatcher.fingersChanged([.moved(0, to: Point(x: 30, y: 24)), .moved(1, to: Point(x: 50, y: 24))], time: 1.1)
        XCTAssertEqual(scale(multi.transform), 2, accuracy: 1e-12)
        assertEqual(multi.center, Point(x: 40, y: 24))
        XCTAssertEqual(scene.caption, "pinch ×2.00, turn 0°: multi-touch tile")
        scene.dispatcher.fingersChanged([.up(0, at: Point(x: 30, y: 24)), .up(1, at: Point(x: 50, y: 24))], time: 1.2)
        XCTAssertEqual(scale(multi.transform), 2, accuracy: 1e-12, "it stays pinched")
    }

    func testATurnWithTheMirroredSecondFinger() {
        var second = SecondFinger(pointer: Point(x: 35, y: 24), in: scene.window)
        assertEqual(second.center, Point(x: 40, y: 24))
        scene.fingersChanged(second.down(pointer: Point(x: 35, y: 24)), at: 1)
        scene.fingersChanged(second.moved(pointer: Point(x: 40, y: 19)), at: 1.1)
        XCTAssertEqual(scene.caption, "pinch ×1.00, turn 90°: multi-touch tile")
        second.setMode(.together, pointer: Point(x: 40, y: 19))
        scene.fingersChanged(second.moved(pointer: Point(x: 44, y: 19)), at: 1.2)
        assertEqual(multi.center, Point(x: 44, y: 24), accuracy: 1e-9)
    }

    func testADoubleTapSpringsTheMultiTouchTileBack() {
        scene.fingersChanged([.down(0, at: Point(x: 35, y: 24)), .down(1, at: Point(x: 45, y: 24))], at: 1)
        scene.fingersChanged([.moved(0, to: Point(x: 30, y: 24)), .moved(1, to: Point(x: 50, y: 24))], at: 1.1)
        scene.fingersChanged([.up(0, at: Point(x: 30, y: 24)), .up(1, at: Point(x: 50, y: 24))], at: 1.2)
        tap(40, 24, at: 2)
        tap(40, 24, at: 2.2)
        XCTAssertTrue(multi.transform.isIdentity, "the model at once")
        XCTAssertTrue(scene.isAnimating, "what is shown springs back")
        scene.advance(to: 2.25 + TileView.springBackDuration)
        XCTAssertTrue(multi.presentation.transform.isIdentity)
        XCTAssertEqual(scene.caption, "double tap: multi-touch tile springs back to its size")
    }

    func testSeveralTilesDragAtOnceWithAPinnedFinger() {
        var pins = PinnedFingers()
        scene.fingersChanged([pins.toggle(at: Point(x: 10, y: 20))!], at: 1)
        down(0, 60, 20, at: 1.1)  // the exclusive tile: refused, the ordinary tile tracks
        XCTAssertEqual(scene.caption, "refused: exclusive tile is exclusive and another tile is tracking a touch")
        up(0, 60, 20, at: 1.2)
        down(0, 40, 20, at: 1.3)
        move(0, 42, 22, at: 1.4)
        assertEqual(multi.center, Point(x: 42, y: 26))
        XCTAssertEqual(scene.dispatcher.activeTouches.map(\.finger), [0, 2])
        XCTAssertEqual(scene.dispatcher.touch(forFinger: 2)?.phase, .stationary)
    }

    // MARK: Refusals

    func testASecondFingerOnTheOrdinaryTileIsRefused() {
        down(2, 10, 20, at: 1)
        down(0, 12, 22, at: 1.1)
        move(0, 16, 22, at: 1.2)
        XCTAssertEqual(scene.caption, "refused: ordinary tile is not multi-touch and already has a finger")
        assertEqual(ordinary.center, Point(x: 13, y: 24))  // the refused finger does not drag it
        XCTAssertEqual(scene.snapshot().touchLog.last?.action, "refused: not multi-touch, already tracking a touch")
    }

    func testTheExclusiveTileBlocksTheOthers() {
        down(0, 60, 20, at: 1)
        down(2, 10, 20, at: 1.1)
        XCTAssertEqual(scene.caption, "refused: exclusive tile is tracking a touch")
        down(3, 40, 40, at: 1.2)  // the background too
        XCTAssertEqual(scene.dispatcher.touch(forFinger: 3)?.refusal, .exclusiveViewIsTracking)
    }

    // MARK: Swipe

    func testASwipeOnTheBackgroundSlidesTheTiles() {
        down(0, 20, 40, at: 1)
        move(0, 26, 41, at: 1.05)
        XCTAssertEqual(scene.touchesView.slots, [0, 1, 2])
        move(0, 32, 42, at: 1.1)  // 12 across, 2 down
        XCTAssertEqual(scene.touchesView.slots, [1, 2, 0])
        XCTAssertEqual(scene.caption, "swipe right: the tiles slide right")
        up(0, 32, 42, at: 1.15)
        scene.advance(to: 2)
        assertEqual(ordinary.presentation.center, Point(x: 40, y: 24))
        assertEqual(exclusive.presentation.center, Point(x: 13, y: 24))
        XCTAssertEqual(scene.snapshot().touchLog.compactMap(\.action), ["swipe right"])
    }

    func testADragWithTooMuchDriftIsNoSwipe() {
        down(0, 20, 40, at: 1)
        move(0, 32, 45, at: 1.1)
        XCTAssertEqual(scene.touchesView.slots, [0, 1, 2])
    }

    // MARK: The scene

    func testEveryTouchInFlightIsInTheSnapshot() {
        down(2, 10, 20, at: 1)
        down(0, 12, 22, at: 1.1)
        let touches = scene.snapshot().touches
        XCTAssertEqual(touches.map(\.finger), [0, 2])
        XCTAssertEqual(touches.map(\.phase), [.began, .stationary])
        XCTAssertEqual(touches.map(\.refusal), [.notMultipleTouch, nil])
        XCTAssertEqual(touches.map(\.viewTypeName), [nil, "ordinary tile"])
    }

    func testTheInspectorNamesEachTileAsTheCaptionsDo() {
        let names = scene.snapshot().views.map(\.typeName)
        XCTAssertEqual(names, ["Window", "TouchesView", "ordinary tile", "multi-touch tile", "exclusive tile"])
    }

    func testRestartPutsEverythingBack() {
        tap(10, 20, at: 1)
        down(0, 20, 40, at: 1.1)
        move(0, 32, 40, at: 1.2)
        scene.restart(at: 1.3)
        XCTAssertNil(scene.nextTimerTime)
        XCTAssertTrue(scene.dispatcher.activeTouches.isEmpty)
        XCTAssertEqual(scene.touchesView.slots, [0, 1, 2])
        assertEqual(ordinary.presentation.center, Point(x: 13, y: 24))
        XCTAssertEqual(scene.caption, TouchesView.hint)
        scene.advance(to: 5)
        XCTAssertTrue(front === exclusive)
    }

    func testAResizeLaysTheTilesOutAgain() {
        scene.resize(columns: 40, rows: 12)
        scene.advance(to: 1)
        assertEqual(ordinary.frame, Rect(x: 4, y: 7, width: 6, height: 10))
        assertEqual(exclusive.center, Point(x: 33, y: 12))
    }

    func testAResizeMidPinchKeepsTheTileUnderTheFingersAndThePinchGoesOn() {
        scene.fingersChanged([.down(0, at: Point(x: 35, y: 24)), .down(1, at: Point(x: 45, y: 24))], at: 1)
        scene.fingersChanged([.moved(0, to: Point(x: 30, y: 24)), .moved(1, to: Point(x: 50, y: 24))], at: 1.1)
        scene.resize(columns: 80, rows: 30)
        scene.advance(to: 1.2)
        XCTAssertEqual(scale(multi.transform), 2, accuracy: 1e-12, "10 apart to 20, kept")
        assertEqual(multi.center, Point(x: 40, y: 24))
        scene.fingersChanged([.moved(0, to: Point(x: 25, y: 24)), .moved(1, to: Point(x: 55, y: 24))], at: 1.3)
        XCTAssertEqual(scale(multi.transform), 3, accuracy: 1e-12, "20 apart to 30: ×1.5 more")
        assertEqual(multi.center, Point(x: 40, y: 24))
        scene.fingersChanged([.up(0, at: Point(x: 25, y: 24)), .up(1, at: Point(x: 55, y: 24))], at: 1.4)
        XCTAssertTrue(multi.touches.isEmpty)
    }

    func testADroppedSceneIsFreedWithFingersDownAndATapWaiting() {
        weak var weakWindow: Window?
        weak var weakTile: View?
        do {
            let scene = TouchesScene(columns: 80, rows: 24)
            scene.dispatcher.fingerDown(0, at: Point(x: 10, y: 20), time: 0.9)
            scene.dispatcher.fingerUp(0, at: Point(x: 10, y: 20), time: 0.95)
            scene.fingersChanged([.down(0, at: Point(x: 35, y: 24)), .down(1, at: Point(x: 45, y: 24))], at: 1)
            XCTAssertNotNil(scene.nextTimerTime)
            (weakWindow, weakTile) = (scene.window, scene.touchesView.tile(.multiTouch))
        }
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakTile)
    }
}
