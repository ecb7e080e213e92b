import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

final class DynamicAnimatorTests: XCTestCase {
    func testTheAnimatorKeepsTheViewsScaleAndOwnsOnlyTheRotation() {
        let stage = Stage(width: 1000, height: 1000)
        let view = stage.square(20, at: Point(x: 500, y: 500))
        view.transform = AffineTransform(scale: 2)
        let properties = DynamicItemBehavior(items: [view])
        stage.animator.addBehavior(properties)
        properties.addAngularVelocity(.pi / 2, for: view)
        stage.run(1)
        // A quarter turn clockwise, at the view's own 2×.
        XCTAssertEqual(view.transform.a, 0, accuracy: 1e-6)
        XCTAssertEqual(view.transform.b, 2, accuracy: 1e-6)
        XCTAssertEqual(view.transform.c, -2, accuracy: 1e-6)
        XCTAssertEqual(view.transform.d, 0, accuracy: 1e-6)
        // The app sets a new scale: the rotation goes on over it.
        view.transform = AffineTransform(scale: 0.5)
        stage.run(1)
        XCTAssertEqual(view.transform.a, -0.5, accuracy: 1e-6)
        XCTAssertEqual(view.transform.b, 0, accuracy: 1e-6)
    }

    func testAScaleAnimationShowsWhileThePhysicsMovesTheView() {
        let stage = Stage(width: 1000, height: 1000)
        let view = stage.square(20, at: Point(x: 500, y: 100))
        stage.animator.addBehavior(GravityBehavior(items: [view]))
        stage.window.animator.animate(withDuration: 1, curve: .linear) { view.transform = AffineTransform(scale: 2) }
        stage.run(0.5)
        XCTAssertEqual(view.presentation.transform.a, 1.5, accuracy: 1e-9)
        XCTAssertEqual(view.presentation.center.y, 100 + 125, accuracy: 1.5)
        XCTAssertEqual(view.transform, AffineTransform(scale: 2))
    }

    func testUpdateItemTakesAPositionTheAppSet() {
        let stage = Stage(width: 1000, height: 1000)
        let view = stage.square(20, at: Point(x: 100, y: 100))
        let properties = DynamicItemBehavior(items: [view])
        stage.animator.addBehavior(properties)
        properties.addLinearVelocity(Point(x: 100, y: 0), for: view)
        stage.run(1)
        XCTAssertEqual(view.center.x, 200, accuracy: 1)
        view.center = Point(x: 600, y: 600)
        stage.animator.updateItem(usingCurrentState: view)
        stage.run(1)
        XCTAssertEqual(view.center.x, 700, accuracy: 1)
        XCTAssertEqual(view.center.y, 600, accuracy: 1e-6)
    }

    func testActionsRunEveryStepAndChildBehaviorsAct() {
        let stage = Stage(width: 1000, height: 5000)
        let view = stage.square(20, at: Point(x: 100, y: 100))
        let composite = DynamicBehavior()
        composite.addChildBehavior(GravityBehavior(items: [view]))
        var steps = 0
        composite.action = { steps += 1 }
        stage.animator.addBehavior(composite)
        XCTAssertTrue(composite.childBehaviors.first?.dynamicAnimator === stage.animator)
        stage.run(0.5)
        XCTAssertEqual(steps, 60)
        XCTAssertGreaterThan(view.center.y, 200)
        // Taking the child away stops the fall where the item is (it keeps no velocity source).
        composite.removeChildBehavior(composite.childBehaviors[0])
        stage.run(0.1)
        XCTAssertFalse(stage.animator.isRunning)
    }

    func testAChildAddedLaterIsToldItJoinedTheAnimator() {
        final class Watcher: DynamicBehavior {
            var joined: [DynamicAnimator?] = []
            override func willMove(to dynamicAnimator: DynamicAnimator?) { joined.append(dynamicAnimator) }
        }
        let stage = Stage()
        let parent = DynamicBehavior(), child = Watcher()
        stage.animator.addBehavior(parent)
        parent.addChildBehavior(child)
        XCTAssertEqual(child.joined.count, 1)
        XCTAssertTrue(child.joined.first! === stage.animator)
        stage.animator.removeBehavior(parent)
        XCTAssertEqual(child.joined.count, 2)
        XCTAssertNil(child.joined.last!)
    }

    func testABehaviourBelongsToOneAnimatorAtATime() {
        let stage = Stage(), other = Stage()
        let gravity = GravityBehavior()
        stage.animator.addBehavior(gravity)
        other.animator.addBehavior(gravity)
        XCTAssertTrue(gravity.dynamicAnimator === stage.animator)
        XCTAssertTrue(other.animator.behaviors.isEmpty)
        stage.animator.removeBehavior(gravity)
        XCTAssertNil(gravity.dynamicAnimator)
    }

    func testAVeryLateFrameDoesNotComputeHoursOfSteps() {
        let stage = Stage(width: 1000, height: 1e9)
        let view = stage.square(20, at: Point(x: 100, y: 100))
        stage.animator.addBehavior(GravityBehavior(items: [view]))
        stage.animator.advance(to: 3600)
        XCTAssertLessThanOrEqual(stage.animator.elapsedTime, DynamicAnimator.maximumCatchUp + 0.01)
    }
}
