@testable import MoveMeScenes
import XCTest
@testable import MoveMeCore

/// The placard's long press as UILongPressGestureRecognizer recognises one: once the finger has
/// been down `minimumPressDuration` without moving further than the slop, while it is still
/// down, on the run loop's clock. A press that moves first is MoveMe's drag. At 80×24 the
/// placard at rest has its menu at (33, 16).
final class LongPressMenuTests: XCTestCase {
    private var app: MoveMeApp!
    private var menu: MenuController { app.menuController }

    override func setUp() {
        app = MoveMeApp(columns: 80, rows: 24)
    }

    func testTheMenuShowsWhenThePressIsLongWithTheFingerStillDown() {
        app.pointerDown(column: 40, row: 12, at: 1)
        XCTAssertEqual(app.nextTimerTime, 1.5, "a front end sleeping wakes then")
        app.advance(to: 1.49)
        XCTAssertFalse(menu.isMenuVisible)
        app.advance(to: 1.5)
        XCTAssertTrue(menu.isMenuVisible)
        XCTAssertNotNil(app.moveMeView.heldTouch, "still held")
        XCTAssertNil(app.nextTimerTime)
        app.pointerUp(column: 40, row: 12, at: 2)
        XCTAssertTrue(menu.isMenuVisible, "it stays after the release")
        XCTAssertTrue(menu.targetView === app.placardView)
        XCTAssertEqual(app.placardView.center, app.moveMeView.bounds.center, "over where the placard comes to rest")
        XCTAssertTrue(app.window.animator.animationKeys(of: app.placardView).contains(MoveMeView.bounceKey), "bouncing as ever")
    }

    func testAPressThatMovesFirstIsADragAndNeverALongPress() {
        app.pointerDown(column: 40, row: 12, at: 1)
        app.pointerMoved(column: 44, row: 12, at: 1.1)
        XCTAssertNil(app.nextTimerTime, "the long press failed: nothing waits")
        app.advance(to: 3)
        XCTAssertFalse(menu.isMenuVisible)
        app.pointerMoved(column: 40, row: 12, at: 3.1)
        app.pointerUp(column: 40, row: 12, at: 3.2)
        XCTAssertFalse(menu.isMenuVisible)
    }

    func testAMoveWithinTheSlopIsStillALongPress() {
        app.pointerDown(column: 40, row: 12, at: 1)
        app.pointerMoved(to: Point(x: 41, y: 26), time: 1.2)
        app.advance(to: 1.5)
        XCTAssertTrue(menu.isMenuVisible)
    }

    func testADragAfterTheMenuShowedHidesItAndTheReleaseBringsNoMenu() {
        app.pointerDown(column: 40, row: 12, at: 1)
        app.advance(to: 1.6)
        XCTAssertTrue(menu.isMenuVisible)
        app.pointerMoved(column: 50, row: 16, at: 1.7)
        XCTAssertFalse(menu.isMenuVisible, "the press became a drag: the menu points at nothing now")
        XCTAssertEqual(app.placardView.center, Point(x: 50.5, y: 33), "the drag goes on as MoveMe's")
        app.pointerUp(column: 50, row: 16, at: 2)
        XCTAssertFalse(menu.isMenuVisible)
    }

    func testAShortPressOrACancelLeavesNothingWaiting() {
        app.pointerDown(column: 40, row: 12, at: 1)
        app.pointerUp(column: 40, row: 12, at: 1.2)
        XCTAssertNil(app.nextTimerTime)
        app.advance(to: 3)
        app.pointerDown(column: 40, row: 12, at: 4)
        app.cancelTouches(at: 4.1)
        XCTAssertNil(app.nextTimerTime)
        app.advance(to: 5)
        XCTAssertFalse(menu.isMenuVisible)
    }

    /// The keys' finger stays down between keys by design (arrows drag it at a person's pace),
    /// so a pause is not a long press: it is judged when the finger lets go, as before.
    func testTheKeysFingerIsJudgedOnRelease() {
        app.grabPlacard(at: 1)
        XCTAssertNil(app.nextTimerTime)
        app.advance(to: 2)
        XCTAssertFalse(menu.isMenuVisible)
        app.releasePlacard(at: 2)
        XCTAssertTrue(menu.isMenuVisible)
    }
}
