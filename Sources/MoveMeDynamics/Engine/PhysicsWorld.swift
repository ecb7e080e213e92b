internal import CChipmunk
import RealModule
import MoveMeCore

/// One Chipmunk space and what the animator keeps about it: the items' bodies, the owners of
/// collision shapes, and the contacts that began or ended during a step.
///
/// Every call into Chipmunk goes through here or through the behaviours' engine code, with
/// values checked first: Debian's build has its debug assertions on and aborts on bad input.
final class PhysicsWorld {
    let space: UnsafeMutablePointer<cpSpace>
    private let handler: UnsafeMutablePointer<cpCollisionHandler>
    private var bodies: [ItemID: ItemBody] = [:]
    /// The bodies in the order their items joined: everything done to them goes in this order,
    /// so a run is the same from one process to the next (dictionary order is not).
    private(set) var orderedBodies: [ItemBody] = []
    /// Who a collision shape belongs to, by the tag in its user data.
    private var owners: [Int: ShapeOwner] = [:]
    private var nextTag = 1
    /// Contacts reported during a step (or a removal), delivered once Chipmunk is done.
    var contacts: [Contact] = []
    /// What each installed behaviour made in this space, so it all goes with the space.
    private var states: [ObjectIdentifier: BehaviorEngineState] = [:]

    /// How long a body must be idle before it sleeps (Chipmunk's sleeping is the animator's pause).
    static let sleepTime = 0.5

    init() {
        space = moveme_cpSpaceNewSilently()
        cpSpaceSetSleepTimeThreshold(space, Self.sleepTime)
        cpSpaceSetIterations(space, Int32(Self.iterations))
        // Overlap is pushed out faster than Chipmunk's default (10% a 60th of a second), so a
        // heap of items pressed into a wall stays within a fraction of a point of it.
        cpSpaceSetCollisionBias(space, Double.pow(1 - 0.4, 60))
        handler = cpSpaceAddDefaultCollisionHandler(space)!
        handler.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
        handler.pointee.beginFunc = { arbiter, _, data in
            PhysicsWorld.from(data)?.record(arbiter, began: true)
            return 1
        }
        handler.pointee.separateFunc = { arbiter, _, data in
            PhysicsWorld.from(data)?.record(arbiter, began: false)
        }
    }

    deinit {
        // Contacts ending as the space empties are no one's news, and this object is going.
        handler.pointee.userData = nil
        // What behaviours made first, then the bodies, then the space.
        for state in states.values { state.tearDown(in: self) }
        states.removeAll()
        removeBodies(keeping: [])
        cpSpaceFree(space)
    }

    private static func from(_ data: UnsafeMutableRawPointer?) -> PhysicsWorld? {
        data.map { Unmanaged<PhysicsWorld>.fromOpaque($0).takeUnretainedValue() }
    }

    var staticBody: UnsafeMutablePointer<cpBody> { cpSpaceGetStaticBody(space) }

    // MARK: Bodies

    func body(for item: DynamicItem) -> ItemBody? { bodies[itemID(item)] }

    @discardableResult
    func ensureBody(for item: DynamicItem) -> ItemBody {
        if let existing = bodies[itemID(item)] { return existing }
        let body = ItemBody(item: item)
        cpSpaceAddBody(space, body.body)
        bodies[itemID(item)] = body
        orderedBodies.append(body)
        return body
    }

    /// Removes the bodies of items no behaviour holds any more. Their behaviours have already
    /// taken their shapes and constraints away.
    func removeBodies(keeping items: Set<ItemID>) {
        for body in orderedBodies where !items.contains(itemID(body.item)) {
            for shape in body.shapes { freeShape(shape) }
            cpSpaceRemoveBody(space, body.body)
        }
        orderedBodies.removeAll { !items.contains(itemID($0.item)) }
        bodies = bodies.filter { id, _ in items.contains(id) }
    }

    /// Chipmunk's own guess at the speed under which a body is idle (what gravity adds in one
    /// step), from the strongest gravity any body feels; never below `minimum`.
    func updateIdleSpeed(minimum: Double, step: Double) {
        let gravity = orderedBodies.map { Point($0.parameters.pointee.gravity).length }.max() ?? 0
        cpSpaceSetIdleSpeedThreshold(space, max(minimum, gravity * step))
    }

