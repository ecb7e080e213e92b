import XCTest
@testable import MoveMeCore

/// The edit menu drawn with its scene, at 40×12 with the placard's menu (" Copy │ Paste ", 14
/// cells from column 13, row 2, above the placard's top at row 4).
final class MenuDrawingTests: XCTestCase {
    private func appWithMenu() -> MoveMeApp {
        let app = MoveMeApp(columns: 40, rows: 12)
        app.showEditMenu(column: 20, row: 6, at: 0)
        app.advance(to: 1)
        return app
    }

    func testInColourTheCommandsSitOnADarkStrip() {
        let grid = appWithMenu().render()
        XCTAssertEqual(grid.text(row: 2), String(repeating: " ", count: 13) + " Copy │ Paste " + String(repeating: " ", count: 13))
        XCTAssertEqual(halves(grid[13, 2])?.top, MenuView.background.rgb)
        XCTAssertEqual(halves(grid[26, 2])?.top, MenuView.background.rgb)
        XCTAssertEqual(grid[15, 2].style.foreground, MenuView.textColor.rgb, "Copy is allowed")
        XCTAssertEqual(grid[22, 2].style.foreground, MenuView.greyedColor.rgb, "Paste is greyed: nothing to paste")
    }

    func testWithoutColourTheCommandsStandAlone() {
        let grid = appWithMenu().render(.boxDrawing)
        XCTAssertEqual(grid.text(row: 2), String(repeating: " ", count: 13) + " Copy │ Paste " + String(repeating: " ", count: 13))
    }
}
