@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeTerminal
@testable import MoveMeSession
import SceneTestSupport
import TestSupport
import XCTest
@testable import MoveMeCore

/// The edit menu drawn with its scene by the session's presenter, at 40×12 with the placard's
/// menu (" Copy │ Paste ", 14 cells from column 13, row 2, above the placard's top at row 4).
final class MenuDrawingTests: XCTestCase {
    private let presenter = MenuView(strings: Strings(.english))

    private func appWithMenu() -> MoveMeApp {
        let app = MoveMeApp(columns: 40, rows: 12)
        app.menuController.presenter = presenter
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

    /// At 80×24 the placard is 24×10 points at (28, 19) when home, and its menu goes just above
    /// it, at row 8 from column 33, after a long press; it stays while the placard bounces home.
    func testALongPressPutsThePlacardsMenuJustAboveIt() {
        let app = MoveMeApp(columns: 80, rows: 24)
        app.menuController.presenter = presenter
        app.pointerDown(column: 40, row: 12, at: 1)
        app.pointerUp(column: 40, row: 12, at: 1.6)
        XCTAssertEqual(app.menuController.menuFrame, Rect(x: 33, y: 16, width: 14, height: 2))
        app.advance(to: 4)
        XCTAssertEqual(app.render().text(row: 8), String(repeating: " ", count: 33) + " Copy │ Paste " + String(repeating: " ", count: 33))
    }

    /// Scene 6's tiles are 20×16 points centred at y 24: a double tap on the first puts its
    /// menu over the top of it, from the left edge.
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
        XCTAssertEqual(scene.menuController.menuFrame, Rect(x: 0, y: 14, width: 29, height: 2))
    }
}
