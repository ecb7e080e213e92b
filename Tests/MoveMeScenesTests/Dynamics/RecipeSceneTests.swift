@testable import MoveMeRendering
@testable import MoveMeScenes
import XCTest
import MoveMeCore

final class SceneTests: XCTestCase {
    /// Advances a scene in 60 Hz frames until `condition` holds or `limit` seconds pass; the time.
    @discardableResult
    func run(_ scene: DynamicsScene, from start: Double, limit: Double, until condition: () -> Bool) -> Double {
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

    /// The physics keeps to the animations' clock: slowed ten times, a second of real time is a
    /// tenth of a second of fall; stopped, nothing falls.
    func testThePhysicsFollowsTheAnimationsSpeed() {
        let slow = DynamicsScene(.gravity, columns: 160, rows: 60)
        slow.window.animator.speed = Animator.slowAnimationsSpeed
        let real = DynamicsScene(.gravity, columns: 160, rows: 60)
        for frame in 1...60 {
            slow.advance(to: Double(frame) / 60)
            real.advance(to: Double(frame) / 600)
        }
        let fallen = (slow.contentView as! GravityRecipe).square.center
        XCTAssertGreaterThan(fallen.y, 60 + 1, "it fell")
        XCTAssertEqual(fallen.distance(to: (real.contentView as! GravityRecipe).square.center), 0, accuracy: 1e-9)
        slow.window.animator.speed = 0
        slow.advance(to: 5)
        XCTAssertEqual((slow.contentView as! GravityRecipe).square.center, fallen)
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
