import XCTest
@testable import MoveMeCore

/// The long press's allowable movement, UIKit's, as a distance: a column across stays a long
/// press, a row (two points) does not.
final class LongPressTrackerTests: XCTestCase {
    func testTheAllowableMovementIsADistanceOfAPointAndAHalf() {
        var across = LongPressTracker(start: Point(x: 40.5, y: 25), time: 0)
        across.touchMoved(to: Point(x: 41.5, y: 25))
        XCTAssertTrue(across.recognize(), "a column across")
        var down = LongPressTracker(start: Point(x: 40.5, y: 25), time: 0)
        down.touchMoved(to: Point(x: 40.5, y: 27))
        XCTAssertFalse(down.recognize(), "a row down")
        var diagonal = LongPressTracker(start: Point(x: 40.5, y: 25), time: 0)
        diagonal.touchMoved(to: Point(x: 41.6, y: 26.1))
        XCTAssertFalse(diagonal.recognize(), "1.56 points away")
        XCTAssertFalse(diagonal.isLongPress(endedAt: 1))
    }
}
