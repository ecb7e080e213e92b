internal import CChipmunk
import RealModule
import MoveMeCore

/// Ties an item to an anchor point or to another item, as UIAttachmentBehavior: rigid at
/// `length` while `frequency` is 0, a damped spring otherwise. The anchor can move: dragging a
/// view with a finger is an attachment to the touch point.
public final class AttachmentBehavior: DynamicBehavior {
    /// What an attachment ties an item to: another item, or an anchor point.
    public enum Kind: Sendable {
        /// Two items, to each other.
        case items
        /// One item, to an anchor point.
        case anchor
    }

    /// Whether it ties an item to another item or to an anchor point.
    public let attachedBehaviorType: Kind
    /// One item (anchor) or two (items).
    public let items: [DynamicItem]
    /// Points in each item's own axes, from its centre.
    let offsets: [Point]
    /// The anchor, in the reference view's coordinates (anchor attachments only).
    public var anchorPoint: Point { didSet { setNeedsSync() } }
    /// The distance held between the attachment points: at first, the distance when made.
    public var length: Double { didSet { setNeedsSync() } }
    /// Hz; 0 makes the attachment rigid.
    public var frequency = 0.0 { didSet { setNeedsSync() } }
    /// Damping ratio of the spring (0...1).
    public var damping = 0.0 { didSet { setNeedsSync() } }

    /// Ties the item's centre to `anchor`, at the distance between them now.
    public convenience init(item: DynamicItem, attachedToAnchor anchor: Point) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: anchor)
    }

    /// Ties a point of the item, `offset` from its centre in its own axes, to `anchor`, at the
    /// distance between them now.
    public init(item: DynamicItem, offsetFromCenter offset: Point, attachedToAnchor anchor: Point) {
        attachedBehaviorType = .anchor
        items = [item]
        offsets = [offset.sane(or: .zero)]
        anchorPoint = anchor.finite(or: item.center)
        length = Self.attachmentPoint(of: item, offset: offsets[0]).distance(to: anchorPoint)
        super.init()
    }

    /// Ties two items' centres together, at the distance between them now.
    public convenience init(item: DynamicItem, attachedTo other: DynamicItem) {
        self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
    }

    /// Ties a point of each item, each offset from its centre in its own axes, at the distance
    /// between them now.
    public init(item: DynamicItem, offsetFromCenter offset: Point,
                attachedTo other: DynamicItem, offsetFromCenter otherOffset: Point) {
        attachedBehaviorType = .items
        items = [item, other]
        offsets = [offset.sane(or: .zero), otherOffset.sane(or: .zero)]
        anchorPoint = .zero
        length = Self.attachmentPoint(of: item, offset: offsets[0])
            .distance(to: Self.attachmentPoint(of: other, offset: offsets[1]))
        super.init()
    }

    /// Where an offset in an item's own axes lies in the reference view: turned with the item,
    /// but not scaled (the engine's body has the item's unscaled bounds, as the joint's anchor).
    static func attachmentPoint(of item: DynamicItem, offset: Point) -> Point {
        let turn = item.transform.isFinite ? AffineTransform(rotationAngle: item.transform.rotationAngle) : .identity
        return item.center + turn.apply(to: offset)
    }

    /// Points/s² a rigid attachment may give its item: far more than any drag needs.
    static let maximumAcceleration = 2e5

    override var behaviorItems: [DynamicItem] { items }

    /// The engine's joint for the current settings.
    private var jointKind: AttachmentState.Joint {
        if frequency.finite(or: 0) > 0 { return .spring }
        return saneLength < 1e-6 ? .pivot : .pin
    }

    private var saneLength: Double { length.sane(0...1e7, or: 0) }

    override func sync(in world: PhysicsWorld, animator: DynamicAnimator) {
        guard let first = world.body(for: items[0]) else { return }
        let second = items.count > 1 ? world.body(for: items[1]) : nil
        // Two bodies are needed (Chipmunk refuses to tie a body to itself).
        if items.count > 1, second == nil || items[0] === items[1] { return }
        let otherBody = second?.body ?? world.staticBody
        let otherAnchor = second == nil ? cpVect(anchorPoint.sane(or: first.position)) : cpVect(offsets[1])
        var state = world.state(for: self) { AttachmentState(joint: jointKind) }
        if state.joint != jointKind || state.constraint == nil {
            world.removeState(for: self)
            state = world.state(for: self) { AttachmentState(joint: jointKind) }
            state.make(in: world, first.body, otherBody, cpVect(offsets[0]), otherAnchor)
        }
        guard let constraint = state.constraint else { return }
        // A rigid joint pulls hard enough to keep up with a flicked pointer, but no harder: where
        // it and a wall disagree, the wall wins and the item stays inside.
        let pairMass = second.map { first.mass * $0.mass / (first.mass + $0.mass) } ?? first.mass
        cpConstraintSetMaxForce(constraint, state.joint == .spring ? .infinity : pairMass * Self.maximumAcceleration)
        switch state.joint {
        case .pivot:
            cpPivotJointSetAnchorB(constraint, otherAnchor)
        case .pin:
            cpPinJointSetAnchorB(constraint, otherAnchor)
            cpPinJointSetDist(constraint, saneLength)
        case .spring:
            cpDampedSpringSetAnchorB(constraint, otherAnchor)
            cpDampedSpringSetRestLength(constraint, saneLength)
            // The reduced mass of the pair; against an anchor, the item's own.
            let spring = Spring(frequency: frequency.sane(0...1e3, or: 1), dampingRatio: damping.sane(0...10, or: 0))
            let constants = spring.constants(mass: pairMass)
            cpDampedSpringSetStiffness(constraint, constants.stiffness)
            cpDampedSpringSetDamping(constraint, constants.damping)
        }
    }
}

/// The attachment's one joint: a pivot (length 0), a pin (rigid at a length) or a spring.
private final class AttachmentState: BehaviorEngineState {
    enum Joint { case pivot, pin, spring }

    let joint: Joint
    private(set) var constraint: UnsafeMutablePointer<cpConstraint>?

    init(joint: Joint) {
        self.joint = joint
    }

    func make(in world: PhysicsWorld, _ a: UnsafeMutablePointer<cpBody>, _ b: UnsafeMutablePointer<cpBody>,
              _ anchorA: cpVect, _ anchorB: cpVect) {
        let made: UnsafeMutablePointer<cpConstraint>
        switch joint {
        case .pivot: made = cpPivotJointNew2(a, b, anchorA, anchorB)
        // Made while the two points may coincide, which Chipmunk warns about; the length is set next.
        case .pin: made = world.quietly { cpPinJointNew(a, b, anchorA, anchorB) }
        case .spring: made = cpDampedSpringNew(a, b, anchorA, anchorB, 0, 0, 0)
        }
        if joint != .spring {
            // Correct 40% of the error each step. Chipmunk's default leaves most of it for
            // later, and a dragged item would trail its finger by a long way; all of it at once
            // turns a pointer's jump of a whole cell into a kick that flings what it touches.
            cpConstraintSetErrorBias(made, Double.pow(1 - 0.4, 1 / DynamicAnimator.stepDuration))
        }
        world.add(made)
        constraint = made
    }

    override func tearDown(in world: PhysicsWorld) {
        constraint.map(world.free)
        constraint = nil
    }
}
