import MoveMeRendering
import MoveMeScenes
import MoveMeTerminal
import SceneTestSupport
import XCTest

/// Every scene at every colour depth shows every item: each square can be found, by its colour
/// as the terminal shows it at that depth, or without colour by its own glyph.
final class SceneColorDepthTests: XCTestCase {
    private static let depths: [ColorDepth] = [.trueColor, .palette256, .palette8, .monochrome]

    /// The colour a terminal shows for `color` at a depth.
    private func shown(_ color: RGB, at depth: ColorDepth) -> RGB {
        switch depth {
        case .trueColor, .monochrome: color
        case .palette256: Palette.rgb(ofXterm256: Palette.xterm256(color))
        case .palette8: Palette.rgb(ofXterm256: Palette.ansi8(color))
        }
    }

    /// How many pixels of a grid show `color` at a depth (colour modes), and how many cells
    /// hold `glyph` (monochrome).
    private func count(_ color: RGB, glyph: String, in grid: Grid, at depth: ColorDepth) -> Int {
        var found = 0
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let cell = grid[column, row]
                if depth == .monochrome {
                    // The solid glyph is drawn as reverse video.
                    let solid = glyph == Cell.fullBlock && cell.text == " " && cell.style.reverse
                    if cell.text == glyph || solid { found += 1 }
                    continue
                }
                let (top, bottom): (RGB, RGB)
                switch cell.text {
                case Cell.upperHalf: (top, bottom) = (cell.style.foreground, cell.style.background)
                case Cell.lowerHalf: (top, bottom) = (cell.style.background, cell.style.foreground)
                default: (top, bottom) = (cell.style.background, cell.style.background)
                }
                found += [top, bottom].count { shown($0, at: depth) == shown(color, at: depth) }
            }
        }
        return found
    }

    private let red = RecipeView.red.rgb, green = RecipeView.green.rgb

    func testTheGravitySquareShowsAtEveryDepth() {
        // 80×24: s = 0.1, the square 10 points: 100 pixels, or 5 rows of 10 cells (at 0.1 s it
        // has fallen 5 points: its top edge is on a cell's).
        let scene = DynamicsScene(.gravity, columns: 80, rows: 24)
        scene.advance(to: 0.1)
        for depth in Self.depths {
            let grid = scene.render(depth.renderMode)
            XCTAssertEqual(count(green, glyph: "▒", in: grid, at: depth), depth == .monochrome ? 5 * 10 : 100, "\(depth)")
        }
    }

    func testBothCollisionSquaresShowAtEveryDepthAndDiffer() {
        for (columns, rows, side) in [(80, 24, 5), (160, 48, 10)] {
            let scene = DynamicsScene(.collision, columns: columns, rows: rows)
            scene.advance(to: 0.05)  // falling, upright, apart
            for depth in Self.depths {
                let grid = scene.render(depth.renderMode)
                let reds = count(red, glyph: Cell.fullBlock, in: grid, at: depth)
                let greens = count(green, glyph: "▒", in: grid, at: depth)
                if depth == .monochrome {
                    // Whole cells of each: at least side/2 − 1 full rows of `side` cells.
                    XCTAssertGreaterThanOrEqual(reds, (side / 2 - 1) * side, "\(columns)×\(rows)")
                    XCTAssertGreaterThanOrEqual(greens, (side / 2 - 1) * side, "\(columns)×\(rows)")
                } else {
                    XCTAssertEqual(reds, side * side, "\(depth) \(columns)×\(rows)")
                    XCTAssertEqual(greens, side * side, "\(depth) \(columns)×\(rows)")
                }
            }
        }
    }

    func testTheBoundarySquaresShowAtEveryDepth() {
        // 80×24, s = 0.1: squares of 5; the red one centred on the top edge, half on screen.
        let scene = DynamicsScene(.boundary, columns: 80, rows: 24)
        scene.advance(to: 0.1)
        for depth in Self.depths where depth != .monochrome {
            let grid = scene.render(depth.renderMode)
            XCTAssertEqual(count(red, glyph: "", in: grid, at: depth), 5 * 5 - 10, "\(depth)")
            XCTAssertEqual(count(green, glyph: "", in: grid, at: depth), 25, "\(depth)")
        }
    }

    /// MoveMe's placard, in MoveMe and in the throw scene: its greeting, and at every colour
    /// depth a fill that the terminal shows apart from the background.
    func testThePlacardShowsAtEveryDepthInBothItsScenes() {
        let scenes: [any Scene] = [MoveMeApp(columns: 80, rows: 24), DynamicsScene(.throw, columns: 80, rows: 24)]
        for scene in scenes {
            for depth in Self.depths {
                let grid = scene.render(depth.renderMode)
                let middle = (0..<80).map { grid[$0, 12].text }.joined()
                XCTAssertTrue(middle.contains("Welcome"), "\(depth): \(middle)")
                if depth == .monochrome {
                    XCTAssertTrue(grid[34, 11].style.reverse, "the box is filled in reverse video")
                } else {
                    let fill = halves(grid[34, 11]).top, background = halves(grid[2, 2]).top
                    XCTAssertNotEqual(shown(fill, at: depth), shown(background, at: depth), "\(depth)")
                }
            }
        }
    }

    private func halves(_ cell: Cell) -> (top: RGB, bottom: RGB) {
        switch cell.text {
        case Cell.upperHalf: (cell.style.foreground, cell.style.background)
        case Cell.lowerHalf: (cell.style.background, cell.style.foreground)
        default: (cell.style.background, cell.style.background)
        }
    }

    func testTheBoundarySquaresShowWithoutColour() {
        let scene = DynamicsScene(.boundary, columns: 80, rows: 24)
        scene.advance(to: 0.1)
        let grid = scene.render(.boxDrawing)
        // The red one started centred on the top edge: one row of its two is on screen yet.
        XCTAssertEqual(count(red, glyph: Cell.fullBlock, in: grid, at: .monochrome), 5)
        XCTAssertEqual(count(green, glyph: "▒", in: grid, at: .monochrome), 10)
    }

    func testTheThrowPlacardShowsWithoutColour() {
        let scene = DynamicsScene(.throw, columns: 80, rows: 24)
        let grid = scene.render(.boxDrawing)
        let text = (0..<24).map { row in (0..<80).map { grid[$0, row].text }.joined() }
        XCTAssertTrue(text.contains { $0.contains("╭──────────────────────╮") }, text.joined(separator: "\n"))
        XCTAssertTrue(text.contains { $0.contains("Welcome") })
    }
}
