internal import CChipmunk
import MoveMeCore

/// What a collision behaviour's items collide with, as UICollisionBehavior.Mode.
public struct CollisionMode: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// The options whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Items with each other.
    public static let items = CollisionMode(rawValue: 1 << 0)
    /// Items with the boundaries.
    public static let boundaries = CollisionMode(rawValue: 1 << 1)
    /// Items with each other and with the boundaries: the default.
    public static let everything: CollisionMode = [.items, .boundaries]
}

/// Told when an item begins and ends contact with a boundary (nil identifier: the reference
/// bounds) or with another item; once each per contact. All optional.
public protocol CollisionBehaviorDelegate: AnyObject {
    /// An item began touching a boundary (`identifier` nil for the reference bounds), at `point`
    /// in the reference view.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: String?, at point: Point)
    /// An item stopped touching a boundary.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: String?)
    /// Two items began touching, at `point` in the reference view.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem,
                           with item2: DynamicItem, at point: Point)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem,
                           with item2: DynamicItem)
}

public extension CollisionBehaviorDelegate {
    /// Does nothing by default.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: String?, at point: Point) {}
    /// Does nothing by default.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: String?) {}
    /// Does nothing by default.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem,
                           with item2: DynamicItem, at point: Point) {}
    /// Does nothing by default.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem,
                           with item2: DynamicItem) {}
}

/// Makes its items collide with each other and with boundaries, as UICollisionBehavior.
///
/// Boundaries are named segments, and optionally the reference view's bounds (less insets) as
/// walls. Each collision behaviour is a world of its own: items of different collision
/// behaviours pass through each other. Identifiers are strings (UIKit takes any copyable object;
/// strings are what its recipes use).
public final class CollisionBehavior: ItemListBehavior {
    /// What its items collide with: each other and the boundaries by default.
    public var collisionMode = CollisionMode.everything { didSet { setNeedsSync() } }
    /// Told when contacts begin and end.
    public weak var collisionDelegate: CollisionBehaviorDelegate?
    /// The reference view's bounds, less `referenceBoundsInsets`, as walls (identifier nil).
    public var translatesReferenceBoundsIntoBoundary = false { didSet { setNeedsSync() } }
    /// How far inside the reference view's bounds its walls are.
    public private(set) var referenceBoundsInsets = EdgeInsets.zero
    private var boundaries: [(identifier: String, from: Point, to: Point)] = []

    /// Makes the reference view's bounds, less `insets`, walls.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    // MARK: Named boundaries

    /// Adds a segment boundary, replacing one of the same identifier.
    ///
    /// - Parameters:
    ///   - identifier: Its name, which the collision delegate is told.
    ///   - start: One end, in the reference view's coordinates.
    ///   - end: The other end.
    public func addBoundary(withIdentifier identifier: String, from start: Point, to end: Point) {
        guard start.isFinite, end.isFinite else { return }
        boundaries.removeAll { $0.identifier == identifier }
        boundaries.append((identifier, start.sane(or: .zero), end.sane(or: .zero)))
        setNeedsSync()
    }

    /// Removes the named boundary.
    public func removeBoundary(withIdentifier identifier: String) {
        boundaries.removeAll { $0.identifier == identifier }
        setNeedsSync()
    }

    /// Removes every named boundary (the reference bounds stay, if they are walls).
    public func removeAllBoundaries() {
        boundaries.removeAll()
        setNeedsSync()
    }

    /// The names of its boundaries, in the order they were added.
    public var boundaryIdentifiers: [String] { boundaries.map(\.identifier) }

    /// The segment of a named boundary.
    public func boundary(withIdentifier identifier: String) -> (from: Point, to: Point)? {
        boundaries.first { $0.identifier == identifier }.map { ($0.from, $0.to) }
    }

    // MARK: Engine

    override func sync(in world: PhysicsWorld, animator: DynamicAnimator) {
        let state = world.state(for: self) { CollisionState(world: world) }
        state.syncItems(items, of: self, in: world)
        state.syncBoundaries(boundaries, of: self, in: world)
        state.syncWalls(wallRect(animator), of: self, in: world)
        state.applyFilters(collisionMode, in: world)
    }

    private func wallRect(_ animator: DynamicAnimator) -> Rect? {
        guard translatesReferenceBoundsIntoBoundary, let bounds = animator.referenceView?.bounds,
              [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite) else { return nil }
        let inset = referenceBoundsInsets.inset(bounds)
        let origin = inset.origin.sane(or: .zero)
        return Rect(origin: origin, size: Size(width: inset.width.sane(0...Point.reach, or: 0),
                                               height: inset.height.sane(0...Point.reach, or: 0)))
    }

    /// Tells the delegate of a contact between two of this behaviour's shapes.
    func report(_ contact: Contact) {
        guard let delegate = collisionDelegate else { return }
        let (a, b) = (contact.first, contact.second)
        if let boundary = a.boundary ?? b.boundary {
            guard let item = a.item ?? b.item else { return }
            if contact.began {
                delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: boundary, at: contact.point)
            } else {
                delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: boundary)
            }
        } else if let first = a.item, let second = b.item {
            if contact.began {
                delegate.collisionBehavior(self, beganContactFor: first, with: second, at: contact.point)
            } else {
                delegate.collisionBehavior(self, endedContactFor: first, with: second)
            }
        }
    }
}
