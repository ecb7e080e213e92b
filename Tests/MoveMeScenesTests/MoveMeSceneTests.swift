@testable import MoveMeScenes
import SceneTestSupport
import TestSupport
import XCTest
@testable import MoveMeCore

/// The MoveMe scene on an 80×24 terminal: a window of 80×48 points, centre (40, 24).
final class MoveMeSceneTests: XCTestCase {
    var app: MoveMeApp!
    var placard: PlacardView { app.placardView }
    let middle = Point(x: 40, y: 24)

    override func setUp() {
        app = makeApp()
    }

    /// A press on the placard, right of its centre, at t = 1: point (45.5, 27).
    func pressPlacard(at t: Double = 1) {
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
