import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

final class DeterminismTests: XCTestCase {
    /// The collision recipe with a bouncy, spinning extra and a push, run to t = 2 s in frames of
    /// `frame` seconds; every item's centre and transform then.
    private func state(frame: Double) -> [String] {
        let stage = Stage()
        let red = stage.square(50, at: Point(x: 160, y: 240))
        let green = stage.square(50, at: Point(x: 160, y: 300))
        let blue = stage.square(30, at: Point(x: 60, y: 100))
        let items = [red, green, blue]
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = DynamicItemBehavior(items: [blue])
        properties.elasticity = 0.8
        let push = PushBehavior(items: [blue], mode: .instantaneous)
        push.pushDirection = Vector(dx: 0.3, dy: -0.1)
        push.setTargetOffsetFromCenter(Point(x: 0, y: 10), for: blue)
        for behavior in [GravityBehavior(items: items), collision, properties, push] as [DynamicBehavior] {
            stage.animator.addBehavior(behavior)
        }
        stage.run(2, frame: frame)
        return items.map { "\($0.center) \($0.transform)" }
    }

    func testTheStateAtTwoSecondsIsTheSameAt30And60And144Hertz() {
        let at60 = state(frame: 1.0 / 60)
        XCTAssertEqual(state(frame: 1.0 / 30), at60)
        XCTAssertEqual(state(frame: 1.0 / 144), at60)
        // Not trivially so: the blue square moved and turned.
        XCTAssertFalse(at60[2].hasPrefix("(60.0, 100.0)"))
    }

    func testAFrameRateThatIsNoMultipleOfTheStepStillAgrees() {
        XCTAssertEqual(state(frame: 0.0173), state(frame: 1.0 / 60))
    }
}
