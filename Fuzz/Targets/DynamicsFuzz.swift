import MoveMeCore
import MoveMeDynamics

/// A reference view with random items and random behaviours, bad values included, added,
/// changed and removed mid-flight, stepped at random frame rates: Chipmunk never crashes,
/// every item a behaviour holds keeps a finite centre and transform, and an item inside the
/// reference bounds' walls never goes through one (it sinks in by at most a sub-step's travel
/// at the engine's top speed and half its size), and does not stay in a wall: by the end it has
/// been back inside (but for half its size, what pressing it into the wall may squeeze, and
/// how far its shown centre leads the engine's) within the last quarter of a second. (An item the fuzzer leaves flying at the top speed, made
/// nearly massless and pushed on, may be caught mid-sink at any one frame.)
///
/// The input: the stage's size, the items, then behaviours and changes a byte or a few each.
public enum DynamicsFuzz {
    public static func run(_ data: [UInt8]) {
        var input = FuzzedDataProvider(data)
        let window = Window(frame: Rect(x: 0, y: 0, width: input.double(40...400), height: input.double(40...600)))
        let reference = View(frame: window.bounds)
        window.addSubview(reference)
        let animator = DynamicAnimator(referenceView: reference)
        let bounds = reference.bounds
        let walls = CollisionBehavior()
        walls.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(walls)

        func point(margin: Double) -> Point {
            Point(x: input.double(margin...max(margin, bounds.width - margin)),
                  y: input.double(margin...max(margin, bounds.height - margin)))
        }
        func square(_ side: Double, at center: Point) -> View {
            let view = View(frame: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
            reference.addSubview(view)
            return view
        }
        var walled: [View] = []
        for _ in 0..<input.inRange(1...6) {
            let side = input.double(4...min(60, bounds.width / 3, bounds.height / 3))
            let view = square(side, at: point(margin: side))
            view.bounds.size.height = side * input.double(0.5...1)
            // One item a spot, as a person places views.
            if walled.allSatisfy({ $0.center.distance(to: view.center) > $0.bounds.width + view.bounds.width }) {
                // Named, for its speed in the animator's snapshot (`lead`).
                view.accessibilityLabel = "item \(walled.count)"
                walled.append(view)
                walls.addItem(view)
            }
        }
        let junk = square(input.pick([0, 1, .nan, .infinity, -5]),
                          at: input.pick([Point(x: .nan, y: 3), .zero, Point(x: 1e300, y: -1e300)]))

        var behaviors: [DynamicBehavior] = []
        func someItems() -> [View] {
            walled.filter { _ in input.bool() } + (input.below(4) == 0 ? [junk] : [])
        }
        func addBehavior() {
            let behavior: DynamicBehavior
            switch input.below(7) {
            case 0:
                let gravity = GravityBehavior(items: someItems())
                gravity.setAngle(input.double(-4...4), magnitude: input.pick([0, 0.1, 1, 2, .nan]))
                behavior = gravity
            case 1:
                let push = PushBehavior(items: someItems(), mode: input.bool() ? .continuous : .instantaneous)
                push.setAngle(input.double(-4...4), magnitude: input.pick([0, 0.01, 0.2, .infinity]))
                behavior = push
            case 2:
                let properties = DynamicItemBehavior(items: someItems())
                properties.elasticity = input.pick([0, 0.5, 1, -1, 7, .nan])
                properties.friction = input.pick([0, 0.3, 1, .nan])
                properties.density = input.pick([1, 0, 1e-9, 50, .infinity])
                properties.resistance = input.pick([0, 1, 1e9, .nan])
                properties.allowsRotation = input.bool()
                for item in properties.items {
                    properties.addLinearVelocity(Point(x: input.double(-400...400), y: input.double(-400...400)), for: item)
                    properties.addAngularVelocity(input.pick([0, 3, .nan]), for: item)
                }
                behavior = properties
            case 3:
                guard !walled.isEmpty else { return }
                let snap = SnapBehavior(item: input.pick(walled), snapTo: point(margin: 30))
                snap.damping = input.pick([0, 0.5, 1, .nan])
                behavior = snap
            case 4:
                guard !walled.isEmpty else { return }
                let attachment = AttachmentBehavior(item: input.pick(walled), attachedToAnchor: point(margin: 30))
                attachment.frequency = input.pick([0, 0, 1, 3])
                attachment.length = input.pick([attachment.length, 0, 5])
                behavior = attachment
            case 5:
                guard walled.count > 1 else { return }
                behavior = AttachmentBehavior(item: walled[0], attachedTo: walled[1])
            default:
                let collision = CollisionBehavior(items: someItems())
                collision.collisionMode = input.pick([.items, .boundaries, .everything, []])
                collision.addBoundary(withIdentifier: "line", from: point(margin: 0), to: point(margin: 0))
                behavior = collision
            }
            if input.below(3) == 0, !behaviors.isEmpty {
                input.pick(behaviors).addChildBehavior(behavior)
            } else {
                animator.addBehavior(behavior)
            }
            behaviors.append(behavior)
        }

        var time = 0.0
        // When each walled item was last inside but for half its size.
        var lastInside: [ObjectIdentifier: Double] = [:]
        func run(_ seconds: Double, frame: Double) {
            let end = time + seconds
            while time < end - 1e-12 {
                time = min(end, time + frame)
                window.animator.advance(to: time)
                animator.advance(to: time)
                for view in walled {
                    let held = animator.behaviors.contains { holds($0, view) }
                    if held {
                        require(view.center.isFinite && view.transform.isFinite,
                                "an item is moved to \(view.center) \(view.transform)")
                    }
                    if walls.items.contains(where: { $0 === view }), view.center.isFinite {
                        // Never through: an item may sink into a wall by a sub-step's travel
                        // (past the speed sub-steps cover; from outside, a push's speed is not
                        // seen before the step it is stopped in, so at the engine's top speed),
                        // and by half its size where something presses it there (a push, a
                        // spring, a heavier item: an iterative solver holds those only in part).
                        let half = min(view.bounds.width, view.bounds.height) / 2
                        require(isInside(view.center, bounds, tolerance: 1 + deepestSink + half),
                                "an item's centre went through a wall to \(view.center), outside \(bounds)")
                        // (The snapshot, for the lead, asked only of an item outside.)
                        if isInside(view.center, bounds, tolerance: 1 + half)
                            || isInside(view.center, bounds, tolerance: 1 + half + lead(of: view, in: animator)) {
                            lastInside[ObjectIdentifier(view)] = time
                        }
                    }
                }
            }
        }

        for _ in 0..<input.inRange(1...4) { addBehavior() }
        var changes = 0
        while !input.isExhausted && changes < 12 {
            changes += 1
            run(input.double(0.01...0.3), frame: input.pick([1.0 / 30, 1.0 / 60, 1.0 / 144]))
            switch input.below(6) {
            case 0: addBehavior()
            case 1: if !behaviors.isEmpty { animator.removeBehavior(input.pick(behaviors)) }
            case 2:
                if !walled.isEmpty {
                    let view = input.pick(walled)
                    walls.removeItem(view)
                    walls.addItem(view)
                }
            case 3:
                if let collision = behaviors.compactMap({ $0 as? CollisionBehavior }).first {
                    collision.removeBoundary(withIdentifier: "line")
                    collision.collisionMode = .everything
                }
            case 4:
                junk.center = Point(x: .nan, y: .infinity)
                animator.updateItem(usingCurrentState: junk)
            default:
                animator.removeAllBehaviors()
                animator.addBehavior(walls)
            }
        }
        run(1.5, frame: 1.0 / 60)
        for view in walled where walls.items.contains(where: { $0 === view }) && view.center.isFinite {
            require(time - (lastInside[ObjectIdentifier(view)] ?? -1) <= 0.25,
                    "an item stays in a wall: it ends at \(view.center), outside the walls \(bounds)")
        }
    }

    /// How deep the engine lets an item sink into a wall before pushing it out: a sub-step's
    /// travel at its top speed (ItemBody's velocity limit, 10⁵ points/s, over
    /// PhysicsWorld.maximumSubsteps, 16, sub-steps a step): 52 points. Its walls are 2000 thick.
    static let deepestSink = 1e5 * DynamicAnimator.stepDuration / 16

    /// How far ahead of the engine's position an item's shown centre may be: half a sub-step
    /// of its velocity (`ItemBody.position`), under half a point below the speed sub-steps
    /// cover, and at the top speed 26 points. An item bounced between two walls at that speed,
    /// a sub-step's travel at a time, is shown just before a bounce, its centre past the wall's
    /// face, at every step's end when its round trip takes a step (found by the fuzzer).
    static func lead(of view: View, in animator: DynamicAnimator) -> Double {
        guard let item = animator.snapshot().items.first(where: { $0.name == view.accessibilityLabel }) else { return 0 }
        let speed = (item.velocity.x * item.velocity.x + item.velocity.y * item.velocity.y).squareRoot()
        return max(0.4, speed * DynamicAnimator.stepDuration / (2 * 16))
    }

    /// Whether `behavior` or one of its children holds `item`.
    static func holds(_ behavior: DynamicBehavior, _ item: View) -> Bool {
        if let list = behavior as? ItemListBehavior, list.items.contains(where: { $0 === item }) { return true }
        if let snap = behavior as? SnapBehavior, snap.item === item { return true }
        if let attachment = behavior as? AttachmentBehavior, attachment.items.contains(where: { $0 === item }) { return true }
        return behavior.childBehaviors.contains { holds($0, item) }
    }

    static func isInside(_ point: Point, _ rect: Rect, tolerance: Double) -> Bool {
        point.x >= rect.minX - tolerance && point.x <= rect.maxX + tolerance
            && point.y >= rect.minY - tolerance && point.y <= rect.maxY + tolerance
    }
}
