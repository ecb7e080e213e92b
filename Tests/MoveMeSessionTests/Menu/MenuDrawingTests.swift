@testable import MoveMeRendering
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeTerminal
@testable import MoveMeSession
import XCTest
@testable import MoveMeCore

/// The edit menu's plane over its scene, at 40×12 with the placard's menu, the pasteboard holding
/// text (" Copy │ Paste ", 14 cells from column 13, row 2, above the placard's top at row 4).
final class MenuDrawingTests: XCTestCase {
    private let presenter = EditMenu(strings: Strings(.english))

    /// The scene's picture with the menu's plane over it, as the screen composes them.
    private func withMenu(_ scene: Grid, depth: ColorDepth = .palette256) -> Grid {
        var plane = PlaneCells(columns: scene.columns, rows: scene.rows)
        if let shown = presenter.shown {
            EditMenuOverlay.draw(shown, on: &plane, style: OverlayStyle(depth: depth, strings: Strings(.english)))
        }
        var grid = scene
        for row in 0..<scene.rows {
            for column in 0..<scene.columns { grid[column, row] = plane.composed(scene, column: column, row: row) }
        }
        return grid
    }

    private func appWithMenu() -> MoveMeApp {
        let app = MoveMeApp(columns: 40, rows: 12)
        app.menuController.presenter = presenter
        app.generalPasteboard.string = "Hello"
        app.showEditMenu(column: 20, row: 6, at: 0)
        app.advance(to: 1)
        return app
    }

    func testInColourTheCommandsSitOnADarkStrip() {
        let grid = withMenu(appWithMenu().render())
        XCTAssertEqual(grid.text(row: 2), String(repeating: " ", count: 13) + " Copy │ Paste " + String(repeating: " ", count: 13))
        XCTAssertEqual(grid[13, 2].style.background, EditMenuOverlay.background.rgb)
        XCTAssertEqual(grid[26, 2].style.background, EditMenuOverlay.background.rgb)
        XCTAssertEqual(grid[15, 2].style.foreground, EditMenuOverlay.textColor.rgb)
        XCTAssertEqual(grid[22, 2].style.foreground, EditMenuOverlay.textColor.rgb, "each command on it can be chosen")
        XCTAssertEqual(grid[19, 2].style.foreground, EditMenuOverlay.barColor.rgb, "the bar between them")
    }

    func testWithoutColourTheCommandsStandAlone() {
        let grid = withMenu(appWithMenu().render(.boxDrawing), depth: .monochrome)
        XCTAssertEqual(grid.text(row: 2), String(repeating: " ", count: 13) + " Copy │ Paste " + String(repeating: " ", count: 13))
    }

    /// At 80×24 the placard is 24×10 points at (28, 19) when home, and its menu (the pasteboard
    /// holding text) goes just above it, at row 8 from column 33, after a long press; it stays
    /// while the placard bounces home.
    func testALongPressPutsThePlacardsMenuJustAboveIt() {
        let app = MoveMeApp(columns: 80, rows: 24)
        app.menuController.presenter = presenter
        app.generalPasteboard.string = "Hello"
        app.pointerDown(column: 40, row: 12, at: 1)
        app.pointerUp(column: 40, row: 12, at: 1.6)
        XCTAssertEqual(app.menuController.menuFrame, Rect(x: 33, y: 16, width: 14, height: 2))
        app.advance(to: 4)
        XCTAssertEqual(withMenu(app.render()).text(row: 8), String(repeating: " ", count: 33) + " Copy │ Paste " + String(repeating: " ", count: 33))
    }

    /// Scene 6's tiles are 20×16 points centred at y 24: a double tap on the first puts its
    /// menu (Cut │ Copy │ Delete: nothing to paste) over the top of it, centred on it.
    func testADoubleTapPutsATilesMenuOverIt() {
        let scene = TouchesScene(columns: 80, rows: 24)
        scene.menuController.presenter = presenter
        for (i, down) in [true, false, true, false].enumerated() {
            let time = 1 + Double(i) * 0.05
            scene.advance(to: time)
            if down {
                scene.dispatcher.fingerDown(0, at: Point(x: 13, y: 24), time: time)
            } else {
                scene.dispatcher.fingerUp(0, at: Point(x: 13, y: 24), time: time)
            }
        }
        XCTAssertTrue(scene.menuController.isMenuVisible)
        XCTAssertEqual(scene.menuController.menuFrame, Rect(x: 3, y: 14, width: 21, height: 2))
    }
}
