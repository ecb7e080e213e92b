@testable import MoveMeRendering
@testable import MoveMeScenes
import SceneTestSupport
import XCTest
@testable import MoveMeCore

/// The whole MoveMe story on a 40×12 terminal, through the dispatcher with a manual clock,
/// looking at the rendered grid at each key moment.
final class StoryTests: XCTestCase {
    func testTheWholeStory() {
        let app = makeApp(columns: 40, rows: 12)
        let atRest = app.render()
        XCTAssertEqual(atRest.text(row: 6).range(of: "Welcome").map { atRest.text(row: 6).distance(from: atRest.text(row: 6).startIndex, to: $0.lowerBound) }, 17)
        XCTAssertFalse(app.isAnimating)

        // Press on the placard: it pulses, growing first.
        app.pointerDown(column: 20, row: 6, at: 1)
        XCTAssertTrue(app.isAnimating)
        app.advance(to: 1.15)
        let grown = app.render()
        XCTAssertEqual(silhouette(grown).split(separator: "\n")[4].prefix(7), "      █", "1.2×: wider than at rest")
        XCTAssertEqual(silhouette(atRest).split(separator: "\n")[4].prefix(9), "        █")

        // Then settles at 1.1× under the finger.
        app.advance(to: 1.3)
        XCTAssertFalse(app.isAnimating)
        let held = app.render()
        XCTAssertNotEqual(held, grown)
        XCTAssertNotEqual(held, atRest)

        // Drag: the placard follows exactly; its greeting moves with it.
        app.pointerMoved(column: 30, row: 9, at: 1.4)
        let dragged = app.render()
        XCTAssertTrue(dragged.text(row: 9).contains("Welcome"))
        XCTAssertEqual(dragged[27, 9].text, "W", "centred on the pointer's cell")
        XCTAssertFalse(dragged.text(row: 6).contains("Welcome"))

        // Release: it bounces home, and no touch gets through meanwhile.
        app.pointerUp(column: 30, row: 9, at: 1.5)
        XCTAssertTrue(app.isAnimating)
        app.advance(to: 1.6)
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)
        app.pointerDown(column: 1, row: 1, at: 1.7)
        app.pointerUp(column: 1, row: 1, at: 1.72)
        app.pointerDown(column: 1, row: 1, at: 1.8)
        app.pointerUp(column: 1, row: 1, at: 1.82)
        XCTAssertEqual(app.greeting, "Welcome")
        var frames: [Grid] = []
        var t = 1.6
        while app.isAnimating {
            t += 1.0 / 60
            app.advance(to: t)
            frames.append(app.render())
        }
        XCTAssertEqual(t, 1.5 + BouncePath(from: Point(x: 30.5, y: 19), to: Point(x: 20, y: 12), threshold: 0.75).duration, accuracy: 1.0 / 60 + 1e-9)
        XCTAssertTrue(frames.contains { $0.text(row: 7).contains("Welcome") }, "on the way home")
        XCTAssertEqual(frames.last, atRest, "home, at rest, exactly as at the start")

        // A double click on the background: the next greeting, on the second press.
        app.pointerDown(column: 2, row: 1, at: 5)
        app.pointerUp(column: 2, row: 1, at: 5.05)
        app.pointerDown(column: 2, row: 1, at: 5.2)
        let next = app.render()
        XCTAssertTrue(next.text(row: 6).contains("Velkommen"))
        XCTAssertEqual(next.changes(since: atRest).filter { $0.row != 6 && $0.row != 7 }, [])
    }
}
