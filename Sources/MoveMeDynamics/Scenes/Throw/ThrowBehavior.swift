#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoveMeCore

/// A thrown item's way home, as one composite behaviour (UIKit's way to package behaviours):
/// it flies off with the throw's velocity, bounces off the reference view's edges and slows
/// down; once it is slow, or has flown long enough, a snap takes it home and turns it upright.
/// Meanwhile the scale it was shown at when let go (a held placard's 1.1) eases back to 1.
public final class ThrowBehavior: DynamicBehavior {
    /// How much of its speed the item keeps off an edge. No friction: an edge mirrors the
    /// flight, as a ball off a cushion (with grip, a face-on hit only stops the slide).
    public static let elasticity = 0.6
    /// Linear damping per second: a flight slows to a glide, as over a table.
    public static let resistance = 1.2
    /// Angular damping per second: should anything set the item spinning (a face-on hit of
    /// an edge does not), the spin dies away before the snap turns it upright.
    public static let angularResistance = 2.0
    /// Below this speed (points/s) the flight is over and the snap takes the item home. A
    /// release without a throw is below it from the start: the item goes straight home.
    public static let homingSpeed = 40.0
    /// The longest flight before the snap, however fast the item still goes.
    public static let maximumFlight = 1.0
    /// How long the scale takes back to 1.
    public static let scaleDuration = 0.3

    public let item: DynamicItem
    /// Where the snap takes the item (a resize moves it).
    public var home: Point { didSet { snap?.snapPoint = home } }
    /// The reference view's edges as walls.
    public let collision: CollisionBehavior
    /// The bounce, the slowing, and the throw's velocity.
    public let properties: DynamicItemBehavior
    /// Added when the flight ends.
    public private(set) var snap: SnapBehavior?
    /// Simulated seconds since the throw.
    public var flightTime: Double { Double(steps) * DynamicAnimator.stepDuration }
    private var steps = 0
    /// The scale still to ease back to 1 from; nil once it is 1.
    private var startScale: Double?

    /// Throws `item` at `velocity` (points/s), shown at `scale` (uniform, no turn), to come home
    /// to `home`.
    public init(item: DynamicItem, velocity: Point, home: Point, scale: Double = 1) {
        self.item = item
        self.home = home
        startScale = scale == 1 ? nil : scale.sane(0.01...100, or: 1)
        collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        properties = DynamicItemBehavior(items: [item])
        properties.elasticity = Self.elasticity
        properties.resistance = Self.resistance
        properties.angularResistance = Self.angularResistance
        super.init()
        addChildBehavior(collision)
        addChildBehavior(properties)
        let thrown = velocity.finite(or: .zero)
        properties.addLinearVelocity(thrown, for: item)
        if thrown.length < Self.homingSpeed { comeHome() }
    }

    /// Whether the snap is taking the item home (the flight is over).
    public var isHoming: Bool { snap != nil }

    private func comeHome() {
        guard snap == nil else { return }
        let snap = SnapBehavior(item: item, snapTo: home)
        self.snap = snap
        addChildBehavior(snap)
    }

    /// Before each step: the scale eases back to 1, and a slow or long flight turns home. Done
    /// here rather than in `action`, which stays the app's.
    override func prepareStep(in world: PhysicsWorld, animator: DynamicAnimator) {
        if !isHoming, flightTime >= Self.maximumFlight || properties.linearVelocity(for: item).length < Self.homingSpeed {
            comeHome()
        }
        if let startScale {
            let progress = min(1, flightTime / Self.scaleDuration)
            let scale = progress < 1 ? startScale + (1 - startScale) * TimingCurve.easeInOut.value(at: progress) : 1
            // The animator owns the turn; the scale set here is kept as the item's own.
            let shown = item.transform
            item.transform = AffineTransform(scale: scale).rotated(by: atan2(shown.b, shown.a))
            if progress >= 1 { self.startScale = nil }
        }
        steps += 1
    }
}
