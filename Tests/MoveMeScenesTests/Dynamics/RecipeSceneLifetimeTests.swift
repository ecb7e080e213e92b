@testable import MoveMeScenes
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// A dropped dynamics scene frees everything it made, whatever it was doing: the window and its
/// views, the timed animator, the dynamic animator and its behaviours, the engine's world and
/// bodies (which own the Chipmunk space, bodies, shapes and constraints: their deinits free
/// them), the dispatcher and the touch in flight. Each test leaves a scene at one moment of its
/// life, lets go of it, and checks through weak references.
///
/// 160 × 60 cells: 160 × 120 points, a phone scale of 0.25, the centre in cell (80, 29).
final class RecipeSceneLifetimeTests: XCTestCase {
    func testGravityDroppedMidFallIsFreed() {
        assertFreed(.gravity) { scene, time in
            run(scene, &time, for: 0.3)
            XCTAssertTrue(scene.contentView.dynamicAnimator.isRunning)
        }
    }

    func testCollisionDroppedWhileASquareHangsFromThePointerIsFreed() {
        assertFreed(.collision) { scene, time in
            scene.pointerDown(column: 80, row: 29, at: time)
            run(scene, &time, for: 0.1)
            scene.pointerMoved(column: 90, row: 20, at: time)
            run(scene, &time, for: 0.1)
            XCTAssertTrue(scene.isTouching)
        }
    }

    func testCollisionDroppedMidThrowInAnotherModeIsFreed() {
        assertFreed(.collision) { scene, time in
            XCTAssertTrue(scene.handleKey("m", at: time))
            scene.pointerDown(column: 80, row: 29, at: time)
            run(scene, &time, for: 0.05)
            scene.pointerMoved(column: 100, row: 10, at: time)
            run(scene, &time, for: 0.05)
            scene.pointerUp(column: 110, row: 5, at: time)
            run(scene, &time, for: 0.1)
            XCTAssertTrue(scene.contentView.dynamicAnimator.isRunning)
        }
    }

    func testBoundaryDroppedWhileTheSquaresSwellAwayIsFreed() {
        assertFreed(.boundary) { scene, time in
            // They touch the line within a second; each swell then runs for a second.
            run(scene, &time, for: 1.2)
            XCTAssertTrue(scene.window.animator.isAnimating)
        }
    }

    func testBoundaryRestartedByAClickFreesTheFirstRun() {
        let scene = DynamicsScene(.boundary, columns: 160, rows: 60)
        var time = 0.0
        run(scene, &time, for: 1.2)
        let first = objects(of: scene)
        scene.pointerDown(column: 10, row: 10, at: time)
        scene.pointerUp(column: 10, row: 10, at: time + 0.05)
        run(scene, &time, for: 0.2)
        let kept = Set(objects(of: scene).compactMap { $0.object.value.map(ObjectIdentifier.init) })
        let alive = first.filter { entry in entry.object.value.map { !kept.contains(ObjectIdentifier($0)) } ?? false }
        XCTAssertEqual(alive.map(\.name), [], "the first run's objects outlived the restart")
    }

    func testThrowDroppedWhileThePlacardIsHeldIsFreed() {
        assertFreed(.throw) { scene, time in
            scene.pointerDown(column: 80, row: 29, at: time)
            run(scene, &time, for: 0.05)
            XCTAssertTrue(scene.window.animator.isAnimating, "mid-pulse")
            scene.pointerMoved(column: 90, row: 30, at: time)
            XCTAssertNotNil(scene.placardHost?.heldTouch)
        }
    }

    func testThrowDroppedMidFlightIsFreed() {
        assertFreed(.throw) { scene, time in
            scene.pointerDown(column: 80, row: 29, at: time)
            run(scene, &time, for: 0.4)
            for step in 1...6 {
                time += 1.0 / 60
                scene.pointerMoved(column: 80 + 6 * step, row: 29 - step, at: time)
            }
            time += 1.0 / 60
            scene.pointerUp(column: 122, row: 22, at: time)
            run(scene, &time, for: 0.2)
            XCTAssertNotNil((scene.contentView as? ThrowView)?.flight)
        }
    }

    func testThrowDroppedWhileTheKeysHoldThePlacardIsFreed() {
        assertFreed(.throw) { scene, time in
            scene.movePlacard(columns: 3, rows: 1, at: time)
            run(scene, &time, for: 0.1)
            XCTAssertTrue(scene.isHoldingPlacard)
        }
    }

    // MARK: Helpers

    /// Builds a scene, runs `use` on it from time 0, drops it, and asserts that none of its
    /// objects is alive.
    private func assertFreed(_ recipe: DynamicsScene.Recipe, file: StaticString = #filePath, line: UInt = #line,
                             after use: (DynamicsScene, inout Double) -> Void) {
        var watched: [(name: String, object: WeakObject)] = []
        do {
            let scene = DynamicsScene(recipe, columns: 160, rows: 60)
            var time = 0.0
            use(scene, &time)
            watched = objects(of: scene)
        }
        let alive = watched.filter { $0.object.value != nil }.map(\.name)
        XCTAssertEqual(alive, [], "still alive after the \(recipe) scene was dropped", file: file, line: line)
    }

    /// Everything a scene holds now, by name.
    private func objects(of scene: DynamicsScene) -> [(name: String, object: WeakObject)] {
        let animator = scene.contentView.dynamicAnimator
        var found: [(String, WeakObject)] = [("scene", WeakObject(scene)), ("window", WeakObject(scene.window)),
                                       ("timed animator", WeakObject(scene.window.animator)),
                                       ("dispatcher", WeakObject(scene.dispatcher)), ("dynamic animator", WeakObject(animator)),
                                       ("physics world", WeakObject(animator.world))]
        found += views(under: scene.window).map { ("view \($0.typeName)", WeakObject($0)) }
        found += animator.behaviors.flatMap(\.subtree).map { ("behaviour \(type(of: $0))", WeakObject($0)) }
        found += animator.world.orderedBodies.map { ("body of \($0.item)", WeakObject($0)) }
        if let touch = scene.dispatcher.activeTouch { found.append(("touch", WeakObject(touch))) }
        return found
    }

    private func views(under view: View) -> [View] {
        view.subviews.flatMap { [$0] + views(under: $0) }
    }

    private func run(_ scene: DynamicsScene, _ time: inout Double, for seconds: Double) {
        let end = time + seconds
        while time < end - 1e-9 {
            time += 1.0 / 60
            scene.advance(to: time)
        }
    }
}

/// A weak reference, to see whether an object outlived its owner.
private struct WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
