@testable import MoveMeScenes
import SceneTestSupport
import TestSupport
import XCTest
@testable import MoveMeCore

/// The snapshot an inspector draws, on the MoveMe scene at 80×24 (a window of 80×48 points,
/// the placard 24×10 at (40, 24)).
final class ModelSnapshotTests: XCTestCase {
    private var app: MoveMeApp!

    override func setUp() {
        app = makeApp()
    }

    private func assertScale(_ value: AnimatableValue, _ expected: Double, file: StaticString = #filePath,
                             line: UInt = #line) {
        guard case let .transform(t) = value else { return XCTFail("not a transform: \(value)", file: file, line: line) }
        XCTAssertEqual(t.components.scaleX, expected, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(t.components.scaleY, expected, accuracy: 1e-9, file: file, line: line)
    }

    private func assertPoint(_ value: AnimatableValue, _ expected: Point, accuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard case let .point(p) = value else { return XCTFail("not a point: \(value)", file: file, line: line) }
        assertEqual(p, expected, accuracy: accuracy, file: file, line: line)
    }

    func testAtRestTheTreeIsTheWindowTheBackgroundAndThePlacard() {
        let snapshot = app.snapshot()
        XCTAssertEqual(snapshot.views.map(\.typeName), ["Window", "MoveMeView", "PlacardView"])
        XCTAssertEqual(snapshot.views.map(\.depth), [0, 1, 2])
        let placard = snapshot.views[2]
        XCTAssertEqual(placard.model, ViewGeometry(frame: Rect(x: 28, y: 19, width: 24, height: 10),
                                                   bounds: Rect(x: 0, y: 0, width: 24, height: 10),
                                                   center: Point(x: 40, y: 24), transform: TransformComponents(),
                                                   alpha: 1))
        XCTAssertNil(placard.presentation, "nothing animates")
        XCTAssertEqual(snapshot.views[1].model.frame, Rect(x: 0, y: 0, width: 80, height: 48))
        XCTAssertTrue(snapshot.views.allSatisfy { $0.isUserInteractionEnabled && !$0.isHidden })
        XCTAssertEqual(snapshot.animations, [])
        XCTAssertEqual(snapshot.recentlyStopped, [])
        XCTAssertNil(snapshot.touch)
        XCTAssertEqual(snapshot.touchLog, [])
        XCTAssertEqual(snapshot.animationSpeed, 1)
    }

    func testHalfWayThroughTheGrowModelAndPresentationDiffer() {
        app.pointerDown(column: 45, row: 13, at: 1)  // (45.5, 27)
        app.advance(to: 1.075)
        let snapshot = app.snapshot()
        let placard = snapshot.views[2]
        XCTAssertEqual(placard.model.transform.scaleX, 1.2, accuracy: 1e-12)
        assertEqual(placard.model.frame, Rect(x: 25.6, y: 18, width: 28.8, height: 12))
        let shown = try! XCTUnwrap(placard.presentation)
        XCTAssertEqual(shown.transform.scaleX, 1.1, accuracy: 1e-9)
        assertEqual(shown.frame, Rect(x: 26.8, y: 18.5, width: 26.4, height: 11), accuracy: 1e-9)
        assertEqual(shown.center, Point(x: 40, y: 24))
        XCTAssertNil(snapshot.views[1].presentation, "the background is not animating")

        XCTAssertEqual(snapshot.animations.count, 1)
        let grow = snapshot.animations[0]
        XCTAssertEqual(grow.viewIndex, 2)
        XCTAssertEqual(grow.viewTypeName, "PlacardView")
        XCTAssertEqual(grow.key, "transform")
        XCTAssertEqual(grow.property, .transform)
        assertScale(grow.from, 1)
        assertScale(grow.to, 1.2)
        assertScale(grow.value, 1.1)
        XCTAssertNil(grow.segment)
        XCTAssertEqual(grow.curve, .easeInOut)
        XCTAssertEqual(grow.curve.name, "easeInOut")
        XCTAssertEqual(grow.progress, 0.5, accuracy: 1e-9)
        XCTAssertEqual(grow.duration, 0.15)
        XCTAssertTrue(grow.hasBegun)
    }

    func testTheTouchInFlightIsInTheWindowAndInTheHitView() {
        app.pointerDown(column: 45, row: 13, at: 1)
        let touch = try! XCTUnwrap(app.snapshot().touch)
        XCTAssertEqual(touch.phase, .began)
        XCTAssertEqual(touch.tapCount, 1)
        XCTAssertEqual(touch.timestamp, 1)
        assertEqual(touch.locationInWindow, Point(x: 45.5, y: 27))
        // The model is already scaled 1.2 about the centre: (12 + 5.5 / 1.2, 5 + 3 / 1.2).
        assertEqual(try! XCTUnwrap(touch.locationInView), Point(x: 16.583333333, y: 7.5), accuracy: 1e-8)
        XCTAssertEqual(touch.viewTypeName, "PlacardView")
        XCTAssertEqual(touch.viewIndex, 2)
        XCTAssertEqual(touch.source, .mouse)

        app.pointerMoved(column: 60, row: 20, at: 1.4)
        XCTAssertEqual(app.snapshot().touch?.phase, .moved)
        app.pointerUp(column: 60, row: 20, at: 1.5)
        XCTAssertNil(app.snapshot().touch, "no touch in flight")
    }

    func testATouchOfTheKeysSaysSo() {
        app.movePlacard(columns: 2, rows: 0, at: 1)
        let touch = try! XCTUnwrap(app.snapshot().touch)
        XCTAssertEqual(touch.source, .keyboard)
        XCTAssertEqual(touch.phase, .moved)
        XCTAssertEqual(touch.viewTypeName, "PlacardView")
    }

    /// The MoveMe view takes no touches during the bounce, so hit testing stops at the window,
    /// which does nothing with them.
    func testATouchDuringTheBounceHitsTheWindow() {
        app.pointerDown(column: 45, row: 13, at: 1)
        app.pointerUp(column: 45, row: 13, at: 1.4)
        app.pointerDown(column: 2, row: 2, at: 1.6)
        let touch = try! XCTUnwrap(app.snapshot().touch)
        XCTAssertEqual(touch.viewTypeName, "Window")
        XCTAssertEqual(touch.viewIndex, 0)
        XCTAssertEqual(touch.locationInView, Point(x: 2.5, y: 5))
        XCTAssertFalse(app.snapshot().views[1].isUserInteractionEnabled)
    }

    func testATouchWhileEventsAreIgnoredHitsNothing() {
        app.dispatcher.beginIgnoringInteractionEvents()
        app.pointerDown(column: 2, row: 2, at: 1)
        let touch = try! XCTUnwrap(app.snapshot().touch)
        XCTAssertNil(touch.viewTypeName)
        XCTAssertNil(touch.viewIndex)
        XCTAssertNil(touch.locationInView)
        assertEqual(touch.locationInWindow, Point(x: 2.5, y: 5))
        XCTAssertEqual(app.snapshot().touchLog.last?.viewTypeName, nil)
    }

    /// Released at (60.5, 41): three excursions, 1.5 + 1/8 + 1/12 + 1/16 s, seven segments.
    func testTheBounceShowsItsSegmentCurveAndProgress() {
        app.pointerDown(column: 45, row: 13, at: 1)
        app.advance(to: 1.3)
        app.pointerMoved(column: 60, row: 20, at: 1.4)
        app.pointerUp(column: 60, row: 20, at: 1.5)
        var snapshot = app.snapshot()
        XCTAssertEqual(snapshot.animations.map(\.property), [.center, .transform])
        XCTAssertEqual(snapshot.animations.map(\.key), [MoveMeView.bounceKey, MoveMeView.bounceKey])
        XCTAssertEqual(snapshot.animations.map(\.curve), [.easeIn, .easeIn])
        let center = snapshot.animations[0]
        XCTAssertEqual(center.segment, KeyframeSegment(number: 1, count: 7))
        assertPoint(center.from, Point(x: 60.5, y: 41))
        assertPoint(center.to, Point(x: 40, y: 24))
        XCTAssertEqual(center.progress, 0)
        XCTAssertEqual(center.duration, 1.7708333, accuracy: 1e-7)
        assertScale(snapshot.animations[1].from, 1.1)
        assertScale(snapshot.animations[1].to, 1)
        // Side by side: the model is home already, the presentation where it was let go.
        let placard = snapshot.views[2]
        XCTAssertEqual(placard.model.center, Point(x: 40, y: 24))
        XCTAssertEqual(placard.model.transform.scaleX, 1)
        XCTAssertEqual(placard.presentation?.center, Point(x: 60.5, y: 41))
        XCTAssertEqual(placard.presentation?.transform.scaleX ?? 0, 1.1, accuracy: 1e-12)

        // Nine tenths of the time: ease-in has gone 0.8394278 of the way (by hand), 5.876
        // segments, so the sixth, out to c + d/12, 0.876 along it.
        app.advance(to: 1.5 + 0.9 * 1.7708333333)
        snapshot = app.snapshot()
        let late = snapshot.animations[0]
        XCTAssertEqual(late.segment, KeyframeSegment(number: 6, count: 7))
        assertPoint(late.from, Point(x: 40, y: 24))
        assertPoint(late.to, Point(x: 41.708333, y: 25.416667), accuracy: 1e-6)
        assertPoint(late.value, Point(x: 41.496491, y: 25.240993), accuracy: 1e-5)
        XCTAssertEqual(late.progress, 0.9, accuracy: 1e-9)
    }

    func testStoppedAnimationsSayWhetherTheyFinished() {
        app.pointerDown(column: 45, row: 13, at: 1)
        app.pointerUp(column: 45, row: 13, at: 1.05)  // during the grow: the bounce replaces it
        XCTAssertEqual(app.snapshot().recentlyStopped, [
            StoppedAnimation(viewTypeName: "PlacardView", key: "transform", property: .transform, finished: false,
                             time: 1.05),
        ])
        app.advance(to: 10)
        let stopped = app.snapshot().recentlyStopped
        XCTAssertEqual(stopped.count, 3)
        XCTAssertEqual(Set(stopped.dropFirst().map(\.property)), [.center, .transform])
        for bounce in stopped.dropFirst() {
            XCTAssertEqual(bounce.key, MoveMeView.bounceKey)
            XCTAssertTrue(bounce.finished)
            XCTAssertEqual(bounce.time, 1.05 + 1.625, accuracy: 1e-9, "from the centre: one excursion, 1.5 + 1/8 s")
        }
    }

    func testTheHistoryKeepsTheLastFew() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let view = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        window.addSubview(view)
        for i in 1...12 {
            window.animator.animate(withDuration: 1) { view.alpha = Double(i % 2) }
            window.animator.advance(to: Double(i))
        }
        let stopped = ModelSnapshot(window: window, touch: nil).recentlyStopped
        XCTAssertEqual(stopped.count, Animator.historyCapacity)
        XCTAssertEqual(stopped.map(\.time), (5...12).map(Double.init), "the last eight, oldest first")
        XCTAssertTrue(stopped.allSatisfy { $0.finished && $0.property == .alpha && $0.key == "opacity" })
    }

