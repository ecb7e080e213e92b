@testable import MoveMeScenes
import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// The collision recipe: the squares stack and rest, M cycles the mode, a square is dragged
/// and thrown, and the mode chosen outlives a restart.
extension SceneTests {
    func testCollisionTheSquaresStackOnTheBottomEdgeAndRest() {
        for (columns, rows) in [(160, 60), (80, 24), (300, 100)] {
            let scene = DynamicsScene(.collision, columns: columns, rows: rows)
            let view = scene.contentView as! CollisionRecipe
            let side = view.red.bounds.width, height = Double(rows * 2)
            let rested = run(scene, from: 0, limit: 10) { !scene.isAnimating }
            XCTAssertLessThan(rested, 5, "\(columns)×\(rows)")
            XCTAssertEqual(view.green.center.y, height - side / 2, accuracy: 0.3)
            XCTAssertEqual(view.red.center.y, height - side * 1.5, accuracy: 0.5)
            XCTAssertEqual(view.red.center.x, Double(columns) / 2, accuracy: 0.1)
        }
    }

    func testCollisionMCyclesTheModeAndBoundariesOnlyLetsThemSlideTogether() {
        let scene = DynamicsScene(.collision, columns: 160, rows: 60)
        let view = scene.contentView as! CollisionRecipe
        XCTAssertEqual(view.modeName, "everything")
        XCTAssertTrue(scene.caption!.contains("everything"), scene.caption!)
        XCTAssertEqual(scene.keys.map(\.key), ["m"])
        XCTAssertTrue(scene.handleKey("m", at: 0))
        XCTAssertEqual(view.collision.collisionMode, .boundaries)
        XCTAssertTrue(scene.caption!.contains("boundaries"), scene.caption!)
        run(scene, from: 0, limit: 10) { !scene.isAnimating }
        XCTAssertEqual(view.red.center.y, view.green.center.y, accuracy: 0.5)
        XCTAssertTrue(scene.handleKey("m", at: 10))
        XCTAssertEqual(view.collision.collisionMode, .items)
        XCTAssertTrue(scene.handleKey("m", at: 10))
        XCTAssertEqual(view.collision.collisionMode, .everything)
        XCTAssertFalse(scene.handleKey("x", at: 10))
    }

    /// The collision recipe on 160 × 60 once its squares rest, with the green (bottom) square
    /// pressed at its centre's cell: the scene, its view, the time and the cell.
    private func collisionWithGreenPressed() -> (DynamicsScene, CollisionRecipe, Double, (column: Int, row: Int)) {
        let scene = DynamicsScene(.collision, columns: 160, rows: 60)
        let view = scene.contentView as! CollisionRecipe
        let time = run(scene, from: 0, limit: 10) { !scene.isAnimating }
        let cell = (column: Int(view.green.center.x), row: Int(view.green.center.y / 2))
        scene.pointerDown(column: cell.column, row: cell.row, at: time)
        return (scene, view, time, cell)
    }

    func testCollisionASquareIsDraggedAndThrownWithThePointersVelocity() {
        // Grab the green square and drag it up and right.
        var (scene, view, time, cell) = collisionWithGreenPressed()
        XCTAssertTrue(scene.isAnimating)
        for step in 1...30 {
            time += 1.0 / 60
            scene.pointerMoved(column: cell.column + step, row: cell.row - step / 2, at: time)
        }
        // It hangs from the pointer: a few points behind it at 60 points/s.
        let pointer = MoveMeApp.point(column: cell.column + 30, row: cell.row - 15)
        XCTAssertLessThan(view.green.center.distance(to: pointer), 5)
        time += 1.0 / 60
        scene.pointerUp(column: cell.column + 31, row: cell.row - 15, at: time)
        // Thrown: moving right at about the pointer's 60 points/s, and up at about 60.
        let velocity = (view.collision.dynamicAnimator?.behaviors.compactMap { $0 as? DynamicItemBehavior }.first)!
            .linearVelocity(for: view.green)
        XCTAssertEqual(velocity.x, 60, accuracy: 8)
        XCTAssertEqual(velocity.y, -60, accuracy: 15)
        // And comes to rest again, inside. Landing on the red square's corner it knocks it
        // sideways; with no friction (UIKit's default) that one slides on to a wall first.
        let rested = run(scene, from: time, limit: 60) { !scene.isAnimating }
        XCTAssertLessThan(rested - time, 40)
        XCTAssertTrue(isInside(view.red, view.bounds) && isInside(view.green, view.bounds))
    }

    /// A wild flick of the lower square straight up into the one resting on it: the throw is
    /// capped at eight screen widths a second, as the throw scene's, and at that speed the
    /// squares still meet rather than pass through each other.
    func testCollisionAWildFlickIsCappedAndTheSquaresDoNotPassThroughEachOther() {
        var (scene, view, time, cell) = collisionWithGreenPressed()
        time += 1.0 / 60
        scene.pointerMoved(column: cell.column, row: cell.row - 20, at: time)
        time += 1.0 / 60
        scene.pointerUp(column: cell.column, row: cell.row - 40, at: time)
        let properties = (view.collision.dynamicAnimator?.behaviors.compactMap { $0 as? DynamicItemBehavior }.first)!
        let thrown = properties.linearVelocity(for: view.green)
        XCTAssertEqual(thrown.length, PointerDrag.maximumThrowSpeed * 160, accuracy: 1e-6, "\(thrown)")
        XCTAssertLessThan(thrown.y, -1000, "upwards")
        // Up to the ceiling and back (later they may tumble and slide past each other).
        for _ in 0..<36 {
            time += DynamicAnimator.stepDuration
            scene.advance(to: time)
            XCTAssertLessThan(view.red.center.y, view.green.center.y, "red stays above green")
            XCTAssertTrue(isInside(view.red, view.bounds) && isInside(view.green, view.bounds))
        }
    }

    func testRestartKeepsTheCollisionModeChosen() {
        let scene = DynamicsScene(.collision, columns: 160, rows: 60)
        scene.handleKey("m", at: 0)
        scene.restart(at: 1)
        let view = scene.contentView as! CollisionRecipe
        XCTAssertEqual(view.modeName, "boundaries")
        XCTAssertEqual(view.collision.collisionMode, .boundaries)
        XCTAssertEqual(view.red.center, Point(x: 80, y: 60), "from the start")
        // Boundaries only: the squares fall into each other and rest side by side, level.
        run(scene, from: 1, limit: 10) { !scene.isAnimating }
        XCTAssertEqual(view.red.center.y, view.green.center.y, accuracy: 0.5)
    }
}
