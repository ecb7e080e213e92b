import RealModule
import MoveMeCore

/// A thrown item's way home, as one composite behaviour (UIKit's way to package behaviours):
/// it flies off with the throw's velocity, bounces off the reference view's edges and slows
/// down; once it is slow, or has flown long enough, a snap takes it home and turns it upright.
/// Meanwhile the scale it was shown at when let go (a held placard's 1.1) eases back to 1.
/// A throw given off the item's centre also turns it, as a push off the centre turns a UIKit
/// Dynamics item that `allowsRotation`; turning, it hits the edges with its corners, which
/// turn it again.
public final class ThrowBehavior: DynamicBehavior {
    /// How much of its speed the item keeps off an edge. No friction: an edge mirrors the
    /// flight, as a ball off a cushion (with grip, a face-on hit only stops the slide; it does
    /// not turn an upright item either, as the wall's push moves to the leading corner).
    public static let elasticity = 0.6
    /// The fastest turn a throw gives (radians/s): two turns a second.
    public static let maximumSpin = 4 * Double.pi
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
    /// Home is closer than this (points), slower than `arrivalSpeed` (points/s), upright within
    /// `arrivalAngle` (radians: the placard's ends within a quarter point) and turning slower
    /// than `arrivalSpin` (radians/s): `hasArrived`.
    public static let arrivalDistance = 0.5
    /// See `arrivalDistance`.
    public static let arrivalSpeed = 10.0
    /// See `arrivalDistance`.
    public static let arrivalAngle = 0.02
    /// See `arrivalDistance`.
    public static let arrivalSpin = 0.3

    /// The item thrown.
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

    /// Throws `item` at `velocity` (points/s) and turning at `spin` (radians/s, clockwise on
    /// screen), shown at `scale` (uniform, no turn), to come home to `home`.
    public init(item: DynamicItem, velocity: Point, spin: Double = 0, home: Point, scale: Double = 1) {
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
        properties.addAngularVelocity(spin.sane(-Self.maximumSpin...Self.maximumSpin, or: 0), for: item)
        if thrown.length < Self.homingSpeed { comeHome() }
    }

    /// The turn a throw at `velocity` gives an item of `size` held at `grip` (points from its
    /// centre, in the reference view's axes): what a push at that point gives a box of even
    /// density, ω = (r × v) / (|r|² + I/m), with I/m = (w² + h²) / 12; the centre keeps the
    /// pointer's velocity, as a throw held at the centre does. A throw up from the right end
    /// turns the item anticlockwise (negative); held at the centre it does not turn.
    public static func spin(throwing velocity: Point, heldAt grip: Point, size: Size) -> Double {
        let lever = grip.x * grip.x + grip.y * grip.y
        let inertia = (size.width * size.width + size.height * size.height) / 12
        guard lever + inertia > 0 else { return 0 }
        let spin = (grip.x * velocity.y - grip.y * velocity.x) / (lever + inertia)
        return spin.sane(-maximumSpin...maximumSpin, or: 0)
    }

    /// Whether the snap is taking the item home (the flight is over).
    public var isHoming: Bool { snap != nil }

    /// Whether the snap has as good as brought the item home: under half a point away, hardly
    /// moving, upright and at its size. A spring's last approach is an exponential tail, and
    /// drawn it crept the last cells home for over a second before the engine let the item
    /// sleep; from here the owner puts it exactly home, a move of less than a pixel.
    public var hasArrived: Bool {
        guard isHoming, startScale == nil else { return false }
        let turn = Double.atan2(y: item.transform.b, x: item.transform.a)
        return item.center.distance(to: home) < Self.arrivalDistance
            && properties.linearVelocity(for: item).length < Self.arrivalSpeed
            && abs(turn) < Self.arrivalAngle
            && abs(properties.angularVelocity(for: item)) < Self.arrivalSpin
    }

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
            item.transform = AffineTransform(scale: scale).rotated(by: Double.atan2(y: shown.b, x: shown.a))
            if progress >= 1 { self.startScale = nil }
        }
        steps += 1
    }
}
