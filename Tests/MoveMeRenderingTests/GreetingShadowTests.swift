@testable import MoveMeScenes
@testable import MoveMeRendering
import SceneTestSupport
import XCTest
@testable import MoveMeCore

/// The greeting's shadow in half blocks (issue 46): a dark bar a pixel tall under the text, where
/// the original's is the text itself half a point down, less than a cell's pixel. The cells
/// draw none; the pictures, which have the pixels for it, keep it.
final class GreetingShadowTests: XCTestCase {
    /// 40×12 cells: the placard from (8, 7) to (32, 17) points, its greeting on row 6.
    func testTheGreetingCastsNoBarOnTheRowBelowIt() {
        let app = makeApp(columns: 40, rows: 12)
        let grid = app.render()
        let start = try! XCTUnwrap(grid.text(row: 6).range(of: "Welcome").map { grid.text(row: 6).distance(from: grid.text(row: 6).startIndex, to: $0.lowerBound) })
        // Inside the placard a row is one colour along its width: under the greeting as beside it.
        let beside = grid[start - 3, 7]
        for column in start..<start + 7 {
            XCTAssertEqual(grid[column, 7], beside, "column \(column): " + grid.text(row: 7))
        }
    }

    /// The shadow stays in the pixel pictures (kitty, sixel), which draw it a real half point down.
    func testThePixelPicturesKeepTheShadow() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 24))
        let placard = PlacardView()
        root.addSubview(placard)
        placard.center = Point(x: 20, y: 12)
        XCTAssertNotNil(PixelRasterizer.render(placard, scale: PixelScale(4)!)?.textRuns.first?.shadow)
    }
}
