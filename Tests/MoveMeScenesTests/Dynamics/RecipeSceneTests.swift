@testable import MoveMeRendering
@testable import MoveMeStrings
@testable import MoveMeScenes
import TestSupport
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

    /// A contact starts its swell at the physics step that made it, not at the frame's end, and
    /// a completion wakes the resting physics at its own time: alpha, scale and position during
    /// both swells are the same at 30, 60 and 144 Hz and in odd frames.
    func testBoundaryTheSwellIsTheSameAtAnyFrameRate() {
        let samples = [0.6, 0.9, 1.3, 1.45, 1.8, 2.2, 2.6]
        var seen: [[Double]] = []
        for frame in [1.0 / 30, 1.0 / 60, 1.0 / 144, 0.0173] {
            let scene = DynamicsScene(.boundary, columns: 160, rows: 60)
            let view = scene.contentView as! BoundaryRecipe
            var time = 0.0, values: [Double] = []
            for sample in samples {
                while time < sample - 1e-12 {
                    time = min(sample, time + frame)
                    scene.advance(to: time)
                }
                for square in view.squares {
                    let shown = square.presentation
                    values += [shown.alpha, shown.transform.a, shown.transform.b, shown.center.y]
                }
            }
            seen.append(values)
        }
        // Mid-swell: the green square's alpha at 1.3 s, and the red's at 2.6 s, after the green's
        // completion woke the resting physics and the red fell to the line (four values a
        // square, two squares a sample).
        let green = 2 * 8 + 4, red = 6 * 8
        for index in [green, red] {
            XCTAssertLessThan(seen[0][index], 0.9)
            XCTAssertGreaterThan(seen[0][index], 0.1)
        }
        for (rate, values) in seen.enumerated().dropFirst() {
            for (index, value) in values.enumerated() {
                XCTAssertEqual(value, seen[0][index], accuracy: 1e-9, "frames #\(rate), value #\(index)")
            }
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
