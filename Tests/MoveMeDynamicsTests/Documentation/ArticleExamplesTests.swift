import TestSupport
import XCTest
import MoveMeCore
import MoveMeDynamics

// The code of MoveMeDynamics' DocC article "Dynamics behaviours"
// (Sources/MoveMeDynamics/MoveMeDynamics.docc/DynamicsBehaviours.md), each snippet word for
// word, and what the article says it does. `testEveryArticleSnippetIsInThisFile` keeps the
// article and this file the same: change both together.

/// Gravity and the reference view's bounds as walls, as one behaviour: a composite behaviour is
/// a behaviour whose children do the work.
final class FallingBehavior: DynamicBehavior {
    init(items: [DynamicItem]) {
        super.init()
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        addChildBehavior(GravityBehavior(items: items))
        addChildBehavior(collision)
    }
}

/// Keeps the identifiers of the boundaries its items touched.
final class ContactLog: CollisionBehaviorDelegate {
    var boundaries: [String?] = []

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: String?, at point: Point) {
        boundaries.append(identifier)
    }
}

final class DynamicsArticleExamplesTests: XCTestCase {
    func testASquareFallsBouncesAndRestsOnTheFloorAndTheAnimatorPauses() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let reference = View(frame: window.bounds)
        window.addSubview(reference)
        let square = View(frame: Rect(x: 135, y: 175, width: 50, height: 50))
        reference.addSubview(square)

        let animator = DynamicAnimator(referenceView: reference)
        let gravity = GravityBehavior(items: [square])
        let collision = CollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bounce = DynamicItemBehavior(items: [square])
        bounce.elasticity = 0.5
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(bounce)

        var time = 0.0
        while animator.isRunning && time < 10 {
            time += 1.0 / 60
            animator.advance(to: time)
        }

        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(square.center.y, 455, accuracy: 0.5)
        XCTAssertEqual(square.center.x, 160, accuracy: 1e-6)
        XCTAssertLessThan(time, 3)
    }

    func testGravityOfMagnitudeOneIsAThousandPointsASecondSquared() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let reference = View(frame: window.bounds)
        window.addSubview(reference)
        let square = View(frame: Rect(x: 135, y: 175, width: 50, height: 50))
        reference.addSubview(square)

        let animator = DynamicAnimator(referenceView: reference)
        var steps = 0
        let falling = FallingBehavior(items: [square])
        falling.action = { steps += 1 }
        animator.addBehavior(falling)
        animator.advance(to: 0.5)

        XCTAssertEqual(steps, 60)
        XCTAssertEqual(square.center.y - 200, 125, accuracy: 0.01)
        XCTAssertTrue(animator.isRunning)
    }

    func testTheCollisionDelegateHearsTheBoundaryByName() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let reference = View(frame: window.bounds)
        window.addSubview(reference)
        let square = View(frame: Rect(x: 135, y: 175, width: 50, height: 50))
        reference.addSubview(square)

        let animator = DynamicAnimator(referenceView: reference)
        let log = ContactLog()
        let collision = CollisionBehavior(items: [square])
        collision.addBoundary(withIdentifier: "shelf", from: Point(x: 0, y: 300), to: Point(x: 320, y: 300))
        collision.collisionDelegate = log
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [square]))
        animator.advance(to: 2)

        XCTAssertEqual(log.boundaries.first, "shelf")
        XCTAssertEqual(square.center.y, 275, accuracy: 0.5)
    }

    func testEveryArticleSnippetIsInThisFile() throws {
        try assertSnippets(of: "Sources/MoveMeDynamics/MoveMeDynamics.docc", areIn: #filePath)
    }
}
