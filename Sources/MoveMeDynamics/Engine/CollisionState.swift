internal import CChipmunk
import MoveMeCore

/// What one collision behaviour made in a space: a box shape on each item's body, a segment
/// for each named boundary, and the walls of the reference bounds.
///
/// Separate worlds and collision modes are shape filters: the behaviour owns two category
/// bits, one its items carry and one its boundaries carry. An item's mask names its own
/// category (mode `.items`) and the boundary category (mode `.boundaries`); a boundary's mask
/// names the item category. Shapes of other behaviours share no bit, so they never meet.
final class CollisionState: BehaviorEngineState {
    private let index: Int
    private var itemShapes: [(item: DynamicItem, size: Size, shape: UnsafeMutablePointer<cpShape>)] = []
    private var boundaryShapes: [(identifier: String, from: Point, to: Point, shape: UnsafeMutablePointer<cpShape>)] = []
    private(set) var walls: (rect: Rect, shapes: [UnsafeMutablePointer<cpShape>])?

    init(world: PhysicsWorld) {
        index = world.allocateCollisionIndex()
    }

    private var itemCategory: cpBitmask { 1 << cpBitmask(2 * index) }
    private var boundaryCategory: cpBitmask { 1 << cpBitmask(2 * index + 1) }

    /// A shape for each item, at its body's size: an item that left loses its shape, one whose
    /// body changed size gets a new one.
    func syncItems(_ items: [DynamicItem], of behavior: CollisionBehavior, in world: PhysicsWorld) {
        func isCurrent(_ entry: (item: DynamicItem, size: Size, shape: UnsafeMutablePointer<cpShape>)) -> Bool {
            items.contains { $0 === entry.item } && world.body(for: entry.item)?.size == entry.size
        }
        for entry in itemShapes where !isCurrent(entry) { world.freeShape(entry.shape) }
        itemShapes.removeAll { !isCurrent($0) }
        for item in items where !itemShapes.contains(where: { $0.item === item }) {
            guard let body = world.body(for: item) else { continue }
            let shape = cpBoxShapeNew(body.body, body.size.width, body.size.height, 0)!
            world.add(shape, owner: ShapeOwner(behavior: behavior, item: item))
            body.applyMaterial(to: shape)
            itemShapes.append((item, body.size, shape))
        }
    }

    func syncBoundaries(_ boundaries: [(identifier: String, from: Point, to: Point)],
                        of behavior: CollisionBehavior, in world: PhysicsWorld) {
        for entry in boundaryShapes where !boundaries.contains(where: { $0 == (entry.identifier, entry.from, entry.to) }) {
            world.freeShape(entry.shape)
        }
        boundaryShapes.removeAll { entry in !boundaries.contains { $0 == (entry.identifier, entry.from, entry.to) } }
        for boundary in boundaries where !boundaryShapes.contains(where: { $0.identifier == boundary.identifier }) {
            let shape = segment(from: boundary.from, to: boundary.to, radius: 0, in: world)
            world.add(shape, owner: ShapeOwner(behavior: behavior, boundary: .some(boundary.identifier)))
            boundaryShapes.append((boundary.identifier, boundary.from, boundary.to, shape))
        }
    }

    /// Walls as thick segments outside the rectangle, their inner faces on its edges: thicker
    /// than a step at the top speed, so no item passes through one.
    func syncWalls(_ rect: Rect?, of behavior: CollisionBehavior, in world: PhysicsWorld) {
        guard walls?.rect != rect else { return }
        walls?.shapes.forEach(world.freeShape)
        walls = nil
        guard let rect else { return }
        let r = max(2000, 2 * max(rect.width, rect.height))
        let (x0, y0, x1, y1) = (rect.minX - r, rect.minY - r, rect.maxX + r, rect.maxY + r)
        let segments = [
            (Point(x: x0, y: y0), Point(x: x1, y: y0)),  // above
            (Point(x: x0, y: y1), Point(x: x1, y: y1)),  // below
            (Point(x: x0, y: y0), Point(x: x0, y: y1)),  // left
            (Point(x: x1, y: y0), Point(x: x1, y: y1)),  // right
        ]
        var shapes: [UnsafeMutablePointer<cpShape>] = []
        for (from, to) in segments {
            let shape = segment(from: from, to: to, radius: r, in: world)
            world.add(shape, owner: ShapeOwner(behavior: behavior, boundary: .some(nil)))
            shapes.append(shape)
        }
        walls = (rect, shapes)
    }

    /// A segment on the static body.
    private func segment(from: Point, to: Point, radius: Double, in world: PhysicsWorld) -> UnsafeMutablePointer<cpShape> {
        let shape = cpSegmentShapeNew(world.staticBody, cpVect(from), cpVect(to), radius)!
        surface(shape)
        return shape
    }

    /// A boundary's elasticity and friction are 1, so that Chipmunk's product with an item's
    /// gives the item's own.
    private func surface(_ shape: UnsafeMutablePointer<cpShape>) {
        cpShapeSetElasticity(shape, 1)
        cpShapeSetFriction(shape, 1)
    }

    func applyFilters(_ mode: CollisionMode, in world: PhysicsWorld) {
        let itemMask = (mode.contains(.items) ? itemCategory : 0) | (mode.contains(.boundaries) ? boundaryCategory : 0)
        let itemFilter = cpShapeFilter(group: 0, categories: itemCategory, mask: itemMask)
        let boundaryFilter = cpShapeFilter(group: 0, categories: boundaryCategory, mask: itemCategory)
        for entry in itemShapes { cpShapeSetFilter(entry.shape, itemFilter) }
        for entry in boundaryShapes { cpShapeSetFilter(entry.shape, boundaryFilter) }
        for shape in walls?.shapes ?? [] { cpShapeSetFilter(shape, boundaryFilter) }
    }

    override func tearDown(in world: PhysicsWorld) {
        for entry in itemShapes { world.freeShape(entry.shape) }
        for entry in boundaryShapes { world.freeShape(entry.shape) }
        walls?.shapes.forEach(world.freeShape)
        (itemShapes, boundaryShapes, walls) = ([], [], nil)
        world.releaseCollisionIndex(index)
    }
}
