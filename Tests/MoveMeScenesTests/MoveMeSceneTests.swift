@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
import SceneTestSupport
import TestSupport
import XCTest
@testable import MoveMeCore

/// The MoveMe scene on an 80×24 terminal: a window of 80×48 points, centre (40, 24).
final class MoveMeSceneTests: XCTestCase {
    private var app: MoveMeApp!
    private var placard: PlacardView { app.placardView }
    private let middle = Point(x: 40, y: 24)

    override func setUp() {
        app = makeApp()
    }

    /// A press on the placard, right of its centre, at t = 1: point (45.5, 27).
    private func pressPlacard(at t: Double = 1) {
        app.pointerDown(column: 45, row: 13, at: t)
    }

    func testThePlacardStartsCentredShowingTheFirstGreeting() {
        assertEqual(placard.center, middle)
        XCTAssertEqual(app.greeting, "Welcome")
        XCTAssertEqual(placard.bounds.size, Size(width: 24, height: 10), "fits Добро пожаловать (16 cells) plus padding")
    }

    func testThePulseGrowsThenShrinksToTheTouchDownPoint() {
        pressPlacard()
        app.advance(to: 1.075)
        XCTAssertEqual(scale(placard.presentation.transform), 1.1, accuracy: 1e-9, "half way, ease-in-out")
        app.advance(to: 1.15)
        XCTAssertEqual(scale(placard.presentation.transform), 1.2, accuracy: 1e-9)
        assertEqual(placard.presentation.center, middle)
        app.advance(to: 1.225)
        XCTAssertEqual(scale(placard.presentation.transform), 1.15, accuracy: 1e-9)
        assertEqual(placard.presentation.center, Point(x: 42.75, y: 25.5))
        app.advance(to: 1.3)
        XCTAssertEqual(scale(placard.presentation.transform), 1.1, accuracy: 1e-9)
        assertEqual(placard.presentation.center, Point(x: 45.5, y: 27))
        XCTAssertFalse(app.isAnimating)
    }

    func testAQuickDragEndsUnderThePointerWhenThePulseIsOver() {
        pressPlacard()
        app.pointerMoved(column: 60, row: 20, at: 1.05)  // during the grow, then held still
        app.advance(to: 1.3)
        assertEqual(placard.presentation.center, Point(x: 60.5, y: 41))
        XCTAssertEqual(scale(placard.presentation.transform), 1.1, accuracy: 1e-9)
    }

    func testADragFollowsThePointerExactly() {
        pressPlacard()
        app.advance(to: 1.3)
        app.pointerMoved(column: 60, row: 20, at: 1.4)
        assertEqual(placard.center, Point(x: 60.5, y: 41))
        assertEqual(placard.presentation.center, Point(x: 60.5, y: 41))
        XCTAssertTrue(app.isHoldingPlacard)
    }

    func testAPressOnTheBackgroundDoesNotMoveThePlacard() {
        app.pointerDown(column: 2, row: 2, at: 1)
        app.pointerMoved(column: 10, row: 5, at: 1.1)
        app.pointerUp(column: 10, row: 5, at: 1.2)
        assertEqual(placard.center, middle)
        XCTAssertFalse(app.isAnimating)
    }

    func testReleaseBouncesHomeWithInteractionOff() {
        pressPlacard()
        app.pointerMoved(column: 60, row: 20, at: 1.4)
        app.pointerUp(column: 60, row: 20, at: 1.5)
        let path = BouncePath(from: Point(x: 60.5, y: 41), to: middle, threshold: 1.5)
        XCTAssertEqual(path.excursions, 3)
        assertEqual(placard.center, middle, accuracy: 0)
        XCTAssertEqual(placard.transform, .identity)
        assertEqual(placard.presentation.center, Point(x: 60.5, y: 41))
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)

        // Touches go nowhere during the bounce, double taps included.
        app.pointerDown(column: 2, row: 2, at: 1.6)
        app.pointerUp(column: 2, row: 2, at: 1.65)
        app.pointerDown(column: 2, row: 2, at: 1.7)
        app.pointerUp(column: 2, row: 2, at: 1.75)
        XCTAssertEqual(app.greeting, "Welcome")

