import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

final class SpringTests: XCTestCase {
    /// Snaps a square from (60, 60) to (260, 400); the furthest it overshoots past the point, and
    /// how long until it rests there.
    private func snap(damping: Double, turned: Double = 0) -> (overshoot: Double, settle: Double, view: View) {
        let stage = Stage()
        let view = stage.square(50, at: Point(x: 60, y: 60))
        view.transform = AffineTransform(rotationAngle: turned)
        let snap = SnapBehavior(item: view, snapTo: Point(x: 260, y: 400))
        snap.damping = damping
        stage.animator.addBehavior(snap)
        var overshoot = 0.0
        while stage.animator.isRunning, stage.time < 30 {
            stage.run(1.0 / 60)
            overshoot = max(overshoot, view.center.y - 400)
        }
        return (overshoot, stage.time, view)
    }

    func testSnapSettlesOnItsPointUpright() {
        let (_, settle, view) = snap(damping: 0.5, turned: 0.8)
        XCTAssertLessThan(settle, 5)
        XCTAssertEqual(view.center.x, 260, accuracy: 0.5)
        XCTAssertEqual(view.center.y, 400, accuracy: 0.5)
        XCTAssertEqual(atan2(view.transform.b, view.transform.a), 0, accuracy: 0.01)
    }

    /// Chipmunk's damped spring damps only along its axis: an item arriving sideways would
    /// circle the point. The snap damps every direction alike, so it settles as fast.
    func testASnapArrivingSidewaysSettlesWithoutCircling() {
        let stage = Stage()
        let view = stage.square(50, at: Point(x: 160, y: 140))
        let properties = DynamicItemBehavior(items: [view])
        stage.animator.addBehavior(properties)
        properties.addLinearVelocity(Point(x: 300, y: 0), for: view)  // across the spring
        stage.animator.addBehavior(SnapBehavior(item: view, snapTo: Point(x: 160, y: 240)))
        stage.run(2)
        XCTAssertLessThan(view.center.distance(to: Point(x: 160, y: 240)), 2)
        XCTAssertLessThan(stage.runUntilPaused(), 3)
    }

    func testLessDampingOscillatesMore() {
        let loose = snap(damping: 0.1), firm = snap(damping: 0.9)
        XCTAssertGreaterThan(loose.overshoot, 50)
        XCTAssertLessThan(firm.overshoot, 5)
        XCTAssertGreaterThan(loose.overshoot, 10 * firm.overshoot)
        XCTAssertEqual(loose.view.center.y, 400, accuracy: 0.5)
    }

    func testRigidAttachmentHoldsItsLength() {
        let stage = Stage(width: 1000, height: 1000)
        let view = stage.square(20, at: Point(x: 600, y: 300))
        let attachment = AttachmentBehavior(item: view, attachedToAnchor: Point(x: 500, y: 300))
        XCTAssertEqual(attachment.length, 100, accuracy: 1e-9)
        stage.animator.addBehavior(attachment)
        stage.animator.addBehavior(GravityBehavior(items: [view]))
        var swung = 0.0
        for _ in 0..<180 {
            stage.run(1.0 / 60)
            XCTAssertEqual(view.center.distance(to: Point(x: 500, y: 300)), 100, accuracy: 1)
            swung = max(swung, view.center.y - 300)
        }
        XCTAssertGreaterThan(swung, 95)  // it swung down, a pendulum
    }

