@testable import MoveMeRendering
@testable import MoveMeSession
import XCTest

/// The screen's one diff, against the in-memory backend.
final class ScreenTests: XCTestCase {
    private let grey = Style(foreground: .white, background: RGB(80, 80, 80))

    private func scene(_ rows: [String], style: Style? = nil) -> Grid {
        var grid = Grid(columns: rows[0].count, rows: rows.count, filling: .blank(.black))
        for (row, text) in rows.enumerated() {
            for (column, character) in text.enumerated() {
                grid[column, row] = Cell(String(character), style: style ?? grey)
            }
        }
        return grid
    }

    private func allPositions(_ grid: Grid) -> [CellPosition] { grid.changes(since: nil) }

    func testTheFirstFrameIsDrawnWholeAndFlushedOnce() {
        let backend = MemoryBackend(columns: 4, rows: 2)
        let screen = Screen()
        let grid = scene(["abcd", "efgh"])
        XCTAssertEqual(screen.presentAndFlush(backend, scene: grid, changed: [], overlay: OverlayLayer(columns: 4, rows: 2)), 8)
        XCTAssertEqual(backend.grid.text, "abcd\nefgh")
        XCTAssertEqual(backend.frames.count, 1)
    }

    func testCellsToRepaintAreSentAgainThoughUnchanged() {
        let backend = MemoryBackend(columns: 4, rows: 2)
        let screen = Screen()
        let empty = OverlayLayer(columns: 4, rows: 2)
        let grid = scene(["abcd", "efgh"])
        screen.presentAndFlush(backend, scene: grid, changed: [], overlay: empty)
        XCTAssertEqual(screen.presentAndFlush(backend, scene: grid, changed: allPositions(grid), overlay: empty), 0)
        // A sixel image painted over b, c, f and g has moved away: after the frame's images.
        XCTAssertEqual(screen.present(scene: grid, changed: [], overlay: empty, into: backend), 0)
        XCTAssertEqual(screen.repaint([CellRect(minColumn: 1, minRow: 0, maxColumn: 3, maxRow: 2)], scene: grid, into: backend), 4)
        backend.flush()
        XCTAssertEqual(Set(backend.lastFrame.map { "\($0.column),\($0.row)" }), ["1,0", "2,0", "1,1", "2,1"])
        XCTAssertEqual(screen.presentAndFlush(backend, scene: grid, changed: [], overlay: empty), 0, "once")
    }

    func testOnlyCellsWhoseContentChangedReachTheBackend() {
        let backend = MemoryBackend(columns: 4, rows: 2)
        let screen = Screen()
        let empty = OverlayLayer(columns: 4, rows: 2)
        screen.presentAndFlush(backend, scene: scene(["abcd", "efgh"]), changed: [], overlay: empty)
        // The renderer says four cells changed; two of them did.
        let next = scene(["abXd", "eYgh"])
        let claimed = [CellPosition(column: 0, row: 0), CellPosition(column: 2, row: 0),
                       CellPosition(column: 1, row: 1), CellPosition(column: 3, row: 1)]
        XCTAssertEqual(screen.presentAndFlush(backend, scene: next, changed: claimed, overlay: empty), 2)
        XCTAssertEqual(backend.lastFrame, [CellPosition(column: 2, row: 0), CellPosition(column: 1, row: 1)])
        XCTAssertEqual(backend.grid.text, "abXd\neYgh")
    }

    func testAFrameWithNoRealChangeIsNotFlushed() {
        let backend = MemoryBackend(columns: 4, rows: 1)
        let screen = Screen()
        let empty = OverlayLayer(columns: 4, rows: 1)
        let grid = scene(["abcd"])
        screen.presentAndFlush(backend, scene: grid, changed: [], overlay: empty)
        XCTAssertEqual(screen.presentAndFlush(backend, scene: grid, changed: allPositions(grid), overlay: empty), 0)
        XCTAssertEqual(backend.frames.count, 1)
    }

