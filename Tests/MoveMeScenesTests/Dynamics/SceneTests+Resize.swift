@testable import MoveMeScenes
import XCTest
import MoveMeCore

/// A new size: a resting stack laid out again, a fall going on, the boundary line moved, the
/// new edges followed at the same scale.
extension SceneTests {
    func testResizeLaysTheRestingStackOutAgainAndItStaysAtRest() {
        // 80×24: s = 0.1, squares of 5 resting on the bottom (48). 160×60: s = 0.25, k = 2.5.
        let scene = DynamicsScene(.collision, columns: 80, rows: 24)
        let view = scene.contentView as! CollisionRecipe
        let rested = run(scene, from: 0, limit: 10) { !scene.isAnimating }
        XCTAssertEqual(view.green.center.y, 45.5, accuracy: 0.3)
        scene.resize(columns: 160, rows: 60)
        XCTAssertTrue(scene.contentView === view, "the same scene goes on")
        XCTAssertEqual(view.red.bounds.width, 12.5)
        XCTAssertEqual(view.green.bounds.width, 12.5)
        XCTAssertEqual(view.green.center.y, 120 - 2.5 * 2.5, accuracy: 0.8)
        XCTAssertEqual(view.red.center.y, 120 - 7.5 * 2.5, accuracy: 1.3)
        XCTAssertEqual(view.green.center.x, 80, accuracy: 1)
        run(scene, from: rested, limit: 10) { !scene.isAnimating }
        XCTAssertEqual(view.green.center.y, 120 - 6.25, accuracy: 0.3)
        XCTAssertEqual(view.red.center.y, 120 - 18.75, accuracy: 0.5)
    }

    func testResizeMidFallLetsTheSquareFallOn() {
        // 80×24 (s = 0.1) to 160×48 (s = 0.2): twice the size, speed and gravity; it keeps
        // falling from where it was, measured from the bottom, and leaves in the phone's time.
        let scene = DynamicsScene(.gravity, columns: 80, rows: 24)
        let view = scene.contentView as! GravityRecipe
        scene.advance(to: 0.2)  // fallen ½ · 100 · 0.2² = 2 points: centre at 26
        XCTAssertEqual(view.square.center.y, 26, accuracy: 0.05)
        scene.resize(columns: 160, rows: 48)
        XCTAssertTrue(scene.contentView === view)
        XCTAssertEqual(view.square.bounds.width, 20)
        XCTAssertEqual(view.square.center.x, 80)
        XCTAssertEqual(view.square.center.y, 96 - 22 * 2, accuracy: 1e-9)
        scene.advance(to: 0.3)  // 200 · (0.3² − 0.2²) / 2 = 5 points further
        XCTAssertEqual(view.square.center.y, 57, accuracy: 0.1)
        let gone = run(scene, from: 0.3, limit: 3) { !scene.isAnimating }
        XCTAssertEqual(gone, (2 * 290.0 / 1000).squareRoot(), accuracy: 0.04)
    }

    func testResizeMovesTheBoundaryLineAndKeepsTheSquares() {
        let scene = DynamicsScene(.boundary, columns: 160, rows: 60)  // s = 0.25, line at 95
        let view = scene.contentView as! BoundaryRecipe
        scene.advance(to: 0.1)
        scene.resize(columns: 80, rows: 24)  // s = 0.1, line at 48 − 10 = 38
        XCTAssertTrue(scene.contentView === view)
        XCTAssertEqual(view.squares.count, 2)
        XCTAssertEqual(view.line?.from.y, 38)
        XCTAssertEqual(view.squares[0].bounds.width, 5, accuracy: 1e-9)
        run(scene, from: 0.1, limit: 10) { !scene.isAnimating }
        XCTAssertTrue(view.squares.allSatisfy { $0.superview == nil }, "both touched the new line and went")
    }

    func testAResizeThatKeepsTheScaleStillFollowsTheNewEdges() {
        // 160×48 and 200×48 both have s = 0.2 (the height decides): the stack moves to the new
        // middle; and 120×60 → 120×80 (s = 0.375 both): it stays on the new bottom.
        let wide = DynamicsScene(.collision, columns: 160, rows: 48)
        let view = wide.contentView as! CollisionRecipe
        run(wide, from: 0, limit: 10) { !wide.isAnimating }
        wide.resize(columns: 200, rows: 48)
        XCTAssertEqual(view.green.center.x, 100, accuracy: 0.5)
        XCTAssertEqual(view.red.bounds.width, 10)
        let tall = DynamicsScene(.collision, columns: 120, rows: 60)
        let stack = tall.contentView as! CollisionRecipe
        run(tall, from: 0, limit: 10) { !tall.isAnimating }
        tall.resize(columns: 120, rows: 80)
        XCTAssertEqual(stack.green.center.y, 160 - stack.green.bounds.height / 2, accuracy: 0.5)
    }
}
