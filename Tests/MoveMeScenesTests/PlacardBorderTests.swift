@testable import MoveMeRendering
@testable import MoveMeScenes
import SceneTestSupport
import TestSupport
import XCTest
@testable import MoveMeCore

/// The placard's border is one pixel thick on every side at every scale it is shown at: at
/// rest (1.0), grown (1.2), held (1.1), and the bounce's scales in between, wherever it is.
final class PlacardBorderTests: XCTestCase {
    private static let scales = [1.0, 1.025, 1.05, 1.075, 1.1, 1.125, 1.15, 1.175, 1.2]
    private static let centers = [Point(x: 40, y: 24), Point(x: 40.5, y: 24.5), Point(x: 37.3, y: 22.8), Point(x: 41.7, y: 25.4)]

    /// The colours of one column or row of pixels of an 80×24 frame.
    private func pixels(_ grid: Grid, column x: Int) -> [RGB] {
        (0..<(grid.rows * 2)).map { y in
            let (top, bottom) = halves(grid[x, y / 2]) ?? (.black, .black)
            return y % 2 == 0 ? top : bottom
        }
    }

    private func pixels(_ grid: Grid, row y: Int) -> [RGB] {
        (0..<grid.columns).map { x in
            let (top, bottom) = halves(grid[x, y / 2]) ?? (.black, .black)
            return y % 2 == 0 ? top : bottom
        }
    }

    /// The runs of border pixels (light) at each end of the placard's pixels along a line.
    private func borderRuns(_ line: [RGB]) -> (first: Int, last: Int) {
        let placard = line.map { $0 != MoveMeView.grey.rgb }
        guard let start = placard.firstIndex(of: true), let end = placard.lastIndex(of: true) else { return (0, 0) }
        let isBorder = line.map { $0.luminance > 0.7 }
        let first = isBorder[start...].prefix { $0 }.count
        let last = isBorder[...end].reversed().prefix { $0 }.count
        return (first, last)
    }

    func testTheBorderIsOnePixelThickAtEveryScaleAndPlace() {
        for scale in Self.scales {
            for center in Self.centers {
                let app = makeApp(columns: 80, rows: 24)
                app.placardView.center = center
                app.placardView.transform = AffineTransform(scale: scale)
                let grid = app.render()
                let column = Int(center.x) - 8  // clear of the greeting and the corners
                let row = Int(center.y) - 3
                let vertical = borderRuns(pixels(grid, column: column))
                let horizontal = borderRuns(pixels(grid, row: row))
                XCTAssertEqual(vertical.first, 1, "top at \(scale), \(center)")
                XCTAssertEqual(vertical.last, 1, "bottom at \(scale), \(center)")
                XCTAssertEqual(horizontal.first, 1, "left at \(scale), \(center)")
                XCTAssertEqual(horizontal.last, 1, "right at \(scale), \(center)")
            }
        }
    }

    func testMidBounceTheBorderIsOnePixelThick() {
        let app = makeApp(columns: 80, rows: 24)
        app.pointerDown(column: 40, row: 12, at: 0)
        app.advance(to: 0.4)
        app.pointerMoved(column: 60, row: 18, at: 0.4)
        app.pointerUp(column: 60, row: 18, at: 0.45)
        for time in stride(from: 0.5, through: 2.2, by: 0.1) {
            app.advance(to: time)
            let shown = app.placardView.presentation
            let grid = app.render()
            let vertical = borderRuns(pixels(grid, column: Int(shown.center.x) - 8))
            XCTAssertEqual(vertical.first, 1, "top at \(time)")
            XCTAssertEqual(vertical.last, 1, "bottom at \(time)")
        }
    }
}
