import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// What an inspector is shown of a dynamic animator: behaviours, the items' motion, contacts.
final class DynamicsSnapshotTests: XCTestCase {
    func testBehavioursAreListedParentsFirstWithTheirSettings() {
        let stage = Stage()
        let view = stage.square(50, at: Point(x: 160, y: 100))
        let parent = DynamicBehavior()
        let gravity = GravityBehavior(items: [view])
        gravity.magnitude = 0.5
        parent.addChildBehavior(gravity)
        let collision = CollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "ledge", from: Point(x: 0, y: 300), to: Point(x: 100, y: 300))
        collision.collisionMode = .boundaries
        parent.addChildBehavior(collision)
        stage.animator.addBehavior(parent)
        stage.animator.addBehavior(SnapBehavior(item: view, snapTo: Point(x: 10, y: 20)))

        XCTAssertEqual(stage.animator.snapshot().behaviors, [
            .init(typeName: "DynamicBehavior", depth: 0, itemCount: 0),
            .init(typeName: "GravityBehavior", depth: 1, itemCount: 1, settings: "magnitude 0.50 angle 90°"),
            .init(typeName: "CollisionBehavior", depth: 1, itemCount: 1, settings: "mode boundaries, bounds, ledge"),
            .init(typeName: "SnapBehavior", depth: 0, itemCount: 1, settings: "to (10.0, 20.0) damping 0.50"),
        ])
    }

    func testAFallingItemHasTheVelocityGravityGaveIt() {
        let stage = Stage()
        let view = stage.square(50, at: Point(x: 160, y: 100))
        stage.animator.addBehavior(GravityBehavior(items: [view]))
        stage.run(0.1)
        let snapshot = stage.animator.snapshot()
        XCTAssertTrue(snapshot.isRunning)
        XCTAssertEqual(snapshot.elapsedTime, 0.1, accuracy: 1e-9)
        XCTAssertEqual(snapshot.items.map(\.name), ["View"], "one item of its class: no number")
        let item = snapshot.items[0]
        // 1000 points/s² for 0.1 s, from rest.
        XCTAssertEqual(item.velocity.x, 0, accuracy: 1e-9)
        XCTAssertEqual(item.velocity.y, 100, accuracy: 1e-6)
        XCTAssertEqual(item.center.y, 100 + 0.5 * 1000 * 0.01, accuracy: 1e-6)
        XCTAssertEqual(item.angularVelocity, 0)
        XCTAssertFalse(item.isResting)
        XCTAssertEqual(snapshot.contacts, [], "nothing touches in the air")
    }

    func testASpinShowsAsAngularVelocity() {
        let stage = Stage()
        let view = stage.square(50, at: Point(x: 160, y: 100))
        let properties = DynamicItemBehavior(items: [view])
        properties.addAngularVelocity(2, for: view)
        stage.animator.addBehavior(properties)
        stage.run(0.05)
        let item = stage.animator.snapshot().items[0]
        XCTAssertEqual(item.angularVelocity, 2, accuracy: 1e-9)
        XCTAssertEqual(item.velocity, .zero)
    }

    func testAStackAtRestShowsItsContactsOnceEachAndThatTheAnimatorIsPaused() {
        let stage = Stage()
        let upper = stage.square(50, at: Point(x: 160, y: 100))
        let lower = stage.square(50, at: Point(x: 160, y: 300))
        stage.dropInBox([upper, lower])
        stage.runUntilPaused()
        let snapshot = stage.animator.snapshot()
        XCTAssertFalse(snapshot.isRunning)
        XCTAssertEqual(snapshot.items.map(\.name), ["View 1", "View 2"])
        XCTAssertTrue(snapshot.items.allSatisfy(\.isResting))
        XCTAssertEqual(snapshot.contacts, [
            .init(item: "View 1", other: "View 2", isBoundary: false),
            .init(item: "View 2", other: DynamicsSnapshot.referenceBoundsName, isBoundary: true),
        ])
    }

    func testAContactWithANamedBoundaryNamesIt() {
        let stage = Stage()
        let view = stage.square(50, at: Point(x: 100, y: 100))
        let collision = CollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "bottomBoundary", from: Point(x: 0, y: 380), to: Point(x: 320, y: 380))
        stage.animator.addBehavior(GravityBehavior(items: [view]))
        stage.animator.addBehavior(collision)
        stage.runUntilPaused()
        XCTAssertEqual(stage.animator.snapshot().contacts,
                       [.init(item: "View", other: "bottomBoundary", isBoundary: true)])
    }
}
