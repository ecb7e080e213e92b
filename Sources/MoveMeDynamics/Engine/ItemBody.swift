internal import CChipmunk
import RealModule
import MoveMeCore

/// The engine's body for one dynamic item: a Chipmunk body sized from the item's bounds, the
/// parameters its behaviours give it, and the shapes collision behaviours attach to it.
final class ItemBody {
    /// The smallest side the engine is given: Chipmunk aborts on zero mass.
    static let minimumSide = 1e-3

    /// Held strongly: a body lives only while a behaviour holds its item.
    let item: DynamicItem
    let body: UnsafeMutablePointer<cpBody>
    /// The item's size as the engine knows it: read when the item joins, and again when the
    /// app says it changed (`readSize`).
    private(set) var size: Size
    let parameters: UnsafeMutablePointer<MoveMeBodyParameters>
    /// The shapes collision behaviours made for this item (one per behaviour).
    var shapes: [UnsafeMutablePointer<cpShape>] = []

    // Item properties (UIDynamicItemBehavior), reset and folded in at every sync.
    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var allowsRotation = true
    /// Damping that springs add (a snap's), per second, on top of the item's resistance.
    var springResistance = 0.0

    /// Half the duration of the last sub-step: how far, in time, Chipmunk's position lags the
    /// motion (see `position`).
    private var lag = DynamicAnimator.stepDuration / 2

    /// The transform the animator last wrote, and the part of it that is the view's own
    /// (scale, translation): see `writeBack()`.
    private var writtenTransform: AffineTransform?
    private var ownTransform = AffineTransform.identity

    init(item: DynamicItem) {
        self.item = item
        size = Self.size(of: item)
        let mass = size.width * size.height
        body = cpBodyNew(mass, cpMomentForBox(mass, size.width, size.height))
        parameters = .allocate(capacity: 1)
        parameters.initialize(to: MoveMeBodyParameters(gravity: cpVect(x: 0, y: 0), resistance: 0, angularResistance: 0))
        cpBodySetUserData(body, UnsafeMutableRawPointer(parameters))
        cpBodySetVelocityUpdateFunc(body, moveme_velocityFunction())
        readState()
    }

    deinit {
        cpBodyFree(body)
        parameters.deinitialize(count: 1)
        parameters.deallocate()
    }

    var mass: Double { size.width * size.height * density }

    /// Takes the item's centre and rotation as the body's (after the app moved it itself).
    func readState() {
        let shown = item.center.sane(or: position)
        cpBodySetPosition(body, cpVect(shown - Point(cpBodyGetVelocity(body)) * lag))
        let t = item.transform
        if t.isFinite { cpBodySetAngle(body, Double.atan2(y: t.b, x: t.a)) }
        writtenTransform = nil
    }

    private static func size(of item: DynamicItem) -> Size {
        Size(width: item.bounds.width.sane(minimumSide...1e7, or: 1), height: item.bounds.height.sane(minimumSide...1e7, or: 1))
    }

    /// Takes the item's bounds as its size (after the app resized it). Mass and moment follow
    /// at the next sync; collision behaviours make their shapes again at the new size.
    func readSize() {
        size = Self.size(of: item)
    }

    /// Resets what behaviours fold in at a sync.
    func resetParameters() {
        parameters.pointee = MoveMeBodyParameters(gravity: cpVect(x: 0, y: 0), resistance: 0, angularResistance: 0)
        (elasticity, friction, density, allowsRotation, springResistance) = (0, 0, 1, true, 0)
    }

    /// Applies the folded item properties: mass, moment, and the material of every shape.
    func applyProperties() {
        parameters.pointee.resistance += springResistance
        let m = mass
        if cpBodyGetMass(body) != m { cpBodySetMass(body, m) }
        let moment = allowsRotation ? cpMomentForBox(m, size.width, size.height) : .infinity
        if cpBodyGetMoment(body) != moment { cpBodySetMoment(body, moment) }
        if !allowsRotation { cpBodySetAngularVelocity(body, 0) }
        for shape in shapes { applyMaterial(to: shape) }
    }

