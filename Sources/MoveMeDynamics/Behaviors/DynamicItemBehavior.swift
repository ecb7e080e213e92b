import MoveMeCore
internal import CChipmunk

/// Physical properties of its items, and their velocities, as UIDynamicItemBehavior.
///
/// When several item behaviours name the same item, the one added last wins. Chipmunk combines
/// two surfaces by multiplying their elasticities and frictions; boundaries count as 1, so
/// against a wall an item's own values apply.
public final class DynamicItemBehavior: ItemListBehavior {
    /// 0 (no bounce) to 1 (all energy kept).
    public var elasticity = 0.0 { didSet { setNeedsSync() } }
    /// Resistance to sliding along a surface in contact: 0 (none) and up.
    public var friction = 0.0 { didSet { setNeedsSync() } }
    /// Mass is width × height × density. The engine takes densities of 0.01 to 100 (values
    /// outside are clamped): items 10⁴ times heavier than their neighbours are already past what
    /// an iterative solver keeps apart.
    public var density = 1.0 { didSet { setNeedsSync() } }
    static let densities = 0.01...100.0
    /// Linear damping, per second: 0 (none) and up.
    public var resistance = 0.0 { didSet { setNeedsSync() } }
    /// Angular damping, per second: 0 (none) and up.
    public var angularResistance = 0.0 { didSet { setNeedsSync() } }
    /// Whether its items may turn; true by default.
    public var allowsRotation = true { didSet { setNeedsSync() } }

    /// Velocities asked for before the item had a body; given at the next sync.
    private var pendingLinear: [ItemID: Point] = [:]
    private var pendingAngular: [ItemID: Double] = [:]

    // MARK: Velocities

    /// Adds to the item's velocity (points/s): throwing a view is giving it the gesture's.
    public func addLinearVelocity(_ velocity: Point, for item: DynamicItem) {
        guard velocity.isFinite, items.contains(where: { $0 === item }) else { return }
        if let body = dynamicAnimator?.world.body(for: item) {
            body.velocity = body.velocity + velocity
        } else {
            pendingLinear[itemID(item), default: .zero] = pendingLinear[itemID(item), default: .zero] + velocity
        }
        setNeedsSync()
    }

    /// The item's velocity now, in points per second.
    public func linearVelocity(for item: DynamicItem) -> Point {
        dynamicAnimator?.world.body(for: item)?.velocity ?? pendingLinear[itemID(item)] ?? .zero
    }

    /// Adds to the item's angular velocity (radians/s, positive clockwise on screen).
    public func addAngularVelocity(_ velocity: Double, for item: DynamicItem) {
        guard velocity.isFinite, items.contains(where: { $0 === item }) else { return }
        if let body = dynamicAnimator?.world.body(for: item) {
            body.angularVelocity += velocity
        } else {
            pendingAngular[itemID(item), default: 0] += velocity
        }
        setNeedsSync()
    }

    /// The item's angular velocity now, in radians per second.
    public func angularVelocity(for item: DynamicItem) -> Double {
        dynamicAnimator?.world.body(for: item)?.angularVelocity ?? pendingAngular[itemID(item)] ?? 0
    }

    // MARK: Engine

    override func applyParameters(in world: PhysicsWorld) {
        for item in items {
            guard let body = world.body(for: item) else { continue }
            body.elasticity = elasticity.sane(0...1, or: 0)
            body.friction = friction.sane(0...1e3, or: 0)
            body.density = density.sane(Self.densities, or: 1)
            body.parameters.pointee.resistance = resistance.sane(0...1e6, or: 0)
            body.parameters.pointee.angularResistance = angularResistance.sane(0...1e6, or: 0)
            body.allowsRotation = allowsRotation
        }
    }

    override func sync(in world: PhysicsWorld, animator: DynamicAnimator) {
        for item in items {
            guard let body = world.body(for: item) else { continue }
            if let v = pendingLinear.removeValue(forKey: itemID(item)) { body.velocity = body.velocity + v }
            if let w = pendingAngular.removeValue(forKey: itemID(item)) { body.angularVelocity += w }
        }
    }

    public override func willMove(to dynamicAnimator: DynamicAnimator?) {
        if dynamicAnimator == nil { (pendingLinear, pendingAngular) = ([:], [:]) }
    }
}