    // MARK: Shapes

    /// Adds a shape to the space with an owner that contact reports name.
    func add(_ shape: UnsafeMutablePointer<cpShape>, owner: ShapeOwner) {
        let tag = nextTag
        nextTag += 1
        owner.shape = shape
        owners[tag] = owner
        cpShapeSetUserData(shape, UnsafeMutableRawPointer(bitPattern: tag))
        cpSpaceAddShape(space, shape)
        if let item = owner.item, let body = bodies[itemID(item)] { body.shapes.append(shape) }
    }

    func freeShape(_ shape: UnsafeMutablePointer<cpShape>) {
        let tag = Int(bitPattern: cpShapeGetUserData(shape))
        // Removing a shape in contact reports the contact's end (Chipmunk keeps them paired).
        cpSpaceRemoveShape(space, shape)
        if let owner = owners.removeValue(forKey: tag), let item = owner.item, let body = bodies[itemID(item)] {
            body.shapes.removeAll { $0 == shape }
        }
        cpShapeFree(shape)
    }

    func owner(of shape: UnsafeMutablePointer<cpShape>?) -> ShapeOwner? {
        shape.flatMap { owners[Int(bitPattern: cpShapeGetUserData($0))] }
    }

    // MARK: Collision worlds

    /// How many collision behaviours get worlds of their own: two filter bits each, of 32.
    static let collisionWorlds = 16
    private var collisionIndexes: [Int] = []

    /// The filter index of a new collision behaviour; past 16 at once, indexes are shared (and
    /// so are those worlds).
    func allocateCollisionIndex() -> Int {
        let free = (0..<Self.collisionWorlds).first { !collisionIndexes.contains($0) }
        let index = free ?? collisionIndexes.count % Self.collisionWorlds
        collisionIndexes.append(index)
        return index
    }

    func releaseCollisionIndex(_ index: Int) {
        if let position = collisionIndexes.firstIndex(of: index) { collisionIndexes.remove(at: position) }
    }

    // MARK: Constraints

    /// Runs Chipmunk code that may print a warning, with the warning kept off the terminal.
    func quietly<T>(_ body: () -> T) -> T {
        moveme_setStandardErrorQuiet(1)
        defer { moveme_setStandardErrorQuiet(0) }
        return body()
    }

    func add(_ constraint: UnsafeMutablePointer<cpConstraint>) {
        cpSpaceAddConstraint(space, constraint)
    }

    func free(_ constraint: UnsafeMutablePointer<cpConstraint>) {
        cpSpaceRemoveConstraint(space, constraint)
        cpConstraintFree(constraint)
    }

    // MARK: Behaviours' engine objects

    /// The engine objects a behaviour keeps in this space, made on first use.
    func state<State: BehaviorEngineState>(for behavior: DynamicBehavior, make: () -> State) -> State {
        let id = ObjectIdentifier(behavior)
        if let existing = states[id] as? State { return existing }
        let made = make()
        states[id] = made
        return made
    }

    /// Takes a behaviour's engine objects out of the space.
    func removeState(for behavior: DynamicBehavior) {
        states.removeValue(forKey: ObjectIdentifier(behavior))?.tearDown(in: self)
    }

    // MARK: Contacts

    private func record(_ arbiter: UnsafeMutablePointer<cpArbiter>?, began: Bool) {
        guard let arbiter else { return }
        var a: UnsafeMutablePointer<cpShape>?, b: UnsafeMutablePointer<cpShape>?
        cpArbiterGetShapes(arbiter, &a, &b)
        guard let first = owner(of: a), let second = owner(of: b) else { return }
        var point: Point?
        if began, cpArbiterGetCount(arbiter) > 0 {
            // The point on the boundary when there is one, else between the two surfaces.
            let pa = Point(cpArbiterGetPointA(arbiter, 0)), pb = Point(cpArbiterGetPointB(arbiter, 0))
            if first.boundary != nil { point = pa }
            else if second.boundary != nil { point = pb }
            else { point = (pa + pb) / 2 }
        }
        contacts.append(Contact(began: began, first: first, second: second, point: point ?? .zero))
    }

