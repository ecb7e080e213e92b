@testable import MoveMeRendering
@testable import MoveMeScenes
import XCTest
import TestSupport
@testable import MoveMeCore

/// A tile's labels fit the tile as it shows on screen: shortened in the middle where it is
/// narrow, scaled down or turned, hidden where not even "o…y" fits, never over a neighbour nor
/// out of the tile.
final class TileLabelTests: XCTestCase {
    /// The cells of a frame that hold text and have the board's own colour behind them: text
    /// outside every tile.
    private func strayText(_ grid: Grid) -> [String] {
        var stray: [String] = []
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let cell = grid[column, row]
                guard !cell.isContinuation, !" ▀▄".contains(cell.text) else { continue }
                if cell.style.background == TouchesView.background.rgb { stray.append("\(cell.text) at \(column),\(row)") }
            }
        }
        return stray
    }

    private func rowText(_ grid: Grid, _ row: Int) -> String {
        (0..<grid.columns).map { grid[$0, row].isContinuation ? "" : grid[$0, row].text }.joined()
    }

    func testNarrowTilesShortenTheirLabelsInTheMiddle() {
        // The scene beside the inspector at 80×24: 34×23 cells, tiles 4 cells wide.
        let scene = TouchesScene(columns: 34, rows: 23)
        scene.advance(to: 0)
        let grid = Rasterizer.render(scene.window, columns: 34, rows: 23)
        XCTAssertEqual(rowText(grid, 11), "    or…y       mu…h       ex…e    ")
        XCTAssertEqual(rowText(grid, 12), "    on…r       pi…n       ex…h    ")
        XCTAssertEqual(strayText(grid), [])
    }

    func testALabelFollowsTheTileAsItWasMadeSmaller() {
        // Laid out at 80 columns, then at 34: the tiles' drawing is not the wide one's stretched.
        let scene = TouchesScene(columns: 80, rows: 23)
        scene.advance(to: 0)
        _ = Rasterizer.render(scene.window, columns: 80, rows: 23)
        scene.resize(columns: 34, rows: 23)
        scene.advance(to: 0.1)
        let grid = Rasterizer.render(scene.window, columns: 34, rows: 23)
        XCTAssertEqual(rowText(grid, 11), "    or…y       mu…h       ex…e    ")
        XCTAssertEqual(strayText(grid), [])
    }

    func testAPinchedSmallTileShortensItsLabels() {
        let scene = TouchesScene(columns: 80, rows: 24)
        scene.touchesView.tile(.multiTouch).transform = AffineTransform(scale: 0.5)
        scene.advance(to: 0)
        let grid = Rasterizer.render(scene.window, columns: 80, rows: 24)
        // 10 cells wide on screen (35 to 44): 8 for each label, a cell clear at each end.
        XCTAssertEqual(rowText(grid, 11).dropFirst(30).prefix(20), "      mult…uch      ")
        XCTAssertEqual(rowText(grid, 12).dropFirst(30).prefix(20), "      pinc…urn      ")
        XCTAssertEqual(strayText(grid), [])
    }

    func testNoLabelEverLeavesItsTile() {
        var random = SplitMix64(seed: 37)
        for trial in 0..<300 {
            let columns = Int.random(in: 12...120, using: &random), rows = Int.random(in: 6...40, using: &random)
            let scene = TouchesScene(columns: columns, rows: rows)
            let tile = scene.touchesView.tile(.multiTouch)
            let scale = Double.random(in: 0.2...3, using: &random), turn = Double.random(in: -Double.pi...Double.pi, using: &random)
            tile.transform = AffineTransform(rotationAngle: trial % 3 == 0 ? 0 : turn).scaledBy(x: scale, y: scale)
            scene.advance(to: 0)
            let grid = Rasterizer.render(scene.window, columns: columns, rows: rows)
            XCTAssertEqual(strayText(grid), [], "trial \(trial): \(columns)×\(rows), ×\(scale), \(turn) rad")
        }
    }
}
