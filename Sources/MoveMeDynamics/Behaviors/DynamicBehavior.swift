/// A rule a dynamic animator applies to items, as UIDynamicBehavior. Compose behaviours with
/// `childBehaviors`; `action` runs after every step of the simulation.
///
/// Behaviours are declarations: change them at any time, and the animator brings the engine in
/// line before its next step (and resumes if it was paused).
open class DynamicBehavior {
    /// The behaviours it is made of, in the order they were added.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Runs after every simulation step (120 a second), with the items' new positions written.
    public var action: (() -> Void)?

    /// The animator this behaviour, or the behaviour it is a child of, was added to.
    public var dynamicAnimator: DynamicAnimator? { parent?.dynamicAnimator ?? animator }
    weak var animator: DynamicAnimator?
    private(set) weak var parent: DynamicBehavior?

    /// A behaviour with no children and no action.
    public init() {}

    /// Adds a behaviour that is in no animator and has no parent.
    public func addChildBehavior(_ behavior: DynamicBehavior) {
        guard behavior.parent == nil, behavior.animator == nil, !subtree.contains(where: { $0 === behavior }),
              !behavior.subtree.contains(where: { $0 === self }) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator {
            for each in behavior.subtree { each.willMove(to: animator) }
        }
        setNeedsSync()
    }

    /// Removes a child behaviour, which leaves the engine with it.
    public func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        dynamicAnimator?.uninstall(behavior)
        childBehaviors.remove(at: index)
        behavior.parent = nil
        setNeedsSync()
    }

    /// Told when the behaviour (or its parent) joins or leaves an animator.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// This behaviour and all its descendants, parents first.
    var subtree: [DynamicBehavior] { [self] + childBehaviors.flatMap(\.subtree) }

    /// Asks the animator to bring the engine in line with this behaviour before its next step.
    func setNeedsSync() { dynamicAnimator?.setNeedsSync() }

    // MARK: Engine hooks (the animator calls these; subclasses in this module override them)

    /// The items this behaviour itself acts on (not its children's).
    var behaviorItems: [DynamicItem] { [] }

    /// Folds what this behaviour gives its items' bodies (gravity, item properties) in; the
    /// bodies were reset just before.
    func applyParameters(in world: PhysicsWorld) {}

    /// Makes, updates or removes this behaviour's shapes and constraints.
    func sync(in world: PhysicsWorld, animator: DynamicAnimator) {}

    /// Just before each step: forces and impulses.
    func prepareStep(in world: PhysicsWorld, animator: DynamicAnimator) {}
}

/// The part of UIKit's behaviours that act on a list of items (gravity, collision, push, item
/// properties): `items`, `addItem`, `removeItem`, at any time.
open class ItemListBehavior: DynamicBehavior {
    /// The items it acts on, in the order they were added.
    public private(set) var items: [DynamicItem]

    /// A behaviour acting on `items` (each once).
    public init(items: [DynamicItem] = []) {
        self.items = []
        super.init()
        for item in items { addItem(item) }
    }

    /// Adds an item it does not have yet.
    public func addItem(_ item: DynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        setNeedsSync()
    }

    /// Removes an item.
    public func removeItem(_ item: DynamicItem) {
        guard let index = items.firstIndex(where: { $0 === item }) else { return }
        items.remove(at: index)
        setNeedsSync()
    }

    override var behaviorItems: [DynamicItem] { items }
}
