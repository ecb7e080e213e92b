internal import CChipmunk
import MoveMeCore

/// A dynamic animator at one moment, as plain data for an inspector to draw: whether it runs,
/// its behaviours, each item's motion, and the contacts in progress. Value types only.
///
/// Taking one asks the engine (velocities, touching shapes); nothing is kept for it while no
/// one asks, so the simulation costs the same with an inspector as without.
public struct DynamicsSnapshot: Equatable, Sendable {
    /// One behaviour of the tree: "GravityBehavior", its items and its settings.
    public struct Behavior: Equatable, Sendable {
        /// The class: "GravityBehavior", "CollisionBehavior".
        public var typeName: String
        /// 0 for a behaviour added to the animator, 1 for its children, and so on.
        public var depth: Int
        /// How many items it acts on itself (not its children's).
        public var itemCount: Int
        /// Its settings in a few words, UIKit's names for them: "magnitude 0.53 angle 90°",
        /// "mode everything, bounds".
        public var settings: String

        /// A behaviour's line from its values.
        public init(typeName: String, depth: Int, itemCount: Int, settings: String = "") {
            self.typeName = typeName
            self.depth = depth
            self.itemCount = itemCount
            self.settings = settings
        }
    }

    /// One item the engine moves.
    public struct Item: Equatable, Sendable {
        /// What the item is ("red square", a view's accessibility label), else its class,
        /// numbered when several items share one: "PlacardView", "View 1", "View 2".
        public var name: String
        /// Its centre, in the reference view's coordinates.
        public var center: Point
        /// Points per second, in the reference view's coordinates.
        public var velocity: Point
        /// Radians per second, positive clockwise on screen.
        public var angularVelocity: Double
        /// The engine has put it to sleep: it rests until something changes.
        public var isResting: Bool

        /// An item's line from its values.
        public init(name: String, center: Point, velocity: Point, angularVelocity: Double, isResting: Bool) {
            self.name = name
            self.center = center
            self.velocity = velocity
            self.angularVelocity = angularVelocity
            self.isResting = isResting
        }
    }

    /// Two things touching now: an item and a boundary, or two items.
    public struct Contact: Equatable, Sendable {
        /// The item's name.
        public var item: String
        /// A boundary's identifier, `DynamicsSnapshot.referenceBoundsName` for the reference
        /// view's edges, or the other item's name.
        public var other: String
        /// Whether `other` is a boundary rather than an item.
        public var isBoundary: Bool

        /// A contact from its values.
        public init(item: String, other: String, isBoundary: Bool) {
            self.item = item
            self.other = other
            self.isBoundary = isBoundary
        }
    }

    /// What the reference bounds are called (UIKit gives them a nil identifier).
    public static let referenceBoundsName = "bounds"

    /// False while paused: everything rests.
    public var isRunning: Bool
    /// Simulated seconds so far.
    public var elapsedTime: Double
    /// Parents first, in the order they were added.
    public var behaviors: [Behavior]
    /// In the order they joined.
    public var items: [Item]
    /// The contacts now.
    public var contacts: [Contact]

    /// A snapshot from its values.
    public init(isRunning: Bool, elapsedTime: Double, behaviors: [Behavior], items: [Item], contacts: [Contact]) {
        self.isRunning = isRunning
        self.elapsedTime = elapsedTime
        self.behaviors = behaviors
        self.items = items
        self.contacts = contacts
    }
}

extension DynamicAnimator {
    /// The animator as plain data, as of its last step.
    ///
    /// - Parameter decimalSeparator: The mark before the decimals of the behaviours' settings:
    ///   "." by default, a language's own for a person's inspector ("damping 0,50" in French).
    public func snapshot(decimalSeparator: Character = ".") -> DynamicsSnapshot {
        let bodies = world.orderedBodies
        let names = Self.names(of: bodies.map(\.item))
        func name(of item: DynamicItem?) -> String? {
            item.flatMap { item in bodies.firstIndex { $0.item === item }.map { names[$0] } }
        }
        var behaviorList: [DynamicsSnapshot.Behavior] = []
        func visit(_ behavior: DynamicBehavior, depth: Int) {
            behaviorList.append(DynamicsSnapshot.Behavior(
                typeName: String(describing: type(of: behavior)), depth: depth,
                itemCount: behavior.behaviorItems.count, settings: behavior.inspectorSettings(decimalSeparator: decimalSeparator)))
            for child in behavior.childBehaviors { visit(child, depth: depth + 1) }
        }
        for behavior in behaviors { visit(behavior, depth: 0) }
        let items = zip(bodies, names).map { body, name in
            DynamicsSnapshot.Item(name: name, center: body.position, velocity: body.velocity,
                                  angularVelocity: body.angularVelocity, isResting: body.isSleeping)
        }
        var contacts: [DynamicsSnapshot.Contact] = []
        for (index, body) in bodies.enumerated() {
            for (mine, other) in world.touchingShapes(of: body) {
                guard let item = name(of: mine.item) else { continue }
                if let boundary = other.boundary {
                    contacts.append(.init(item: item, other: boundary ?? DynamicsSnapshot.referenceBoundsName, isBoundary: true))
                } else if let otherItem = other.item, let otherIndex = bodies.firstIndex(where: { $0.item === otherItem }),
                          otherIndex > index {
                    // Each pair once: from the item that joined first.
                    contacts.append(.init(item: item, other: names[otherIndex], isBoundary: false))
                }
            }
        }
        return DynamicsSnapshot(isRunning: isRunning, elapsedTime: elapsedTime, behaviors: behaviorList,
                                items: items, contacts: contacts)
    }

    /// Each item's name: what it is (a view's accessibility label, "red square"), else its
    /// class; numbered in join order where several share one.
    private static func names(of items: [DynamicItem]) -> [String] {
        let classes = items.map { item in
            (item as? View)?.inspectionName ?? String(describing: type(of: item))
        }
        var seen: [String: Int] = [:]
        return classes.map { name in
            guard classes.count(where: { $0 == name }) > 1 else { return name }
            seen[name, default: 0] += 1
            return "\(name) \(seen[name]!)"
        }
    }
}

extension PhysicsWorld {
    /// The owners of the shapes touching one body's shapes now, the body's own first: the
    /// engine's arbiters with contact points (those of sleeping bodies are kept too).
    func touchingShapes(of body: ItemBody) -> [(ShapeOwner, ShapeOwner)] {
        final class Found {
            let world: PhysicsWorld
            var pairs: [(ShapeOwner, ShapeOwner)] = []
            init(world: PhysicsWorld) { self.world = world }
        }
        let found = Found(world: self)
        withExtendedLifetime(found) {
            cpBodyEachArbiter(body.body, { _, arbiter, data in
                guard let arbiter, let data, cpArbiterGetCount(arbiter) > 0 else { return }
                let found = Unmanaged<Found>.fromOpaque(data).takeUnretainedValue()
                var a: UnsafeMutablePointer<cpShape>?, b: UnsafeMutablePointer<cpShape>?
                // Chipmunk gives the iterated body's shape first.
                cpArbiterGetShapes(arbiter, &a, &b)
                guard let mine = found.world.owner(of: a), let other = found.world.owner(of: b) else { return }
                found.pairs.append((mine, other))
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.pairs
    }
}
