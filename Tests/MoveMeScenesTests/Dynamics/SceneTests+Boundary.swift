@testable import MoveMeScenes
import XCTest
import MoveMeCore

/// The boundary recipe: squares swell and fade on the line, the same at any frame rate.
extension SceneTests {
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
}