        app.advance(to: 1.5 + path.duration - 0.001)
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)
        app.advance(to: 1.5 + path.duration)
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
        assertEqual(placard.presentation.center, middle)
        XCTAssertEqual(placard.presentation.transform, .identity)
        XCTAssertFalse(app.isAnimating)
    }

    func testTheBounceFollowsItsPathUnderEaseIn() {
        pressPlacard()
        app.advance(to: 1.3)
        app.pointerMoved(column: 70, row: 23, at: 1.4)
        let start = Point(x: 70.5, y: 47)
        app.pointerUp(column: 70, row: 23, at: 2)
        let path = BouncePath(from: start, to: middle, threshold: 1.5)
        // Slow at first: after a tenth of the time, far less than a tenth of the first segment.
        app.advance(to: 2 + path.duration * 0.1)
        let travelled = start.distance(to: placard.presentation.center) / start.distance(to: middle)
        XCTAssertLessThan(travelled, 0.1 * Double(path.vertices.count - 1) * 0.5)
        XCTAssertGreaterThan(travelled, 0)
        // Every frame lies on the side it came from, and once back near the centre never
        // beyond the first excursion.
        var reachedMiddle = false
        var t = 2 + path.duration * 0.1
        while t < 2 + path.duration {
            app.advance(to: t)
            let p = placard.presentation.center
            XCTAssertGreaterThanOrEqual(p.x, middle.x - 1e-9)
            XCTAssertGreaterThanOrEqual(p.y, middle.y - 1e-9)
            if reachedMiddle {
                XCTAssertLessThanOrEqual(p.x - middle.x, (start.x - middle.x) / 4 + 1e-9)
            }
            if p.x - middle.x <= (start.x - middle.x) / 4 { reachedMiddle = true }
            let s = scale(placard.presentation.transform)
            XCTAssertTrue(s >= 1 - 1e-9 && s <= 1.1 + 1e-9)
            t += 1.0 / 60
        }
        XCTAssertTrue(reachedMiddle)
    }

    /// Released half way through the pulse's second step: the bounce starts from the scale
    /// shown then (not the model's 1.1), runs along its path from the model centre, and is
    /// checked along the way against values computed by hand (Python, from the original's
    /// formulas): three excursions, 1.5 + 1/8 + 1/12 + 1/16 s, ease-in over the whole.
    func testABounceThatStartsMidPulse() {
        pressPlacard(at: 1)
        app.pointerMoved(column: 60, row: 20, at: 1.2)  // the shrink began at 1.15
        app.pointerUp(column: 60, row: 20, at: 1.22)
        let shownAtRelease = 1.1557309  // 1.2 → 1.1 under ease-in-out, 0.07 s of 0.15 s
        XCTAssertEqual(scale(placard.presentation.transform), shownAtRelease, accuracy: 1e-4)
        assertEqual(placard.presentation.center, Point(x: 60.5, y: 41), accuracy: 1e-9)
        let duration = 1.7708333
        let checkpoints: [(fraction: Double, center: Point, scale: Double)] = [
            (0.1, Point(x: 58.056682, y: 38.973833), 1.1530793),
            (0.5, Point(x: 44.061574, y: 27.368135), 1.1066201),
            (0.8, Point(x: 40.406316, y: 24.336945), 1.0480221),
        ]
        for checkpoint in checkpoints {
            app.advance(to: 1.22 + duration * checkpoint.fraction)
            assertEqual(placard.presentation.center, checkpoint.center, accuracy: 1e-4)
            XCTAssertEqual(scale(placard.presentation.transform), checkpoint.scale, accuracy: 1e-4)
            XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)
        }
        app.advance(to: 1.22 + duration - 1e-6)
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)
        app.advance(to: 1.22 + duration + 1e-6)
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
        assertEqual(placard.presentation.center, middle)
        XCTAssertEqual(placard.presentation.transform, .identity)
    }

    func testAQuickTapOnThePlacardStillComesHome() {
        pressPlacard()
        app.pointerUp(column: 45, row: 13, at: 1.05)  // during the grow
        app.advance(to: 10)
        assertEqual(placard.presentation.center, middle)
        XCTAssertEqual(placard.presentation.transform, .identity)
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
    }

    func testDoubleTapOnTheBackgroundShowsTheNextGreetingOnTheSecondPress() {
        app.pointerDown(column: 2, row: 2, at: 1)
        app.pointerUp(column: 2, row: 2, at: 1.05)
        XCTAssertEqual(app.greeting, "Welcome")
        app.pointerDown(column: 2, row: 2, at: 1.2)
        XCTAssertEqual(app.greeting, "Velkommen")
        app.pointerUp(column: 2, row: 2, at: 1.25)
        app.pointerDown(column: 2, row: 2, at: 1.4)  // a third tap: count 3, nothing
        XCTAssertEqual(app.greeting, "Velkommen")
    }

    func testADoubleTapOnThePlacardDoesNotChangeTheGreeting() {
        pressPlacard(at: 1)
        app.pointerUp(column: 45, row: 13, at: 1.05)
        app.advance(to: 5)
        pressPlacard(at: 5)
        app.pointerUp(column: 45, row: 13, at: 5.05)
        app.advance(to: 5.2)
        XCTAssertEqual(app.greeting, "Welcome")
    }

    func testGreetingsCycleInOrderAndWrapAround() {
        var seen = [app.greeting]
        for _ in 0..<15 {
            app.showNextGreeting()
            seen.append(app.greeting)
        }
        XCTAssertEqual(Array(seen.prefix(15)), Greetings.standard)
        XCTAssertEqual(seen.last, "Welcome")
    }

    func testCancelPutsThePlacardBackAtOnce() {
        pressPlacard()
        app.pointerMoved(column: 60, row: 20, at: 1.1)
        app.cancelTouches(at: 1.2)
        assertEqual(placard.center, middle)
        assertEqual(placard.presentation.center, middle)
        XCTAssertEqual(placard.presentation.transform, .identity)
        app.advance(to: 5)
        assertEqual(placard.presentation.center, middle)
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
    }

    /// The background follows the window at once (autoresizing); the placard re-centres in the
    /// layout pass that comes before the next frame, as `layoutSubviews` does in UIKit.
    func testResizeFillsTheWindowAndRecentres() {
        app.resize(columns: 120, rows: 40)
        assertEqual(app.moveMeView.frame, Rect(x: 0, y: 0, width: 120, height: 80))
        assertEqual(placard.center, middle, accuracy: 0)
        app.advance(to: 0)
        assertEqual(placard.center, Point(x: 60, y: 40))
    }

    func testResizeDuringABounceEndsItAtTheNewCentre() {
        pressPlacard()
        app.pointerUp(column: 45, row: 13, at: 1.5)
        app.resize(columns: 100, rows: 30)
        app.advance(to: 1.51)
        assertEqual(placard.presentation.center, Point(x: 50, y: 30))
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
    }

    func testALayoutWithoutAResizeLeavesTheBounceRunning() {
        pressPlacard()
        app.pointerUp(column: 45, row: 13, at: 1.5)
        let view = app.moveMeView
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.addSubview(View(frame: Rect(x: 0, y: 0, width: 2, height: 2)))  // asks for layout too
        app.advance(to: 1.51)
        XCTAssertEqual(app.window.animator.animationKeys(of: placard), [MoveMeView.bounceKey])
        XCTAssertNotEqual(placard.presentation.center, middle, "still on its way home")
        XCTAssertFalse(view.isUserInteractionEnabled, "off until the bounce stops")
        app.advance(to: 5)
        assertEqual(placard.presentation.center, middle)
        XCTAssertTrue(view.isUserInteractionEnabled)
    }

    func testAHeldPlacardStaysUnderThePointerOnResize() {
        pressPlacard()
        app.pointerMoved(column: 20, row: 5, at: 1.4)
        app.resize(columns: 100, rows: 30)
        app.advance(to: 1.45)
        assertEqual(placard.center, Point(x: 20.5, y: 11))
        XCTAssertTrue(app.isHoldingPlacard)
    }

    func testRestartMidBounceIsTheSceneAtLaunch() {
        app.pointerDown(column: 2, row: 2, at: 0.5)
        app.pointerUp(column: 2, row: 2, at: 0.55)
        app.pointerDown(column: 2, row: 2, at: 0.6)
        app.pointerUp(column: 2, row: 2, at: 0.65)
        XCTAssertEqual(app.greeting, "Velkommen")
        pressPlacard()
        app.pointerMoved(column: 60, row: 20, at: 1.4)
        app.pointerUp(column: 60, row: 20, at: 1.5)
        app.advance(to: 1.6)
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)

        app.restart(at: 1.7)
        XCTAssertEqual(app.greeting, "Welcome")
        app.advance(to: 1.71)  // the bounce's completion, cut short, has run
        XCTAssertFalse(app.isAnimating)
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
        assertEqual(placard.presentation.center, middle)
        XCTAssertEqual(placard.presentation.transform, .identity)
        pressPlacard(at: 2)
        XCTAssertTrue(app.isHoldingPlacard, "touches are taken again")
    }

    func testRestartCancelsTheTouchInFlight() {
        pressPlacard()
        app.pointerMoved(column: 60, row: 20, at: 1.4)
        app.restart(at: 1.5)
        XCTAssertFalse(app.isTouching)
        assertEqual(placard.center, middle)
        app.pointerMoved(column: 10, row: 5, at: 1.6)
        assertEqual(placard.center, middle, accuracy: 0)
    }

    func testReplacingTheGreetingsResizesThePlacard() {
        placard.setGreetings(["Hi", "A much longer greeting than any"])
        XCTAssertEqual(app.greeting, "Hi")
        XCTAssertEqual(placard.bounds.width, 31 + PlacardView.horizontalPadding)
        placard.setGreetings([])
        XCTAssertEqual(placard.greetings, Greetings.standard)
    }

    func testAKeyDuringTheBounceLeavesNoTouchBehind() {
        app.grabPlacard(at: 1)
        app.releasePlacard(at: 1.4)
        app.grabPlacard(at: 1.5)  // interaction is off: the press goes nowhere
        XCTAssertNil(app.dispatcher.activeTouch)
        XCTAssertFalse(app.isHoldingPlacard)
        app.advance(to: 4)
        app.grabPlacard(at: 4)
        XCTAssertTrue(app.isHoldingPlacard)
    }

    func testKeyboardGrabMoveAndRelease() {
        app.grabPlacard(at: 1)
        XCTAssertTrue(app.isHoldingPlacard)
        app.advance(to: 1.3)
        XCTAssertEqual(scale(placard.presentation.transform), 1.1, accuracy: 1e-9)
        app.movePlacard(columns: 2, rows: -1, at: 1.4)
        assertEqual(placard.center, Point(x: 42, y: 22))
        app.releasePlacard(at: 1.5)
        XCTAssertFalse(app.isHoldingPlacard)
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)
        app.advance(to: 4)
        assertEqual(placard.presentation.center, middle)
    }
}