    func applyMaterial(to shape: UnsafeMutablePointer<cpShape>) {
        cpShapeSetElasticity(shape, elasticity)
        cpShapeSetFriction(shape, friction)
    }

    var velocity: Point {
        get { Point(cpBodyGetVelocity(body)) }
        set {
            let v = newValue.finite(or: velocity)
            takeUpLag()
            cpBodySetVelocity(body, cpVect(Point(x: v.x.sane(-1e5...1e5, or: 0), y: v.y.sane(-1e5...1e5, or: 0))))
        }
    }

    var angularVelocity: Double {
        get { cpBodyGetAngularVelocity(body) }
        set { cpBodySetAngularVelocity(body, allowsRotation ? newValue.sane(-1e3...1e3, or: 0) : 0) }
    }

    /// Where the item is shown: Chipmunk moves a body with the velocity of the step before
    /// (positions are integrated before velocities), so its position lags the motion by half a
    /// (sub-)step; half a step of the current velocity puts it back on the exact path under a
    /// constant force (½gt² at every step, not ½g·t(t − Δt)).
    var position: Point {
        Point(cpBodyGetPosition(body)) + Point(cpBodyGetVelocity(body)) * lag
    }
    var angle: Double { cpBodyGetAngle(body) }

    /// The fastest any point of the body moves (points/s): its centre's speed plus its corners'
    /// turning, half the diagonal away.
    var fastestPointSpeed: Double {
        velocity.length + abs(angularVelocity) * (size.width * size.width + size.height * size.height).squareRoot() / 2
    }

    /// The coming sub-steps last `duration`: the engine's position moves so that the shown one
    /// does not (the lag is half a sub-step). Written directly, as the setter would restart the
    /// body's count towards sleep; the next sub-step moves its shapes with it. A sleeping body is
    /// left as it is until it wakes.
    func prepareForSubsteps(of duration: Double) {
        let next = duration / 2
        guard next != lag, !isSleeping else { return }
        body.pointee.p = cpVect(Point(body.pointee.p) + velocity * (lag - next))
        lag = next
    }
    var isSleeping: Bool { cpBodyIsSleeping(body) != 0 }

    /// Makes the engine's position the shown one, with no lag, before something outside a step
    /// changes the velocity (a push's impulse, added velocity). The shown position is the
    /// engine's plus the velocity times the lag, so a new velocity would move the item at once,
    /// by the lag's worth of it, with no step to find what is in the way: an instantaneous push
    /// of 17 000 points/s put a small item 25 points into a wall, all of it outside the walls'
    /// rectangle (found by the dynamics fuzz target). The next sub-steps take the lag up again
    /// from here: half a sub-step's travel, as any other sub-step. (Through the setter, unlike
    /// `prepareForSubsteps`: the body wakes anyway as its velocity changes, and the position
    /// reads back through the transform the setter updates.)
    func takeUpLag() {
        guard lag != 0 else { return }
        cpBodySetPosition(body, cpVect(position))
        lag = 0
    }

    /// Writes the body's position into `center` and its rotation into `transform`.
    ///
    /// The animator owns only the rotation of `transform`; the rest (a scale, say, that an
    /// animation sets) stays the view's. When the transform is not what the animator last wrote,
    /// someone else set it: its rotation is taken out and the remainder kept as the view's own.
    /// The transform written is then the view's own followed by the body's rotation, so a view
    /// swelling to 2× while the physics turns it shows both.
    func writeBack() {
        item.center = position
        let current = item.transform
        if current != writtenTransform, current.isFinite {
            ownTransform = current.concatenating(AffineTransform(rotationAngle: -Double.atan2(y: current.b, x: current.a)))
        }
        let next = ownTransform.concatenating(AffineTransform(rotationAngle: angle))
        writtenTransform = next
        if next != current { item.transform = next }
    }
}
