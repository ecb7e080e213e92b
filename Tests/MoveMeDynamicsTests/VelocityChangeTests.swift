import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// A velocity given between steps (a push's impulse, added velocity) starts the item moving; it
/// does not move it there and then. Found by the dynamics fuzz target (Fuzz/Corpus/dynamics/
/// crash-a5a40cca…): the shown position is the engine's plus the velocity times the lag, so a
/// new velocity jumped the item by the lag's worth of it, with no step to see the wall.
final class VelocityChangeTests: XCTestCase {
    func testSettingAVelocityLeavesTheShownPositionWhereItWas() {
        let world = PhysicsWorld()
        let view = View(frame: Rect(x: 90, y: 90, width: 20, height: 20))
        let body = world.ensureBody(for: view)
        body.velocity = Point(x: 0, y: 300)
        world.step(DynamicAnimator.stepDuration)
        let before = body.position
        body.velocity = Point(x: 0, y: -12_000)
        // Before the fix, 12 300 points/s times half a step's lag: 51.25 points up at once.
        XCTAssertEqual(body.position.x, before.x, accuracy: 1e-9)
        XCTAssertEqual(body.position.y, before.y, accuracy: 1e-9)
    }

    func testAnInstantaneousPushIntoAWallSinksAnItemNoDeeperThanASubstep() {
        // The fuzzer's case: a 4 × 2.9 point item near the top, pushed up at 17 000 points/s.
        let stage = Stage(width: 363.29411764705884, height: 351.84313725490193)
        let view = stage.square(4, at: Point(x: 355.11418685121106, y: 44.45213379469434))
        view.bounds.size.height = 2.8705882352941177
        let walls = CollisionBehavior(items: [view])
        walls.translatesReferenceBoundsIntoBoundary = true
        stage.animator.addBehavior(walls)
        let push = PushBehavior(items: [view], mode: .instantaneous)
        push.pushDirection = Vector(dx: -0.02148546706779209, dy: -0.1988425877544316)
        stage.animator.addBehavior(push)
        var highest = view.center.y
        stage.run(0.2, frame: 1.0 / 144) { highest = min(highest, view.center.y) }
        // A sub-step at 17 300 points/s travels 9 points: its centre was at −25.07 before the
        // fix, the whole item 23.6 points beyond the wall's face; it is −4.20 now.
        XCTAssertEqual(highest, -4.197, accuracy: 0.01)
        XCTAssertGreaterThan(view.center.y, 0)
    }
}
