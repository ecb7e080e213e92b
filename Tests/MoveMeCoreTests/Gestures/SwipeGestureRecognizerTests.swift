import XCTest
@testable import MoveMeCore

/// UISwipeGestureRecognizer with the UITouch notes' thresholds: 12 points along within 4
/// across, in the directions it is given.
final class SwipeGestureRecognizerTests: XCTestCase {
    private let start = Point(x: 20, y: 20)

    private func swipe(_ direction: SwipeGestureRecognizer.Direction, to end: Point) -> (GestureWorld, SwipeGestureRecognizer) {
        let world = GestureWorld()
        let swipe = world.add(SwipeGestureRecognizer(), as: "swipe")
        swipe.direction = direction
        world.down(start, at: 0)
        world.move(Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2), at: 0.05)
        world.move(end, at: 0.1)
        return (world, swipe)
    }

    func testTwelvePointsRightWithinFourIsASwipeRight() {
        let (world, swipe) = swipe(.right, to: Point(x: 32, y: 23))
        XCTAssertEqual(swipe.state, .recognized)
        XCTAssertEqual(swipe.location(in: nil), start, "where the swipe began")
        world.turn(to: 0.2)
        XCTAssertEqual(world.log.actions, ["swipe ended"])
    }

    func testElevenPointsIsNotYetASwipe() {
        let (_, swipe) = swipe(.right, to: Point(x: 31, y: 20))
        XCTAssertEqual(swipe.state, .possible)
    }

    func testASwipeTheOtherWayFailsAndSeveralDirectionsMayCount() {
        XCTAssertEqual(swipe(.right, to: Point(x: 8, y: 20)).1.state, .failed)
        XCTAssertEqual(swipe([.left, .right], to: Point(x: 8, y: 20)).1.state, .recognized)
    }

    func testUpAndDownWithTheAxesSwapped() {
        XCTAssertEqual(swipe(.down, to: Point(x: 23, y: 32)).1.state, .recognized)
        XCTAssertEqual(swipe(.up, to: Point(x: 20, y: 8)).1.state, .recognized)
        XCTAssertEqual(swipe(.up, to: Point(x: 20, y: 32)).1.state, .failed)
    }

    func testTooFarAcrossFailsAndSoDoesALiftFirst() {
        XCTAssertEqual(swipe(.right, to: Point(x: 25, y: 25)).1.state, .failed, "5 points down: never a swipe sideways")
        let (world, swipe) = swipe([.right, .down], to: Point(x: 25, y: 25))
        XCTAssertEqual(swipe.state, .failed, "too far across for both")
        world.turn(to: 1)
        let world2 = GestureWorld()
        let lifted = world2.add(SwipeGestureRecognizer(), as: "swipe")
        world2.down(start, at: 0)
        world2.up(Point(x: 25, y: 20), at: 0.1)
        XCTAssertEqual(lifted.state, .failed)
    }
}