    // MARK: Stepping

    /// How far (points) any point of a body may travel in one sub-step. Chipmunk finds a
    /// contact only after the move that made it, so this is how deep a flung item can sink into
    /// a wall, or into another item, before it is pushed back out: never through. With the
    /// overlap Chipmunk leaves alone (its collision slop, 0.1), within a point.
    static let maximumTravel = 0.8
    /// The most sub-steps a step is cut into: enough for 16 points a step (1920 points/s at
    /// 1/120 s), past the fastest throw on any usual terminal.
    static let maximumSubsteps = 16
    /// The solver's passes a step, shared among its sub-steps (each of which also solves), but
    /// never below `minimumIterations` a sub-step: a heap at rest takes one sub-step and all 40.
    static let iterations = 40
    static let minimumIterations = 20

    /// Runs the engine for `dt`, in as many equal sub-steps as the fastest body needs to travel
    /// no more than `maximumTravel` in each. The count depends only on the state, so a run is
    /// the same whatever the frame rate.
    func step(_ dt: Double) {
        let count = substeps(for: dt)
        let duration = dt / Double(count)
        cpSpaceSetIterations(space, Int32(max(Self.minimumIterations, (Self.iterations + count - 1) / count)))
        for body in orderedBodies { body.prepareForSubsteps(of: duration) }
        // Chipmunk starts a step from the last one's impulses scaled by the ratio of their
        // durations: right for a resting contact, but after an impact caught in a short
        // sub-step, a longer one would multiply the impact's impulse and fling the items
        // apart. Scaled down when sub-steps get shorter, never up.
        let previous = space.pointee.curr_dt
        if previous > 0, duration > previous { space.pointee.curr_dt = duration }
        // A continuous push's force, applied once a step, is spent by the first sub-step's
        // velocity update: it is given again to each sub-step (written directly, as the
        // setters would wake a sleeping body).
        let forces = count > 1 ? orderedBodies.map { ($0.body.pointee.f, $0.body.pointee.t) } : []
        quietly {
            for index in 0..<count {
                if index > 0 {
                    for (body, force) in zip(orderedBodies, forces) where !body.isSleeping {
                        (body.body.pointee.f, body.body.pointee.t) = force
                    }
                }
                cpSpaceStep(space, duration)
            }
        }
    }

    /// The sub-steps a step of `dt` takes: the fastest awake body's travel over `maximumTravel`.
    func substeps(for dt: Double) -> Int {
        var fastest = 0.0
        for body in orderedBodies where !body.isSleeping { fastest = max(fastest, body.fastestPointSpeed) }
        let needed = (fastest * dt / Self.maximumTravel).rounded(.up)
        return needed.isFinite ? Int(min(max(needed, 1), Double(Self.maximumSubsteps))) : Self.maximumSubsteps
    }

    func wakeAll() {
        for body in orderedBodies { cpBodyActivate(body.body) }
    }

    /// Whether every body sleeps (or there are none): nothing will move until something changes.
    var isResting: Bool { orderedBodies.allSatisfy(\.isSleeping) }
}

/// The owner of one collision shape: the behaviour, and the item or named boundary it stands for.
final class ShapeOwner {
    weak var behavior: CollisionBehavior?
    weak var item: DynamicItem?
    /// The boundary's identifier; nil for an item, and `.some(nil)` for the reference bounds.
    let boundary: String??
    var shape: UnsafeMutablePointer<cpShape>?

    init(behavior: CollisionBehavior, item: DynamicItem? = nil, boundary: String?? = nil) {
        self.behavior = behavior
        self.item = item
        self.boundary = boundary
    }
}

/// A contact that began or ended during a step.
struct Contact {
    let began: Bool
    let first: ShapeOwner
    let second: ShapeOwner
    let point: Point
}

/// What one behaviour made in a space (shapes, constraints); it removes them when asked.
class BehaviorEngineState {
    func tearDown(in world: PhysicsWorld) {}
}
