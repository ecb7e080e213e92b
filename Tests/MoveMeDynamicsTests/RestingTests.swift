import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

final class RestingTests: XCTestCase {
    private func fall(_ items: [View], in stage: Stage, mode: CollisionMode = .everything) -> CollisionBehavior {
        stage.dropInBox(items, mode: mode).collision
    }

    func testARestingItemSinksAtMostHalfAPointDoesNotJitterAndTheAnimatorPauses() {
        let stage = Stage()
        let view = stage.square(50, at: Point(x: 160, y: 200))
        _ = fall([view], in: stage)
        XCTAssertTrue(stage.animator.isRunning)
        stage.run(1.5)
        let landed = view.center
        var lowest = landed.y, highest = landed.y
        for _ in 0..<600 {  // 10 s at 60 Hz
            stage.run(1.0 / 60)
            lowest = max(lowest, view.center.y)
            highest = min(highest, view.center.y)
        }
        XCTAssertLessThanOrEqual(lowest - 455, 0.5, "sank into the floor")
        XCTAssertGreaterThan(lowest - 455, -0.5, "floats above the floor")
        XCTAssertLessThan(lowest - highest, 0.05, "jitters")
        XCTAssertEqual(view.center.x, 160, accuracy: 1e-6)
        XCTAssertFalse(stage.animator.isRunning)
    }

    func testTheDelegateHearsPauseAndResume() {
        final class Recorder: DynamicAnimatorDelegate {
            var events: [String] = []
            func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { events.append("resume") }
            func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { events.append("pause") }
        }
        let stage = Stage()
        let recorder = Recorder()
        stage.animator.delegate = recorder
        let view = stage.square(50, at: Point(x: 160, y: 200))
        let collision = fall([view], in: stage)
        XCTAssertEqual(recorder.events, ["resume"])
        let settle = stage.runUntilPaused()
        XCTAssertEqual(recorder.events, ["resume", "pause"])
        XCTAssertLessThan(settle, 3)
        // Paused: time passes without steps.
        let elapsed = stage.animator.elapsedTime
        stage.run(5)
        XCTAssertEqual(stage.animator.elapsedTime, elapsed)
        // A change resumes it: the floor goes, the square falls out.
        collision.translatesReferenceBoundsIntoBoundary = false
        XCTAssertEqual(recorder.events, ["resume", "pause", "resume"])
        stage.run(0.5)
        XCTAssertGreaterThan(view.center.y, 480)
    }

    func testAnAnimatorWithNothingToMovePauses() {
        let stage = Stage()
        XCTAssertFalse(stage.animator.isRunning)
        stage.animator.addBehavior(GravityBehavior())
        stage.run(1.0 / 60)
        XCTAssertFalse(stage.animator.isRunning)
    }

    func testTwoSquaresStackOnTheBottomEdge() {
        // Recipe 2.2: red centred, green 60 points below it.
        let stage = Stage()
        let red = stage.square(50, at: Point(x: 160, y: 240))
        let green = stage.square(50, at: Point(x: 160, y: 300))
        _ = fall([red, green], in: stage)
        XCTAssertLessThan(stage.runUntilPaused(), 5)
        XCTAssertEqual(green.center.y, 455, accuracy: 0.5)
        XCTAssertEqual(red.center.y, 405, accuracy: 1)
        XCTAssertEqual(red.center.x, 160, accuracy: 0.01)
        XCTAssertEqual(green.center.x, 160, accuracy: 0.01)
        XCTAssertEqual(atan2(red.transform.b, red.transform.a), 0, accuracy: 1e-5)
    }

    func testWithBoundariesOnlyTheSquaresPassThroughEachOther() {
        let stage = Stage()
        let red = stage.square(50, at: Point(x: 160, y: 240))
        let green = stage.square(50, at: Point(x: 160, y: 300))
        _ = fall([red, green], in: stage, mode: .boundaries)
        stage.runUntilPaused()
        assertOnTheFloor(red, green)
    }

    private func assertOnTheFloor(_ views: View..., file: StaticString = #filePath, line: UInt = #line) {
        for view in views { XCTAssertEqual(view.center.y, 455, accuracy: 0.5, file: file, line: line) }
    }

    func testWithItemsOnlyTheyCollideButLeaveThroughTheFloor() {
        // Green hangs still from a pin in red's way; only red falls.
        let stage = Stage()
        let red = stage.square(50, at: Point(x: 160, y: 100))
        let green = stage.square(50, at: Point(x: 160, y: 300))
        let collision = CollisionBehavior(items: [red, green])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = .items
        let pin = AttachmentBehavior(item: green, attachedToAnchor: Point(x: 160, y: 300))
        for behavior in [GravityBehavior(items: [red]), collision, pin] as [DynamicBehavior] {
            stage.animator.addBehavior(behavior)
        }
        stage.run(1.5)
        XCTAssertEqual(red.center.y, 250, accuracy: 1)
        // Without green in the way, red falls through the floor: no boundaries in this mode.
        collision.removeItem(green)
        stage.run(1.5)
        XCTAssertGreaterThan(red.center.y, 500)
    }

    func testItemsOfDifferentCollisionBehavioursPassThroughEachOther() {
        let stage = Stage()
        let red = stage.square(50, at: Point(x: 160, y: 100))
        let green = stage.square(50, at: Point(x: 160, y: 455))
        let first = CollisionBehavior(items: [red])
        let second = CollisionBehavior(items: [green])
        first.translatesReferenceBoundsIntoBoundary = true
        second.translatesReferenceBoundsIntoBoundary = true
        stage.animator.addBehavior(GravityBehavior(items: [red, green]))
        stage.animator.addBehavior(first)
        stage.animator.addBehavior(second)
        stage.runUntilPaused()
        assertOnTheFloor(red, green)
    }

    func testWallsFollowInsetsAndTheReferenceViewsSize() {
        let stage = Stage()
        let view = stage.square(20, at: Point(x: 160, y: 100))
        let collision = fall([view], in: stage)
        collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(bottom: 80))
        stage.runUntilPaused()
        XCTAssertEqual(view.center.y, 390, accuracy: 0.5)
        stage.reference.bounds.size = Size(width: 320, height: 600)
        stage.run(2)
        XCTAssertEqual(view.center.y, 510, accuracy: 0.5)
    }
}