    /// A spot given in a turned item's own axes is turned with it: grabbed 20 points right of
    /// the centre of a square at 45°, the spot is at (14.14, 14.14) from the centre.
    func testAnAttachmentToATurnedItemMeasuresFromTheTurnedSpot() {
        let stage = Stage(width: 1000, height: 1000)
        let view = stage.square(40, at: Point(x: 500, y: 300))
        view.transform = AffineTransform(scale: 1.5).rotated(by: .pi / 4)  // the scale is only shown
        let spot = Point(x: 500 + 20 / 2.0.squareRoot(), y: 300 + 20 / 2.0.squareRoot())
        XCTAssertEqual(AttachmentBehavior(item: view, offsetFromCenter: Point(x: 20, y: 0), attachedToAnchor: spot).length,
                       0, accuracy: 1e-9)
        let far = Point(x: spot.x + 30 / 2.0.squareRoot(), y: spot.y + 30 / 2.0.squareRoot())
        XCTAssertEqual(AttachmentBehavior(item: view, offsetFromCenter: Point(x: 20, y: 0), attachedToAnchor: far).length,
                       30, accuracy: 1e-9)
        // Two turned items: the spots 20 right of each centre, both at 45°, are 60 apart.
        let other = stage.square(40, at: Point(x: 560, y: 300))
        other.transform = AffineTransform(rotationAngle: .pi / 4)
        let pair = AttachmentBehavior(item: view, offsetFromCenter: Point(x: 20, y: 0),
                                      attachedTo: other, offsetFromCenter: Point(x: 20, y: 0))
        XCTAssertEqual(pair.length, 60, accuracy: 1e-9)
        // Held at its own spot, the turned square stays where it is.
        stage.animator.addBehavior(AttachmentBehavior(item: view, offsetFromCenter: Point(x: 20, y: 0), attachedToAnchor: spot))
        stage.run(0.5)
        XCTAssertEqual(view.center.distance(to: Point(x: 500, y: 300)), 0, accuracy: 1e-6)
    }

    func testAttachmentToAnotherItemHoldsTheirDistance() {
        let stage = Stage(width: 1000, height: 1000)
        let a = stage.square(20, at: Point(x: 400, y: 300))
        let b = stage.square(20, at: Point(x: 460, y: 300))
        stage.animator.addBehavior(AttachmentBehavior(item: a, attachedTo: b))
        let properties = DynamicItemBehavior(items: [a])
        stage.animator.addBehavior(properties)
        properties.addLinearVelocity(Point(x: 0, y: 200), for: a)
        stage.run(1)
        XCTAssertEqual(a.center.distance(to: b.center), 60, accuracy: 1)
        XCTAssertNotEqual(b.center, Point(x: 460, y: 300))
    }

    func testSpringAttachmentStretchesAndSettlesAtItsLength() {
        let stage = Stage(width: 1000, height: 1000)
        let view = stage.square(20, at: Point(x: 500, y: 400))
        let attachment = AttachmentBehavior(item: view, attachedToAnchor: Point(x: 500, y: 300))
        attachment.frequency = 2
        attachment.damping = 0.7
        attachment.length = 50
        stage.animator.addBehavior(attachment)
        stage.runUntilPaused()
        XCTAssertEqual(view.center.y, 350, accuracy: 0.5)
    }

    func testAMovingAnchorDragsTheItem() {
        let stage = Stage(width: 1000, height: 1000)
        let view = stage.square(20, at: Point(x: 100, y: 100))
        let drag = AttachmentBehavior(item: view, offsetFromCenter: Point(x: 5, y: 0), attachedToAnchor: Point(x: 105, y: 100))
        XCTAssertEqual(drag.length, 0)
        stage.animator.addBehavior(drag)
        // At 300 points/s it trails by a few points (it takes 40% of the gap each step) ...
        for step in 1...60 {
            drag.anchorPoint = Point(x: 105 + Double(step) * 5, y: 100)
            stage.run(1.0 / 60)
            XCTAssertLessThan(drag.anchorPoint.x - 5 - view.center.x, 8)
        }
        XCTAssertGreaterThan(view.center.x, 390)
        // ... and is under it a moment after the pointer stops.
        stage.run(0.2)
        XCTAssertEqual(view.center.x, 400, accuracy: 0.5)
        XCTAssertEqual(view.center.y, 100, accuracy: 0.5)
    }
}