    func testAnUnchangedOverlayCostsNothingFrameAfterFrame() {
        let backend = MemoryBackend(columns: 6, rows: 2)
        let screen = Screen()
        var layer = OverlayLayer(columns: 6, rows: 2)
        layer.put("hi", column: 2, row: 1, style: grey)
        let grid = scene(["abcdef", "ghijkl"])
        screen.presentAndFlush(backend, scene: grid, changed: [], overlay: layer)
        XCTAssertEqual(backend.grid.text, "abcdef\nghhikl")
        var moved = grid
        moved[0, 0] = Cell("Z", style: grey)
        XCTAssertEqual(screen.presentAndFlush(backend, scene: moved, changed: [CellPosition(column: 0, row: 0)], overlay: layer), 1)
        XCTAssertEqual(backend.lastFrame, [CellPosition(column: 0, row: 0)])
    }

    func testAnOverlayThatGoesRevealsTheSceneUnderIt() {
        let backend = MemoryBackend(columns: 6, rows: 1)
        let screen = Screen()
        var layer = OverlayLayer(columns: 6, rows: 1)
        layer.put("XY", column: 1, row: 0, style: grey)
        let grid = scene(["abcdef"])
        screen.presentAndFlush(backend, scene: grid, changed: [], overlay: layer)
        XCTAssertEqual(backend.grid.text, "aXYdef")
        XCTAssertEqual(screen.presentAndFlush(backend, scene: grid, changed: [], overlay: OverlayLayer(columns: 6, rows: 1)), 2)
        XCTAssertEqual(backend.grid.text, "abcdef")
    }

    func testTheSceneChangingUnderAnOverlayIsHidden() {
        let backend = MemoryBackend(columns: 4, rows: 1)
        let screen = Screen()
        var layer = OverlayLayer(columns: 4, rows: 1)
        layer.put("O", column: 1, row: 0, style: grey)
        screen.presentAndFlush(backend, scene: scene(["abcd"]), changed: [], overlay: layer)
        XCTAssertEqual(screen.presentAndFlush(backend, scene: scene(["aZcd"]), changed: [CellPosition(column: 1, row: 0)], overlay: layer), 0)
        XCTAssertEqual(backend.grid.text, "aOcd")
    }

    func testAHintKeepsTheBackgroundUnderIt() {
        let backend = MemoryBackend(columns: 3, rows: 1)
        let screen = Screen()
        var layer = OverlayLayer(columns: 3, rows: 1)
        layer.put("h", column: 1, row: 0, style: Style(foreground: .white, background: .black), keepsBackground: true)
        var grid = scene(["   "])
        grid[1, 0] = .blank(RGB(10, 20, 200))
        screen.presentAndFlush(backend, scene: grid, changed: [], overlay: layer)
        XCTAssertEqual(backend.grid[1, 0].text, "h")
        XCTAssertEqual(backend.grid[1, 0].style.background, RGB(10, 20, 200))
        // The placard moves away under the hint: its background follows.
        grid[1, 0] = .blank(RGB(80, 80, 80))
        XCTAssertEqual(screen.presentAndFlush(backend, scene: grid, changed: [CellPosition(column: 1, row: 0)], overlay: layer), 1)
        XCTAssertEqual(backend.grid[1, 0].style.background, RGB(80, 80, 80))
    }

    func testAWideCharacterCutByAnOverlayBecomesABlank() {
        let backend = MemoryBackend(columns: 4, rows: 1)
        let screen = Screen()
        var grid = Grid(columns: 4, rows: 1, filling: .blank(.black))
        grid[0, 0] = Cell("歡", width: 2, style: grey)
        grid[1, 0] = Cell("", width: 0, style: grey)
        grid[2, 0] = Cell("迎", width: 2, style: grey)
        grid[3, 0] = Cell("", width: 0, style: grey)
        var layer = OverlayLayer(columns: 4, rows: 1)
        layer.put("x", column: 1, row: 0, style: grey)  // the right half of 歡
        layer.put("y", column: 2, row: 0, style: grey)  // the left half of 迎
        screen.presentAndFlush(backend, scene: grid, changed: [], overlay: layer)
        XCTAssertEqual(backend.grid.text, " xy ")
        // The overlay goes: both come back whole.
        screen.presentAndFlush(backend, scene: grid, changed: [], overlay: OverlayLayer(columns: 4, rows: 1))
        XCTAssertEqual(backend.grid.text, "歡迎")
    }

