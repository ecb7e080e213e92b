import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

final class MotionTests: XCTestCase {
    func testFreeFallFollowsHalfGTSquared() {
        let stage = Stage(height: 5000)
        let view = stage.square(100, at: Point(x: 160, y: 100))
        stage.animator.addBehavior(GravityBehavior(items: [view]))
        for t in [0.25, 0.5, 1.0, 2.0] {
            stage.run(t - stage.time)
            let fallen = view.center.y - 100
            let expected = 0.5 * 1000 * t * t
            XCTAssertEqual(fallen, expected, accuracy: expected * 0.01, "at t = \(t)")
            XCTAssertEqual(view.center.x, 160, accuracy: 1e-9)
        }
    }

    func testGravityPullsAlongItsDirectionAndMagnitude() {
        let stage = Stage(width: 5000, height: 5000)
        let view = stage.square(10, at: Point(x: 2500, y: 2500))
        let gravity = GravityBehavior(items: [view])
        gravity.setAngle(0, magnitude: 0.5)  // to the right, 500 points/s²
        stage.animator.addBehavior(gravity)
        stage.run(1)
        XCTAssertEqual(view.center.x - 2500, 250, accuracy: 2.5)
        XCTAssertEqual(view.center.y, 2500, accuracy: 1e-6)
    }

    func testGravityActsOnlyOnItsOwnItems() {
        let stage = Stage()
        let falling = stage.square(50, at: Point(x: 100, y: 100))
        let still = stage.square(50, at: Point(x: 200, y: 100))
        stage.animator.addBehavior(GravityBehavior(items: [falling]))
        stage.animator.addBehavior(DynamicItemBehavior(items: [still]))
        stage.run(0.5)
        XCTAssertGreaterThan(falling.center.y, 200)
        XCTAssertEqual(still.center, Point(x: 200, y: 100))
    }

    func testContinuousPushGivesTheUIKitNewtonAcceleration() {
        // Magnitude 1 on 100 × 100 at density 1: 100 points/s²; on 50 × 50, four times that.
        let stage = Stage(width: 10_000, height: 10_000)
        let big = stage.square(100, at: Point(x: 1000, y: 1000))
        let small = stage.square(50, at: Point(x: 1000, y: 3000))
        let push = PushBehavior(items: [big, small], mode: .continuous)
        push.pushDirection = Vector(dx: 1, dy: 0)
        stage.animator.addBehavior(push)
        stage.run(1)
        XCTAssertEqual(big.center.x - 1000, 50, accuracy: 0.5)      // ½ · 100 · 1²
        XCTAssertEqual(small.center.x - 1000, 200, accuracy: 2)     // ½ · 400 · 1²
    }

    func testInstantaneousPushChangesVelocityOnceAndTurnsOff() {
        let stage = Stage(width: 10_000, height: 10_000)
        let view = stage.square(100, at: Point(x: 1000, y: 1000))
        let push = PushBehavior(items: [view], mode: .instantaneous)
        push.pushDirection = Vector(dx: 0, dy: 2)
        let properties = DynamicItemBehavior(items: [view])
        stage.animator.addBehavior(push)
        stage.animator.addBehavior(properties)
        stage.run(1)
        XCTAssertFalse(push.active)
        XCTAssertEqual(properties.linearVelocity(for: view).y, 200, accuracy: 1e-6)
        XCTAssertEqual(view.center.y - 1000, 200, accuracy: 2)
    }

    func testDensityScalesMassForAPush() {
        let stage = Stage(width: 10_000, height: 10_000)
        let view = stage.square(100, at: Point(x: 1000, y: 1000))
        let properties = DynamicItemBehavior(items: [view])
        properties.density = 4
        let push = PushBehavior(items: [view], mode: .instantaneous)
        push.magnitude = 1
        stage.animator.addBehavior(properties)
        stage.animator.addBehavior(push)
        stage.run(0.1)
        XCTAssertEqual(properties.linearVelocity(for: view).x, 25, accuracy: 1e-6)
    }