    func testSlowAnimationsShowInTheSnapshot() {
        app.setAnimationSpeed(Animator.slowAnimationsSpeed, at: 2)
        app.advance(to: 12)
        let snapshot = app.snapshot()
        XCTAssertEqual(snapshot.animationSpeed, 0.1)
        XCTAssertEqual(snapshot.time, 12)
        XCTAssertEqual(snapshot.animationTime, 3, accuracy: 1e-9)
    }

    func testAnyTreeShowsItsFlagsTransformsAndDelays() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        let child = View(frame: Rect(x: 0, y: 0, width: 4, height: 2))
        let sibling = View(frame: Rect(x: 60, y: 60, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        window.addSubview(sibling)
        child.isHidden = true
        child.tag = 7
        sibling.isUserInteractionEnabled = false
        parent.transform = AffineTransform(scale: 2).rotated(by: .pi / 6)
        window.animator.animate(withDuration: 1, delay: 0.5, curve: TimingCurve(0.1, 0.2, 0.3, 0.4)) {
            sibling.alpha = 0.5
        }
        let snapshot = ModelSnapshot(window: window, touch: nil)
        XCTAssertEqual(snapshot.views.map(\.typeName), ["Window", "View", "View", "View"])
        XCTAssertEqual(snapshot.views.map(\.depth), [0, 1, 2, 1], "depth first, back to front")
        XCTAssertEqual(snapshot.views[1].model.transform.scaleX, 2, accuracy: 1e-12)
        XCTAssertEqual(snapshot.views[1].model.transform.rotation, .pi / 6, accuracy: 1e-12)
        XCTAssertTrue(snapshot.views[2].isHidden)
        XCTAssertEqual(snapshot.views[2].tag, 7)
        XCTAssertFalse(snapshot.views[3].isUserInteractionEnabled)
        XCTAssertEqual(snapshot.views[3].model.alpha, 0.5)
        XCTAssertEqual(snapshot.views[3].presentation?.alpha, 1, "waiting out its delay, it shows the old value")
        let fade = snapshot.animations[0]
        XCTAssertEqual(fade.viewIndex, 3)
        XCTAssertFalse(fade.hasBegun)
        XCTAssertEqual(fade.progress, 0)
        XCTAssertNil(fade.curve.name)
        XCTAssertEqual(fade.curve.description, "cubic-bezier(0.1, 0.2, 0.3, 0.4)")
    }
}
