import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

final class PointerTests: XCTestCase {
    func testVelocityIsTheSlopeOfTheLastTenthOfASecond() {
        var estimator = VelocityEstimator()
        // Slow at first, then 300 points/s right and 120 up for the last 100 ms.
        estimator.add(Point(x: 0, y: 0), at: 0)
        estimator.add(Point(x: 1, y: 0), at: 0.2)
        for step in 0...6 {
            let t = 0.2 + Double(step) / 60
            estimator.add(Point(x: 1 + 300 * (t - 0.2), y: -120 * (t - 0.2)), at: t)
        }
        let v = estimator.velocity(at: 0.3)
        XCTAssertEqual(v.x, 300, accuracy: 1e-6)
        XCTAssertEqual(v.y, -120, accuracy: 1e-6)
    }

    func testAPointerThatStoppedThrowsNothing() {
        var estimator = VelocityEstimator()
        estimator.add(Point(x: 0, y: 0), at: 0)
        estimator.add(Point(x: 100, y: 0), at: 0.05)
        XCTAssertGreaterThan(estimator.velocity(at: 0.05).x, 1000)
        // Held still for 200 ms: the old samples are out of the window.
        estimator.add(Point(x: 100, y: 0), at: 0.25)
        XCTAssertEqual(estimator.velocity(at: 0.25), .zero)
    }

    func testOneJitteryReportDoesNotDominate() {
        var estimator = VelocityEstimator()
        for step in 0...6 { estimator.add(Point(x: Double(step) * 5, y: 0), at: Double(step) / 60) }
        estimator.add(Point(x: 31, y: 4), at: 0.1 + 1e-4)  // a report just after the one before
        let v = estimator.velocity(at: 0.1 + 1e-4)
        XCTAssertEqual(v.x, 300, accuracy: 40)
        XCTAssertLessThan(abs(v.y), 40)
    }

    func testBadSamplesAreIgnored() {
        var estimator = VelocityEstimator()
        estimator.add(Point(x: .nan, y: 0), at: 0)
        estimator.add(Point(x: 0, y: 0), at: .infinity)
        estimator.add(Point(x: 0, y: 0), at: 1)
        estimator.add(Point(x: 10, y: 0), at: 0.5)  // back in time
        XCTAssertEqual(estimator.velocity(at: 1), .zero)
    }

    /// The throw scene's pieces: a view held at 1.1×, thrown, bouncing off the terminal's edges,
    /// then snapped home while its scale animates back: it ends at home, upright, at scale 1.
    func testAThrownViewBouncesOffTheEdgesAndSnapsHomeUprightAtScale1() {
        let stage = Stage(width: 200, height: 120)
        let view = stage.square(20, at: Point(x: 100, y: 60))
        view.transform = AffineTransform(scale: 1.1).rotated(by: 0.3)
        let collision = CollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = DynamicItemBehavior(items: [view])
        properties.elasticity = 0.7
        properties.resistance = 0.5
        stage.animator.addBehavior(collision)
        stage.animator.addBehavior(properties)
        properties.addLinearVelocity(Point(x: 600, y: -250), for: view)
        properties.addAngularVelocity(4, for: view)
        var hitRight = false
        for _ in 0..<120 {
            stage.run(DynamicAnimator.stepDuration)  // every step: it touches the wall for one
            // Within a step's travel: it may bounce between two steps.
            hitRight = hitRight || engineBox(of: view).maxX >= 200 - 600 * DynamicAnimator.stepDuration
            XCTAssertTrue(isInside(view, stage.reference.bounds), "\(engineBox(of: view))")
        }
        XCTAssertTrue(hitRight, "it flew to the right edge")
        // Home: the snap brings it back upright; the scale animates to 1 at the same time.
        stage.animator.addBehavior(SnapBehavior(item: view, snapTo: Point(x: 100, y: 60)))
        stage.window.animator.animate(withDuration: 0.3) {
            view.transform = AffineTransform(rotationAngle: atan2(view.transform.b, view.transform.a))
        }
        stage.runUntilPaused()
        stage.run(0.5)
        XCTAssertEqual(view.center.x, 100, accuracy: 0.5)
        XCTAssertEqual(view.center.y, 60, accuracy: 0.5)
        XCTAssertEqual(view.transform.a, 1, accuracy: 1e-3)
        XCTAssertEqual(view.transform.b, 0, accuracy: 1e-3)
        XCTAssertEqual(view.transform.d, 1, accuracy: 1e-3)
        XCTAssertEqual(view.presentation.transform.a, 1, accuracy: 1e-3)
    }

    /// A square that a press grabs, hanging from the pointer, as the collision recipe's.
    private final class Grabbable: View {
        var grab: (Touch) -> Void = { _ in }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) { touches.first.map(grab) }
    }

    /// Grabbed off centre while turned 45°, a square hangs from the spot pressed: the pointer
    /// holds it where it is rather than yanking it (a pin of the wrong length would).
    func testATurnedItemGrabbedOffCentreStaysUnderThePointer() {
        let stage = Stage(width: 400, height: 400)
        let square = Grabbable(frame: Rect(x: 180, y: 180, width: 40, height: 40))
        stage.reference.addSubview(square)
        square.transform = AffineTransform(rotationAngle: .pi / 4)
        var drag: PointerDrag?
        square.grab = { drag = PointerDrag(item: square, touch: $0, in: stage.reference, animator: stage.animator) }
        // The closure holds the square, and the drag that holds the square: a cycle, broken here.
        defer { square.grab = { _ in } }
        let spot = Point(x: 200 + 15 / 2.0.squareRoot(), y: 200 + 15 / 2.0.squareRoot())  // 15 right in its axes
        let dispatcher = TouchDispatcher(window: stage.window)
        dispatcher.pointerDown(at: spot, time: 0)
        guard let attachment = drag?.attachment else { return XCTFail("not grabbed") }
        XCTAssertEqual(attachment.length, 0, accuracy: 1e-9)
        stage.run(0.5)
        XCTAssertEqual(square.center.distance(to: Point(x: 200, y: 200)), 0, accuracy: 1e-6)
    }
}