    func testARingMovingOverACaptionRowSendsTheCellsThatChangedInScreenOrder() {
        let backend = MemoryBackend(columns: 6, rows: 2)
        let screen = Screen()
        let grid = scene(["abcdef", "ghijkl"])
        func layer(ring: Int, caption: String) -> OverlayLayer {
            var layer = OverlayLayer(columns: 6, rows: 2)
            layer.put("o", column: ring, row: 0, style: grey)
            layer.put(caption, column: 0, row: 1, style: grey)
            return layer
        }
        screen.presentAndFlush(backend, scene: grid, changed: [], overlay: layer(ring: 1, caption: "CAPTIO"))
        XCTAssertEqual(backend.grid.text, "aocdef\nCAPTIO")
        // The ring moves and the caption's last letter changes: the old ring's cell, the new
        // ring's, the letter, in the screen's order (row by row, as the cursor goes best).
        XCTAssertEqual(screen.presentAndFlush(backend, scene: grid, changed: [], overlay: layer(ring: 4, caption: "CAPTIX")), 3)
        XCTAssertEqual(backend.lastFrame, [CellPosition(column: 1, row: 0), CellPosition(column: 4, row: 0),
                                           CellPosition(column: 5, row: 1)])
        XCTAssertEqual(backend.grid.text, "abcdof\nCAPTIX")
        // Only the scene changing under the caption: that cell, hidden, sends nothing.
        var moved = grid
        moved[2, 1] = Cell("Z", style: grey)
        XCTAssertEqual(screen.presentAndFlush(backend, scene: moved, changed: [CellPosition(column: 2, row: 1)],
                                              overlay: layer(ring: 4, caption: "CAPTIX")), 0)
    }

    func testANewSizeIsDrawnWhole() {
        let backend = MemoryBackend(columns: 3, rows: 1)
        let screen = Screen()
        screen.presentAndFlush(backend, scene: scene(["abc"]), changed: [], overlay: OverlayLayer(columns: 3, rows: 1))
        backend.resize(columns: 2, rows: 2)
        XCTAssertEqual(screen.presentAndFlush(backend, scene: scene(["ab", "cd"]), changed: [], overlay: OverlayLayer(columns: 2, rows: 2)), 4)
        XCTAssertEqual(backend.grid.text, "ab\ncd")
    }

    func testInvalidateDrawsTheNextFrameWhole() {
        let backend = MemoryBackend(columns: 3, rows: 1)
        let screen = Screen()
        let grid = scene(["abc"])
        screen.presentAndFlush(backend, scene: grid, changed: [], overlay: OverlayLayer(columns: 3, rows: 1))
        screen.invalidate()
        XCTAssertEqual(screen.presentAndFlush(backend, scene: grid, changed: [], overlay: OverlayLayer(columns: 3, rows: 1)), 3)
    }

    func testRunningOutOfColoursStartsThemOverAndRedrawsEverything() {
        let backend = MemoryBackend(columns: 3, rows: 1)
        backend.colorLimit = 2
        let screen = Screen()
        let empty = OverlayLayer(columns: 3, rows: 1)
        func style(_ level: UInt8) -> Style { Style(foreground: .white, background: RGB(level, level, level)) }
        var grid = scene(["abc"], style: style(1))
        screen.presentAndFlush(backend, scene: grid, changed: [], overlay: empty)
        grid[0, 0] = Cell("a", style: style(2))
        screen.presentAndFlush(backend, scene: grid, changed: [CellPosition(column: 0, row: 0)], overlay: empty)
        XCTAssertEqual(backend.colorResets, 0)
        // A third colour does not fit beside the two in use; alone it does.
        for column in 0..<3 { grid[column, 0] = Cell(grid[column, 0].text, style: style(3)) }
        screen.presentAndFlush(backend, scene: grid, changed: allPositions(grid), overlay: empty)
        XCTAssertEqual(backend.colorResets, 1)
        XCTAssertEqual(backend.lastFrame.count, 3, "every cell again, with the colours made anew")
        XCTAssertEqual((0..<3).map { backend.grid[$0, 0].style.background }, Array(repeating: RGB(3, 3, 3), count: 3))
    }
}

private extension Screen {
    /// As the main loop does: present, then flush when cells were drawn.
    @discardableResult
    func presentAndFlush(_ backend: MemoryBackend, scene: Grid, changed: [CellPosition], overlay: OverlayLayer) -> Int {
        let drawn = present(scene: scene, changed: changed, overlay: overlay, into: backend)
        if drawn > 0 { backend.flush() }
        return drawn
    }
}
