import MoveMeKit
import XCTest
@testable import Fling

/// The square thrown and brought back, on an embedded terminal whose clock the test moves.
final class FlingTests: XCTestCase {
    /// 60 × 20 cells: the screen is 60 × 40 points, home (30, 20), in cell (30, 10).
    private func launch() -> (EmbeddedApplication, FlingViewController) {
        let delegate = FlingDelegate()
        let app = EmbeddedApplication(delegate: delegate, name: FlingDelegate.name, columns: 60, rows: 20)
        return (app, delegate.window!.rootViewController as! FlingViewController)
    }

    func testTheSquareStartsHome() {
        let (app, fling) = launch()
        XCTAssertEqual(fling.square.center, Point(x: 30, y: 20))
        XCTAssertTrue(app.lines[10].contains("drag me"), app.screen)
    }

    /// It follows the pointer exactly while dragged.
    func testADragMovesIt() {
        let (app, fling) = launch()
        app.press(column: 30, row: 10)
        for column in stride(from: 32, through: 40, by: 2) {
            app.wait(0.02)
            app.drag(column: column, row: 10)
        }
        XCTAssertEqual(fling.square.center.x, 40, accuracy: 0.01)
        XCTAssertTrue(app.lines[10].contains("drag me"))
        app.release(column: 40, row: 10)
    }

    /// Let go moving fast, it flies on past where it was let go, bounces off the screen's right
    /// edge (its centre half its width from it), then comes home and rests.
    func testAThrowFliesOnThenComesHomeAndRests() {
        let (app, fling) = launch()
        app.press(column: 30, row: 10)
        for column in stride(from: 33, through: 42, by: 3) {
            app.wait(0.02)
            app.drag(column: column, row: 10)
        }
        app.release(column: 42, row: 10)
        var farthest = 0.0
        for _ in 0..<20 {
            app.wait(0.01)
            farthest = max(farthest, fling.square.center.x)
        }
        XCTAssertGreaterThan(farthest, 50)
        XCTAssertLessThanOrEqual(farthest, 53.01)
        XCTAssertLessThan(fling.square.center.x, farthest)
        app.wait(3)
        XCTAssertEqual(fling.square.center, Point(x: 30, y: 20))
        // At rest nothing more is drawn.
        let frames = app.framesDrawn
        app.wait(2)
        XCTAssertEqual(app.framesDrawn, frames)
    }

    /// A slow drag let go is no throw: it goes straight home.
    func testASlowReleaseComesStraightHome() {
        let (app, fling) = launch()
        app.press(column: 30, row: 10)
        app.wait(0.2)
        app.drag(column: 20, row: 5)
        app.wait(0.5)
        app.release(column: 20, row: 5)
        app.wait(3)
        XCTAssertEqual(fling.square.center, Point(x: 30, y: 20))
    }

    /// A bigger terminal: home is its new middle.
    func testAResizeMovesHome() {
        let (app, fling) = launch()
        app.resize(columns: 80, rows: 30)
        XCTAssertEqual(fling.square.center, Point(x: 40, y: 30))
    }
}
