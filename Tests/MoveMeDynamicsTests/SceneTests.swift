import XCTest
import MoveMeCore
@testable import MoveMeDynamics

final class SceneTests: XCTestCase {
    /// Advances a scene in 60 Hz frames until `condition` holds or `limit` seconds pass; the time.
    @discardableResult
    private func run(_ scene: DynamicsScene, from start: Double, limit: Double, until condition: () -> Bool) -> Double {
        var time = start
        while !condition(), time - start < limit {
            time += 1.0 / 60
            scene.advance(to: time)
        }
        return time
    }

    func testPhoneScaleIsTheSmallerRatio() {
        XCTAssertEqual(PhoneScale(screen: Size(width: 80, height: 48)).factor, 0.1)
        XCTAssertEqual(PhoneScale(screen: Size(width: 160, height: 480)).factor, 0.5)
    }

    func testGravityTheSquareLeavesTheScreenInThePhonesTimeAndTheSceneRests() {
        // On the phone: the 100-point square's top passes 480 after falling 290: √(2·290/1000) s.
        let phoneTime = (2 * 290.0 / 1000).squareRoot()
        for (columns, rows) in [(80, 24), (200, 60), (120, 40)] {
            let scene = DynamicsScene(.gravity, columns: columns, rows: rows)
            let view = scene.contentView as! GravityRecipe
            let s = PhoneScale(screen: Size(width: Double(columns), height: Double(rows * 2))).factor
            XCTAssertEqual(view.square.bounds.width, 100 * s, accuracy: 1e-9)
            XCTAssertEqual(view.square.center, Point(x: Double(columns) / 2, y: Double(rows)))
            XCTAssertTrue(scene.isAnimating)
            let gone = run(scene, from: 0, limit: 3) { !scene.isAnimating }
            XCTAssertEqual(gone, phoneTime, accuracy: 0.04, "\(columns)×\(rows)")
            XCTAssertGreaterThan(view.square.frame.minY, Double(rows * 2))
        }
    }

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

    func testCollisionASquareIsDraggedAndThrownWithThePointersVelocity() {
        let scene = DynamicsScene(.collision, columns: 160, rows: 60)
        let view = scene.contentView as! CollisionRecipe
        var time = run(scene, from: 0, limit: 10) { !scene.isAnimating }
        // Grab the green square (bottom) by its centre's cell and drag it up and right.
        let cell = (column: Int(view.green.center.x), row: Int(view.green.center.y / 2))
        scene.pointerDown(column: cell.column, row: cell.row, at: time)
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
        // And comes to rest again.
        let rested = run(scene, from: time, limit: 15) { !scene.isAnimating }
        XCTAssertLessThan(rested - time, 10)
    }

    func testBoundarySquaresSwellAndFadeOnTheLineThenGoAndTheSceneRests() {
        let scene = DynamicsScene(.boundary, columns: 160, rows: 60)  // s = 0.25, line at 120 − 25 = 95
        let view = scene.contentView as! BoundaryRecipe
        XCTAssertEqual(view.lineY, 95)
        XCTAssertEqual(view.squares[0].center, Point(x: 80, y: 0))
        // The green square, the lower, touches first; the red lands on it, and on the line once
        // the green is gone.
        let first = view.squares[1]
        XCTAssertEqual(first.backgroundColor, RecipeView.green)
        var time = run(scene, from: 0, limit: 3) { scene.window.animator.isAnimating }
        XCTAssertEqual(first.backgroundColor, RecipeView.red)
        XCTAssertEqual(first.center.y, 95 - 6.25, accuracy: 1.5)
        time = run(scene, from: time, limit: 0.5) { false }
        let shown = first.presentation
        XCTAssertLessThan(shown.alpha, 0.9)
        XCTAssertGreaterThan(shown.transform.a, 1.1)
        // Physics and animation together: the model has the animation's 2× and no stray turn.
        XCTAssertEqual(first.transform.a, 2, accuracy: 1e-3)
        XCTAssertEqual(first.transform.b, 0, accuracy: 1e-3)
        XCTAssertEqual(first.center.y, 95 - 6.25, accuracy: 1.5)
        time = run(scene, from: time, limit: 1) { first.superview == nil }
        time = run(scene, from: time, limit: 1) { view.squares[0].presentation.alpha < 1 }
        XCTAssertEqual(view.squares[0].center.y, 95 - 6.25, accuracy: 1.5)
        time = run(scene, from: time, limit: 5) { !scene.isAnimating }
        XCTAssertTrue(view.squares.allSatisfy { $0.superview == nil })
        XCTAssertLessThan(time, 5)
        // A click starts it again.
        scene.pointerDown(column: 10, row: 10, at: time)
        XCTAssertTrue(scene.isAnimating)
        let again = scene.contentView as! BoundaryRecipe
        XCTAssertFalse(again === view)
        XCTAssertEqual(again.squares[0].center, Point(x: 80, y: 0))
        scene.pointerUp(column: 10, row: 10, at: time)
    }

    func testResizeLaysTheRecipeOutAgainAtTheNewScale() {
        let scene = DynamicsScene(.collision, columns: 80, rows: 24)
        scene.advance(to: 0.5)
        scene.resize(columns: 160, rows: 60)
        let view = scene.contentView as! CollisionRecipe
        XCTAssertEqual(view.red.bounds.width, 12.5)
        XCTAssertEqual(view.red.center, Point(x: 80, y: 60))
        XCTAssertTrue(scene.isAnimating)
    }

    func testTheSceneDrawsItsSquares() {
        let scene = DynamicsScene(.gravity, columns: 80, rows: 24)
        let grid = scene.render()
        XCTAssertEqual(grid.columns, 80)
        XCTAssertEqual(grid.rows, 24)
        XCTAssertNotEqual(grid[40, 12], grid[5, 5], "the green square shows on the white background")
    }

    func testEveryRecipeSurvivesTinyAndOddTerminalsAndInput() {
        for recipe in DynamicsScene.Recipe.allCases {
            for (columns, rows) in [(0, 0), (1, 1), (3, 200), (500, 2), (-4, -4)] {
                let scene = DynamicsScene(recipe, columns: columns, rows: rows)
                scene.pointerDown(column: 0, row: 0, at: 0.1)
                scene.pointerMoved(column: -50, row: 9999, at: 0.2)
                scene.pointerUp(column: 7, row: 7, at: 0.3)
                scene.handleKey("m", at: 0.4)
                scene.advance(to: .nan)
                scene.advance(to: 5)
                scene.resize(columns: columns + 10, rows: rows + 5)
                scene.advance(to: 10)
                XCTAssertEqual(scene.render().columns, max(0, columns + 10))
                for view in scene.contentView.subviews {
                    XCTAssertTrue(view.center.isFinite && view.transform.isFinite, "\(recipe) \(columns)×\(rows)")
                }
            }
        }
    }
}
