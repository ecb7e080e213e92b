import Glibc
import MoveMeKit
import XCTest
@testable import Counter

/// The counter as a person uses it, on an embedded terminal: clicks on its buttons, a key,
/// a resize, Ctrl-C.
final class CounterTests: XCTestCase {
    /// 40 × 12 cells: the screen is 40 × 24 points, its centre (20, 12) in cell (20, 6).
    private func launch() -> EmbeddedApplication {
        EmbeddedApplication(delegate: CounterDelegate(), name: CounterDelegate.name, columns: 40, rows: 12)
    }

    /// The row of the label's and the buttons' middle, as the screen shows it.
    private func middle(_ app: EmbeddedApplication) -> String { app.lines[6] }

    func testItStartsAtZeroBetweenTheButtons() {
        let app = launch()
        let row = middle(app)
        XCTAssertTrue(row.contains("−") && row.contains("0") && row.contains("+"), row)
        XCTAssertLessThan(row.firstIndex(of: "−")!, row.firstIndex(of: "0")!)
        XCTAssertLessThan(row.firstIndex(of: "0")!, row.firstIndex(of: "+")!)
    }

    func testPlusCountsUpAndMinusDown() {
        let app = launch()
        let plus = middle(app).distance(from: middle(app).startIndex, to: middle(app).firstIndex(of: "+")!)
        let minus = middle(app).distance(from: middle(app).startIndex, to: middle(app).firstIndex(of: "−")!)
        app.click(column: plus, row: 6)
        app.click(column: plus, row: 6)
        XCTAssertTrue(middle(app).contains(" 2 "), middle(app))
        for _ in 0..<3 { app.click(column: minus, row: 6) }
        XCTAssertTrue(middle(app).contains("-1"), middle(app))
    }

    /// A press that leaves the button before it is let go is no press, as UIButton's.
    func testAPressDraggedOffTheButtonDoesNotCount() {
        let app = launch()
        let plus = middle(app).distance(from: middle(app).startIndex, to: middle(app).firstIndex(of: "+")!)
        app.press(column: plus, row: 6)
        app.drag(column: 1, row: 1)
        app.release(column: 1, row: 1)
        XCTAssertTrue(middle(app).contains(" 0 "), middle(app))
    }

    /// The count follows a finger that drags it, by as much as it moved; the buttons stay.
    func testTheCountFollowsAFinger() {
        let app = launch()
        let zero = middle(app).distance(from: middle(app).startIndex, to: middle(app).firstIndex(of: "0")!)
        app.press(column: zero, row: 6)
        app.drag(column: zero + 3, row: 8)
        app.drag(column: zero + 6, row: 9)
        app.release(column: zero + 6, row: 9)
        XCTAssertTrue(app.lines[9].contains("0"), app.screen)
        XCTAssertFalse(middle(app).contains("0"), app.screen)
        XCTAssertTrue(middle(app).contains("−") && middle(app).contains("+"))
    }

    func testZeroKeySetsTheCountBack() {
        let app = launch()
        let plus = middle(app).distance(from: middle(app).startIndex, to: middle(app).firstIndex(of: "+")!)
        app.click(column: plus, row: 6)
        app.type("0")
        XCTAssertTrue(middle(app).contains(" 0 "), middle(app))
    }

    /// The terminal made larger: the controls laid out in the new middle, the count kept.
    func testAResizeKeepsThemInTheMiddle() {
        let app = launch()
        let plus = middle(app).distance(from: middle(app).startIndex, to: middle(app).firstIndex(of: "+")!)
        app.click(column: plus, row: 6)
        app.resize(columns: 60, rows: 20)
        XCTAssertTrue(app.lines[10].contains(" 1 "), app.screen)
    }

    /// The count is kept in the application's defaults: a run that starts with them (as the
    /// next one does, from the file under the app's name) shows it again.
    func testTheCountOutlivesARun() {
        let app = launch()
        let plus = middle(app).distance(from: middle(app).startIndex, to: middle(app).firstIndex(of: "+")!)
        app.click(column: plus, row: 6)
        app.click(column: plus, row: 6)
        app.type("q")
        let next = EmbeddedApplication(delegate: CounterDelegate(), columns: 40, rows: 12,
                                       defaults: app.application.userDefaults.values)
        XCTAssertTrue(middle(next).contains(" 2 "), middle(next))
    }

    func testCtrlCQuits() {
        let app = launch()
        app.raise(SIGINT)
        XCTAssertEqual(app.exitStatus, 128 + SIGINT)
    }
}
