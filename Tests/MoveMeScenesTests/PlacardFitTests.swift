@testable import MoveMeRendering
@testable import MoveMeScenes
import SceneTestSupport
import XCTest
@testable import MoveMeCore

/// A long greeting (a user's file) fits the screen: the placard takes at most about two thirds
/// of the width, with its side borders, and the greeting is shortened inside it.
final class PlacardFitTests: XCTestCase {
    private let long = "Start" + String(repeating: "x", count: 50) + "End"  // 58 cells

    func testTheStandardPlacardIsUnchangedAtAnyWidthItFits() {
        for columns in [24, 40, 80, 200] {
            XCTAssertEqual(makeApp(columns: columns, rows: 24).placardView.bounds.width, 24, "at \(columns) columns")
        }
    }

    /// Narrower, it is as wide as the screen, never wider (at 20 columns it was cut on both sides).
    func testANarrowerScreenNarrowsThePlacardToItsWidth() {
        for columns in [1, 8, 16, 20, 23] {
            XCTAssertEqual(makeApp(columns: columns, rows: 24).placardView.bounds.width, Double(columns), "at \(columns) columns")
        }
    }

    func testALongGreetingTakesTwoThirdsOfTheWidth() {
        let app = makeApp(columns: 80, rows: 24, greetings: [long])
        XCTAssertEqual(app.placardView.bounds.width, 53)
        let grid = app.render()
        let row = grid.rowText(12)
        let placard = silhouette(grid).split(separator: "\n")[11]
        // 53 cells about the middle, 40: from 13.5 to 66.5, placed a half up as text is.
        XCTAssertEqual(placard, Substring(String(repeating: " ", count: 14) + String(repeating: "█", count: 53) + String(repeating: " ", count: 13)))
        XCTAssertTrue(row.contains("Start"), row)
        XCTAssertTrue(row.contains("…"), row)
        XCTAssertTrue(row.contains("End"), row)
    }

    func testAWideTerminalFitsTheGreetingWhole() {
        let app = makeApp(columns: 160, rows: 24, greetings: [long])
        XCTAssertEqual(app.placardView.bounds.width, 66)
        XCTAssertTrue(app.render().rowText(12).contains("Start" + String(repeating: "x", count: 50) + "End"))
    }

    func testTheLimitFollowsAResize() {
        let app = makeApp(columns: 160, rows: 24, greetings: [long])
        app.resize(columns: 60, rows: 24)
        app.advance(to: 0)
        XCTAssertEqual(app.placardView.bounds.width, 40)
        XCTAssertEqual(app.placardView.center, Point(x: 30, y: 24))
    }

    func testSideBordersShowOnANarrowTerminal() {
        let app = makeApp(columns: 40, rows: 12, greetings: [long])
        XCTAssertEqual(app.placardView.bounds.width, 26)
        let middle = silhouette(app.render()).split(separator: "\n")[6]
        XCTAssertEqual(String(middle.prefix(7)), "       ")
        XCTAssertEqual(String(middle.suffix(7)), "       ")
    }
}

private extension Grid {
    func rowText(_ row: Int) -> String {
        (0..<columns).map { self[$0, row].text }.joined()
    }
}