    func testPushOffCentreTurnsTheItem() {
        let stage = Stage(width: 10_000, height: 10_000)
        let view = stage.square(100, at: Point(x: 1000, y: 1000))
        let push = PushBehavior(items: [view], mode: .instantaneous)
        push.pushDirection = Vector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(Point(x: 50, y: 0), for: view)
        let properties = DynamicItemBehavior(items: [view])
        stage.animator.addBehavior(push)
        stage.animator.addBehavior(properties)
        stage.run(0.1)
        // A downward push on the right edge turns it clockwise (positive angle, y down).
        XCTAssertGreaterThan(properties.angularVelocity(for: view), 0.5)
        XCTAssertGreaterThan(view.transform.b, 0)
    }

    func testAddedLinearVelocityThrowsTheItem() {
        let stage = Stage(width: 10_000, height: 10_000)
        let view = stage.square(10, at: Point(x: 1000, y: 1000))
        let properties = DynamicItemBehavior(items: [view])
        stage.animator.addBehavior(properties)
        properties.addLinearVelocity(Point(x: 300, y: -100), for: view)
        stage.run(0.5)
        XCTAssertEqual(view.center.x, 1150, accuracy: 1.5)
        XCTAssertEqual(view.center.y, 950, accuracy: 0.5)
    }

    func testResistanceSlowsAnItemDown() {
        let stage = Stage(width: 10_000, height: 10_000)
        let view = stage.square(10, at: Point(x: 1000, y: 1000))
        let properties = DynamicItemBehavior(items: [view])
        properties.resistance = 2
        stage.animator.addBehavior(properties)
        properties.addLinearVelocity(Point(x: 300, y: 0), for: view)
        stage.run(1)
        // v' = −2v: after 1 s about e⁻² of the speed is left.
        XCTAssertEqual(properties.linearVelocity(for: view).x, 300 * 0.1353, accuracy: 2)
    }

    func testElasticitySetsTheBounceHeight() {
        func bounceHeight(elasticity: Double) -> Double {
            let stage = Stage(width: 320, height: 480)
            let view = stage.square(20, at: Point(x: 160, y: 100))
            let properties = stage.dropInBox([view]).properties
            properties.elasticity = elasticity
            properties.allowsRotation = false
            // Fall to the floor (bottom of the square at 480), then take the highest point after.
            stage.run(0.9, frame: 1.0 / 120)
            var highest = Double.infinity
            for _ in 0..<120 {
                stage.run(1.0 / 120, frame: 1.0 / 120)
                highest = min(highest, view.center.y)
            }
            return 470 - highest
        }
        let drop = 470.0 - 100
        // A bounce rises e² of the drop.
        XCTAssertEqual(bounceHeight(elasticity: 1), drop, accuracy: drop * 0.08)
        XCTAssertEqual(bounceHeight(elasticity: 0.5), drop * 0.25, accuracy: drop * 0.05)
        XCTAssertLessThan(bounceHeight(elasticity: 0), 1)
    }

    func testFrictionStopsASlidingItemAndWithoutItItSlidesOn() {
        func slide(friction: Double) -> Double {
            let stage = Stage(width: 5000, height: 480)
            let view = stage.square(40, at: Point(x: 100, y: 460))
            let properties = stage.dropInBox([view]).properties
            properties.friction = friction
            properties.allowsRotation = false
            stage.run(0.2)
            properties.addLinearVelocity(Point(x: 200, y: 0), for: view)
            stage.run(3)
            return view.center.x - 100
        }
        // μ = 0.5 against the wall's 1: a = μg = 500 points/s², so it stops after 200²/1000 = 40.
        XCTAssertEqual(slide(friction: 0.5), 40, accuracy: 3)
        XCTAssertEqual(slide(friction: 0), 600, accuracy: 5)
    }

    func testAngularResistanceSlowsASpin() {
        let stage = Stage(width: 1000, height: 1000)
        let view = stage.square(20, at: Point(x: 500, y: 500))
        let properties = DynamicItemBehavior(items: [view])
        properties.angularResistance = 3
        stage.animator.addBehavior(properties)
        properties.addAngularVelocity(10, for: view)
        stage.run(1)
        // ω' = −3ω: about e⁻³ of the spin is left after a second.
        XCTAssertEqual(properties.angularVelocity(for: view), 10 * 0.0498, accuracy: 0.05)
    }
}
