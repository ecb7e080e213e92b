internal import CChipmunk
import MoveMeCore

/// Pulls one item to a point with a damped spring and turns it back upright, as UISnapBehavior.
/// `damping` runs from 0 (the most oscillation) to 1 (the least).
public final class SnapBehavior: DynamicBehavior {
    /// The spring's natural frequency: a snap across the screen settles in about a second.
    static let frequency = 1.5

    public let item: DynamicItem
    public var snapPoint: Point { didSet { setNeedsSync() } }
    public var damping = 0.5 { didSet { setNeedsSync() } }

    public init(item: DynamicItem, snapTo point: Point) {
        self.item = item
        snapPoint = point.finite(or: item.center)
        super.init()
    }

    /// Even at damping 0 the snap settles, as UIKit's does, only slowly.
    var spring: Spring {
        Spring(frequency: Self.frequency, dampingRatio: 0.05 + 0.95 * damping.sane(0...1, or: 0.5))
    }

    override var behaviorItems: [DynamicItem] { [item] }

    override func sync(in world: PhysicsWorld, animator: DynamicAnimator) {
        guard let body = world.body(for: item) else { return }
        let state = world.state(for: self) { SnapState(world: world, body: body.body) }
        let point = snapPoint.finite(or: body.position)
        cpDampedSpringSetAnchorB(state.position, cpVect(point))
        let linear = spring.constants(mass: body.mass)
        cpDampedSpringSetStiffness(state.position, linear.stiffness)
        cpDampedSpringSetDamping(state.position, linear.damping)
        let moment = cpBodyGetMoment(body.body)
        let angular = spring.constants(mass: moment.isFinite ? moment : 0)
        // Upright is the nearest whole turn, so a body that spun does not unwind every turn.
        cpDampedRotarySpringSetRestAngle(state.rotation, (body.angle / (2 * .pi)).rounded() * 2 * .pi)
        cpDampedRotarySpringSetStiffness(state.rotation, angular.stiffness)
        cpDampedRotarySpringSetDamping(state.rotation, angular.damping)
    }
}

/// The snap's two springs: the centre to the point, the angle to upright.
private final class SnapState: BehaviorEngineState {
    let position: UnsafeMutablePointer<cpConstraint>
    let rotation: UnsafeMutablePointer<cpConstraint>

    init(world: PhysicsWorld, body: UnsafeMutablePointer<cpBody>) {
        let anchor = world.staticBody
        position = cpDampedSpringNew(body, anchor, cpVect(x: 0, y: 0), cpBodyGetPosition(body), 0, 0, 0)
        rotation = cpDampedRotarySpringNew(body, anchor, 0, 0, 0)
        world.add(position)
        world.add(rotation)
    }

    override func tearDown(in world: PhysicsWorld) {
        world.free(position)
        world.free(rotation)
    }
}
