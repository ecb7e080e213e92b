import Foundation
import XCTest
import MoveMeCore
import TestSupport
@testable import MoveMeDynamics

/// Random scenes with items and behaviours added, changed and removed mid-flight, bad values
/// included: positions stay finite, walled items stay inside their walls, nothing crashes, and
/// the engine never writes to the terminal. MOVEME_DYNAMICS_SCENES raises the count (CI: 10000).
final class RandomScenesTests: XCTestCase {
    private var sceneCount: Int {
        ProcessInfo.processInfo.environment["MOVEME_DYNAMICS_SCENES"].flatMap(Int.init) ?? 500
    }

    func testRandomScenesStayFiniteAndWalledIn() {
        var failures: [String] = []
        let written = capturingTerminalOutput {
            for seed in 0..<UInt64(sceneCount) {
                if let failure = runScene(seed: seed) { failures.append(failure) }
                if failures.count > 5 { break }
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(String(decoding: written, as: UTF8.self), "")
    }

    func testExtremeValuesNeverReachTheEngine() {
        let written = capturingTerminalOutput {
            let stage = Stage()
            let view = stage.square(20, at: Point(x: 100, y: 100))
            let huge = Point(x: 1e300, y: -1e300)
            let collision = CollisionBehavior(items: [view])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.addBoundary(withIdentifier: "far", from: huge, to: Point(x: -1e300, y: 1e300))
            let attachment = AttachmentBehavior(item: view, offsetFromCenter: huge, attachedToAnchor: huge)
            attachment.frequency = 1e300
            let snap = SnapBehavior(item: view, snapTo: huge)
            let push = PushBehavior(items: [view], mode: .continuous)
            push.setTargetOffsetFromCenter(huge, for: view)
            push.pushDirection = Vector(dx: 1e300, dy: -1e300)
            for behavior in [collision, attachment, snap, push, GravityBehavior(items: [view])] as [DynamicBehavior] {
                stage.animator.addBehavior(behavior)
            }
            stage.run(0.5)
            view.center = huge
            stage.animator.updateItem(usingCurrentState: view)
            stage.run(0.5)
            stage.reference.bounds = Rect(x: -1e300, y: 0, width: 1e300, height: .infinity)
            stage.run(0.5)
            XCTAssertTrue(view.center.isFinite && view.transform.isFinite)
        }
        XCTAssertEqual(String(decoding: written, as: UTF8.self), "")
    }

    /// One scene; a description of what went wrong, if anything.
    private func runScene(seed: UInt64) -> String? {
        var random = SplitMix64(seed: seed)
        let stage = Stage(width: random.double(40...400), height: random.double(40...600))
        let bounds = stage.reference.bounds
        let walls = CollisionBehavior()
        walls.translatesReferenceBoundsIntoBoundary = true
        stage.animator.addBehavior(walls)

        func randomPoint(margin: Double) -> Point {
            Point(x: random.double(margin...max(margin, bounds.width - margin)),
                  y: random.double(margin...max(margin, bounds.height - margin)))
        }
        var walled: [View] = []
        for _ in 0..<random.inRange(1...6) {
            let side = random.double(4...min(60, bounds.width / 3, bounds.height / 3))
            let view = stage.square(side, at: randomPoint(margin: side))
            view.bounds.size.height = side * random.double(0.5...1)
            walled.append(view)
        }
        // Only one item per spot: start them apart, as a person would place views.
        walled = walled.enumerated().filter { index, view in
            walled[..<index].allSatisfy { $0.center.distance(to: view.center) > ($0.bounds.width + view.bounds.width) }
        }.map(\.element)
        for view in walled { walls.addItem(view) }
        let junk = stage.square(random.pick([0, 1, .nan, .infinity, -5]), at: random.pick([Point(x: .nan, y: 3), .zero, Point(x: 1e300, y: -1e300)]))

        var behaviors: [DynamicBehavior] = []
        /// The behaviour kinds added (0...6) and the changes made (100...105), in order.
        var kinds: [Int] = []
        /// Whether something may press items into a wall with a force of its own (a push, a
        /// spring, a joint, another behaviour's line, or a heavier item's weight on a lighter
        /// one, which an iterative solver only partly holds): there the wall wins, but only
        /// after an overlap that grows with the force.
        var pressing = false
        func anyOf<T>(_ choices: [T]) -> T? { choices.isEmpty ? nil : random.pick(choices) }
        func someItems() -> [View] { walled.filter { _ in random.oneIn(2) } + (random.oneIn(4) ? [junk] : []) }
        func addRandomBehavior() {
            let behavior: DynamicBehavior
            let kind = random.below(7)
            kinds.append(kind)
            switch kind {
            case 0:
                let gravity = GravityBehavior(items: someItems())
                gravity.setAngle(random.double(-4...4), magnitude: random.pick([0, 0.1, 1, 2, .nan]))
                behavior = gravity
            case 1:
                let push = PushBehavior(items: someItems(), mode: random.oneIn(2) ? .continuous : .instantaneous)
                push.setAngle(random.double(-4...4), magnitude: random.pick([0, 0.01, 0.2, .infinity]))
                behavior = push
            case 2:
                let properties = DynamicItemBehavior(items: someItems())
                properties.elasticity = random.pick([0, 0.5, 1, -1, 7, .nan])
                properties.friction = random.pick([0, 0.3, 1, .nan])
                properties.density = random.pick([1, 0, 1e-9, 50, .infinity])
                properties.resistance = random.pick([0, 1, 1e9, .nan])
                properties.allowsRotation = random.oneIn(2)
                for item in properties.items {
                    properties.addLinearVelocity(Point(x: random.double(-400...400), y: random.double(-400...400)), for: item)
                    properties.addAngularVelocity(random.pick([0, 3, .nan]), for: item)
                }
                behavior = properties
            case 3:
                guard let item = anyOf(walled) else { return }
                let snap = SnapBehavior(item: item, snapTo: randomPoint(margin: 30))
                snap.damping = random.pick([0, 0.5, 1, .nan])
                behavior = snap
            case 4:
                guard let item = anyOf(walled) else { return }
                let attachment = AttachmentBehavior(item: item, attachedToAnchor: randomPoint(margin: 30))
                attachment.frequency = random.pick([0, 0, 1, 3])
                attachment.length = random.pick([attachment.length, 0, 5])
                behavior = attachment
            case 5:
                guard walled.count > 1 else { return }
                behavior = AttachmentBehavior(item: walled[0], attachedTo: walled[1])
            default:
                let collision = CollisionBehavior(items: someItems())
                collision.collisionMode = random.pick([.items, .boundaries, .everything, []])
                collision.addBoundary(withIdentifier: "line", from: randomPoint(margin: 0), to: randomPoint(margin: 0))
                collision.collisionDelegate = nil
                behavior = collision
            }
            let onlyMoves = behavior is GravityBehavior || (behavior as? DynamicItemBehavior)?.density == 1
            if !onlyMoves, !behavior.behaviorItems.isEmpty { pressing = true }
            if random.oneIn(3), let parent = anyOf(behaviors) {
                parent.addChildBehavior(behavior)
            } else {
                stage.animator.addBehavior(behavior)
            }
            behaviors.append(behavior)
        }

        // Walled items stay inside. Where they only fly, fall and collide, within a point at
        // every frame, up to the speed the engine's sub-steps cover (past it, by a sub-step's
        // travel). Where something presses them, by the end and short of half their size (and a
        // step's travel): never through.
        var outside: String?
        func checkWalls(atEnd: Bool = false) {
            guard outside == nil, !pressing || atEnd else { return }
            for view in walled where walls.items.contains(where: { $0 === view }) {
                let speed = stage.animator.world.body(for: view)?.velocity.length ?? 0
                let subStep = DynamicAnimator.stepDuration / Double(PhysicsWorld.maximumSubsteps)
                let tolerance = !pressing ? max(wallTolerance, speed * subStep)
                    : min(view.bounds.width, view.bounds.height) / 2 + speed * DynamicAnimator.stepDuration
                guard !isInside(view, bounds, tolerance: tolerance) else { continue }
                outside = "seed \(seed) \(kinds) at \(stage.time) s: \(engineBox(of: view)) left \(bounds) at \(speed) points/s"
            }
        }

        for _ in 0..<random.inRange(1...4) { addRandomBehavior() }
        for _ in 0..<random.inRange(2...6) {
            stage.run(random.double(0.01...0.3), frame: random.pick([1.0 / 30, 1.0 / 60, 1.0 / 144]), eachFrame: { checkWalls() })
            let op = random.below(6)
            kinds.append(100 + op)  // what happened, for a failure's message
            switch op {
            case 0: addRandomBehavior()
            case 1:
                if let behavior = anyOf(behaviors) { stage.animator.removeBehavior(behavior) }
            case 2:
                if let view = anyOf(walled) {
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
                stage.animator.updateItem(usingCurrentState: junk)
            default:
                stage.animator.removeAllBehaviors()
                stage.animator.addBehavior(walls)
            }
        }
        stage.run(1.5, eachFrame: { checkWalls() })
        checkWalls(atEnd: true)

        // Every item the animator moves is written finite values (the junk view's own bad centre
        // stays only while no behaviour holds it).
        let moved = (walled + [junk]).filter { stage.animator.world.body(for: $0) != nil }
        for view in moved where !view.center.isFinite || !view.transform.isFinite {
            return "seed \(seed): \(view.center) \(view.transform) not finite"
        }
        if let outside { return outside }
        return nil
    }
}
