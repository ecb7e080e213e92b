@testable import MoveMeScenes
import TestSupport
import XCTest
@testable import MoveMeCore

/// What cuts a touch or a bounce short or moves the ground under it: a cancel, a resize, a
/// layout, a restart.
extension MoveMeSceneTests {
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
}
