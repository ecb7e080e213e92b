@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeCore

/// Where the edit menu goes: above the target when there is room, below otherwise, over it when
/// neither, centred across and kept on screen, wrapped where one row is too narrow. A cell is 1
/// point wide and 2 tall; "Cut", "Copy", "Paste" make one row 20 cells wide (" Cut │ Copy │ Paste ").
final class MenuLayoutTests: XCTestCase {
    private let three = ["Cut", "Copy", "Paste"]

    func testEntriesAreTitlesWithSpacesDividedByBars() {
        let layout = MenuLayout(titles: three, target: Rect(x: 30, y: 20, width: 20, height: 8), columns: 80, rows: 24)
        XCTAssertEqual(layout.entries.map(\.column), [0, 6, 13])
        XCTAssertEqual(layout.entries.map(\.width), [5, 6, 7])
        XCTAssertEqual(layout.entry(atColumn: 5, row: 0), nil, "the bar")
        XCTAssertEqual(layout.entry(atColumn: 6, row: 0), 1)
        XCTAssertEqual(layout.entry(atColumn: 19, row: 0), 2)
    }

    func testAboveTheTargetWhenThereIsRoom() {
        let layout = MenuLayout(titles: three, target: Rect(x: 30, y: 20, width: 20, height: 8), columns: 80, rows: 24)
        XCTAssertEqual(layout.placement, .above)
        XCTAssertEqual(layout.frame, Rect(x: 30, y: 18, width: 20, height: 2))
    }

    func testBelowATargetAtTheTopEdgeAndKeptOnScreenAtTheLeft() {
        let layout = MenuLayout(titles: three, target: Rect(x: 0, y: 0, width: 10, height: 4), columns: 80, rows: 24)
        XCTAssertEqual(layout.placement, .below)
        XCTAssertEqual(layout.frame, Rect(x: 0, y: 4, width: 20, height: 2))
    }

    func testAboveATargetAtTheBottomEdgeAndKeptOnScreenAtTheRight() {
        let layout = MenuLayout(titles: three, target: Rect(x: 70, y: 44, width: 10, height: 4), columns: 80, rows: 24)
        XCTAssertEqual(layout.placement, .above)
        XCTAssertEqual(layout.frame, Rect(x: 60, y: 42, width: 20, height: 2))
    }

    func testOverATargetAsTallAsTheScreen() {
        let layout = MenuLayout(titles: three, target: Rect(x: 0, y: 0, width: 80, height: 48), columns: 80, rows: 24)
        XCTAssertEqual(layout.placement, .over)
        XCTAssertEqual(layout.frame, Rect(x: 30, y: 0, width: 20, height: 2))
    }

    func testWrapsOntoASecondRowAt20By6() {
        let titles = ["Cut", "Copy", "Paste", "Delete"]
        let above = MenuLayout(titles: titles, target: Rect(x: 4, y: 4, width: 8, height: 4), columns: 20, rows: 6)
        XCTAssertEqual(above.entries.map(\.row), [0, 0, 0, 1])
        XCTAssertEqual(above.entries.map(\.column), [0, 6, 13, 0])
        XCTAssertEqual(above.placement, .above)
        XCTAssertEqual(above.frame, Rect(x: 0, y: 0, width: 20, height: 4))
        let below = MenuLayout(titles: titles, target: Rect(x: 4, y: 2, width: 8, height: 4), columns: 20, rows: 6)
        XCTAssertEqual(below.placement, .below)
        XCTAssertEqual(below.frame, Rect(x: 0, y: 6, width: 20, height: 4))
        let over = MenuLayout(titles: titles, target: Rect(x: 0, y: 0, width: 20, height: 12), columns: 20, rows: 6)
        XCTAssertEqual(over.placement, .over)
        XCTAssertEqual(over.frame, Rect(x: 0, y: 0, width: 20, height: 4))
    }

    func testOnScreenAtEverySmallSizeAndEveryTarget() {
        let titles = EditAction.standard.map(Strings(.english).title(of:)) + ["A very long custom command title"]
        for columns in 1...24 {
            for rows in 1...8 {
                for y in stride(from: -4.0, through: Double(rows * 2 + 4), by: 3) {
                    for x in stride(from: -6.0, through: Double(columns + 6), by: 5) {
                        let layout = MenuLayout(titles: titles, target: Rect(x: x, y: y, width: 6, height: 4),
                                                columns: columns, rows: rows)
                        XCTAssertGreaterThanOrEqual(layout.frame.minX, 0)
                        XCTAssertLessThanOrEqual(layout.frame.maxX, Double(columns))
                        XCTAssertGreaterThanOrEqual(layout.frame.minY, 0)
                        for entry in layout.entries {
                            XCTAssertLessThanOrEqual(entry.column + entry.width, columns, "\(columns)×\(rows)")
                        }
                        if layout.frame.height <= Double(rows * 2) {
                            XCTAssertLessThanOrEqual(layout.frame.maxY, Double(rows * 2), "\(columns)×\(rows)")
                        }
                    }
                }
            }
        }
    }

    func testATargetOfNoNumbersStillPlacesTheMenu() {
        let layout = MenuLayout(titles: three, target: Rect(x: .nan, y: .infinity, width: 1, height: 1), columns: 40, rows: 10)
        XCTAssertEqual(layout.frame.width, 20)
        XCTAssertTrue(layout.frame.minY >= 0 && layout.frame.maxY <= 20)
    }
}
