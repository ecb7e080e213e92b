internal import CChipmunk
import MoveMeCore

/// A force or an impulse on its items, as UIPushBehavior.
///
/// The "UIKit Newton": magnitude 1 gives a 100 × 100 item of density 1 (mass 10 000) an
/// acceleration of 100 points/s² (continuous) or a velocity change of 100 points/s
/// (instantaneous). An offset from an item's centre gives torque as well.
public final class PushBehavior: ItemListBehavior, DirectedBehavior {
    /// A force while active, or one impulse that turns itself off.
    public enum Mode: Sendable {
        /// A force, applied every step while `active`.
        case continuous
        /// An impulse, applied once at the next step; then `active` turns false.
        case instantaneous
    }

    /// Force (mass × points/s²) or impulse (mass × points/s) of a magnitude of 1.
    public static let newton = 10_000.0 * 100

    /// Whether it pushes continuously or once.
    public let mode: Mode
    /// An instantaneous push turns itself off once applied; turn it on to push again.
    public var active = true { didSet { if active { setNeedsSync() } } }
    /// The push's direction and magnitude: 1 is UIKit's unit (see the type).
    public var pushDirection = Vector.zero { didSet { setNeedsSync() } }
    private var offsets: [ItemID: Point] = [:]

    /// A push of `mode` on `items`, with no direction until one is set.
    public init(items: [DynamicItem] = [], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }

    public var direction: Vector {
        get { pushDirection }
        set { pushDirection = newValue }
    }

    /// Where on the item the push acts, from its centre in the item's own (turning) axes.
    public func setTargetOffsetFromCenter(_ offset: Point, for item: DynamicItem) {
        offsets[itemID(item)] = offset.sane(or: .zero)
        setNeedsSync()
    }

    /// Where on the item it pushes, from its centre; the centre unless set.
    public func targetOffsetFromCenter(for item: DynamicItem) -> Point {
        offsets[itemID(item)] ?? .zero
    }

    override func prepareStep(in world: PhysicsWorld, animator: DynamicAnimator) {
        guard active else { return }
        let limit = 1e6
        let push = Vector(dx: pushDirection.dx.sane(-limit...limit, or: 0),
                          dy: pushDirection.dy.sane(-limit...limit, or: 0)) * Self.newton
        if mode == .instantaneous { active = false }
        guard push != .zero else { return }
        let vector = cpVect(x: push.dx, y: push.dy)
        for item in items {
            guard let itemBody = world.body(for: item) else { continue }
            let body = itemBody.body
            let at = cpBodyLocalToWorld(body, cpVect(targetOffsetFromCenter(for: item)))
            switch mode {
            case .continuous:
                cpBodyApplyForceAtWorldPoint(body, vector, at)
            case .instantaneous:
                itemBody.takeUpLag()
                cpBodyApplyImpulseAtWorldPoint(body, vector, at)
                // The new velocity moves the body before anything limits it: limit it now.
                itemBody.velocity = itemBody.velocity
                itemBody.angularVelocity = itemBody.angularVelocity
            }
        }
    }
}
