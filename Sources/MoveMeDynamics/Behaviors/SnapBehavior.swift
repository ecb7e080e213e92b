internal import CChipmunk
import MoveMeCore

/// Pulls one item to a point with a damped spring and turns it back upright, as UISnapBehavior.
/// `damping` runs from 0 (the most oscillation) to 1 (the least).
public final class SnapBehavior: DynamicBehavior {
    /// The spring's natural frequency: a snap across the screen settles in about a second.
    static let frequency = 1.5

    /// The item it pulls.
    public let item: DynamicItem
    /// Where it pulls the item's centre to, in the reference view.
    public var snapPoint: Point { didSet { setNeedsSync() } }
    /// Damping ratio of the spring (0...1): 0.5 by default.
    public var damping = 0.5 { didSet { setNeedsSync() } }

    /// Pulls `item` to `point` (its centre, if `point` is not finite).
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

    /// The spring's damping, as a resistance of the item's (per second): Chipmunk's damped
    /// spring damps only along its own axis, so an item arriving sideways (a throw) would orbit
    /// the point for many seconds; a resistance damps every direction alike.
    override func applyParameters(in world: PhysicsWorld) {
        guard let body = world.body(for: item) else { return }
        body.springResistance += spring.constants(mass: 1).damping
    }

    override func sync(in world: PhysicsWorld, animator: DynamicAnimator) {
        guard let body = world.body(for: item) else { return }
        let state = world.state(for: self) { SnapState(world: world, body: body.body) }
        let point = snapPoint.sane(or: body.position)
        cpDampedSpringSetAnchorB(state.position, cpVect(point))
        cpDampedSpringSetStiffness(state.position, spring.constants(mass: body.mass).stiffness)
        cpDampedSpringSetDamping(state.position, 0)
        // Turning upright needs a body that turns: against the static body, a rotary spring on one
        // that may not rotate has nothing to move, and Chipmunk aborts ("Unsolvable spring").
        let moment = cpBodyGetMoment(body.body)
        guard let rotation = state.rotation(in: world, enabled: body.allowsRotation && moment.isFinite) else { return }
        let angular = spring.constants(mass: moment)
        // Upright is the nearest whole turn, so a body that spun does not unwind every turn.
        cpDampedRotarySpringSetRestAngle(rotation, (body.angle / (2 * .pi)).rounded() * 2 * .pi)
        cpDampedRotarySpringSetStiffness(rotation, angular.stiffness)
        cpDampedRotarySpringSetDamping(rotation, angular.damping)
    }
}

/// The snap's springs: the centre to the point, and the angle to upright while the item turns.
private final class SnapState: BehaviorEngineState {
    let body: UnsafeMutablePointer<cpBody>
    let position: UnsafeMutablePointer<cpConstraint>
    private var rotation: UnsafeMutablePointer<cpConstraint>?

    init(world: PhysicsWorld, body: UnsafeMutablePointer<cpBody>) {
        self.body = body
        position = cpDampedSpringNew(body, world.staticBody, cpVect(x: 0, y: 0), cpBodyGetPosition(body), 0, 0, 0)
        world.add(position)
    }

    /// The rotary spring, made or taken away to match `enabled`.
    func rotation(in world: PhysicsWorld, enabled: Bool) -> UnsafeMutablePointer<cpConstraint>? {
        if enabled, rotation == nil {
            let made = cpDampedRotarySpringNew(body, world.staticBody, 0, 0, 0)!
            world.add(made)
            rotation = made
        } else if !enabled, let existing = rotation {
            world.free(existing)
            rotation = nil
        }
        return rotation
    }

    override func tearDown(in world: PhysicsWorld) {
        world.free(position)
        rotation.map(world.free)
        rotation = nil
    }
}
