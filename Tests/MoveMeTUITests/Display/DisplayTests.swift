import MoveMeRendering
@testable import MoveMeSession
@testable import MoveMeTUI
import XCTest

/// The display's one comparison: a frame against what the terminal shows, only where the frame
/// says something may have changed; the pictures' cells left alone, written again or written
/// after the images as their encoder says.
final class DisplayTests: XCTestCase {
    private let grey = Style(foreground: .white, background: RGB(80, 80, 80))

    private func grid(_ rows: [String], style: Style? = nil) -> Grid {
        var grid = Grid(columns: rows[0].count, rows: rows.count, filling: .blank(.black))
        for (row, text) in rows.enumerated() {
            for (column, character) in text.enumerated() {
                grid[column, row] = Cell(String(character), style: style ?? grey)
            }
        }
        return grid
    }

    private func whole(_ cells: Grid) -> Frame { Frame(cells: cells, damage: .none, isNewSize: true) }

    private func frame(_ cells: Grid, changed: [CellPosition] = [], planes: [Int] = []) -> Frame {
        Frame(cells: cells, damage: Frame.Damage(scene: changed, planes: planes), isNewSize: false)
    }

    private func all(_ grid: Grid) -> [CellPosition] { grid.changes(since: nil) }

    func testTheFirstFrameIsDrawnWholeAndFlushedOnce() {
        let backend = RecordingBackend(columns: 4, rows: 2)
        let display = Display(backend: backend)
        XCTAssertEqual(display.present(whole(grid(["abcd", "efgh"]))), 8)
        XCTAssertEqual(backend.grid.text, "abcd\nefgh")
        XCTAssertEqual(backend.frames.count, 1)
    }

    func testOnlyCellsWhoseContentChangedReachTheBackend() {
        let backend = RecordingBackend(columns: 4, rows: 2)
        let display = Display(backend: backend)
        display.present(whole(grid(["abcd", "efgh"])))
        // The frame says four cells may have changed; two of them did.
        let claimed = [CellPosition(column: 0, row: 0), CellPosition(column: 2, row: 0),
                       CellPosition(column: 1, row: 1), CellPosition(column: 3, row: 1)]
        XCTAssertEqual(display.present(frame(grid(["abXd", "eYgh"]), changed: claimed)), 2)
        XCTAssertEqual(backend.lastFrame, [CellPosition(column: 2, row: 0), CellPosition(column: 1, row: 1)])
        XCTAssertEqual(backend.grid.text, "abXd\neYgh")
    }

    func testACellTheFrameDoesNotNameIsNotCompared() {
        let backend = RecordingBackend(columns: 4, rows: 1)
        let display = Display(backend: backend)
        display.present(whole(grid(["abcd"])))
        XCTAssertEqual(display.present(frame(grid(["XbcY"]), changed: [CellPosition(column: 3, row: 0)])), 1)
        XCTAssertEqual(backend.grid.text, "abcY", "the frame said only the last cell may have changed")
    }

    func testAPlanesIndicesAreComparedAfterTheScenesInTheirOrder() {
        let backend = RecordingBackend(columns: 6, rows: 2)
        let display = Display(backend: backend)
        display.present(whole(grid(["abcdef", "ghijkl"])))
        XCTAssertEqual(display.present(frame(grid(["aXcdef", "gYijkZ"]), changed: [CellPosition(column: 1, row: 1)],
                                             planes: [1, 7, 11])), 3)
        XCTAssertEqual(backend.lastFrame, [CellPosition(column: 1, row: 1), CellPosition(column: 1, row: 0),
                                           CellPosition(column: 5, row: 1)], "a cell named twice is written once")
    }

    func testAFrameWithNoRealChangeIsNotFlushed() {
        let backend = RecordingBackend(columns: 4, rows: 1)
        let display = Display(backend: backend)
        let cells = grid(["abcd"])
        display.present(whole(cells))
        XCTAssertEqual(display.present(frame(cells, changed: all(cells))), 0)
        XCTAssertEqual(backend.frames.count, 1)
    }

    func testANewSizeIsDrawnWhole() {
        let backend = RecordingBackend(columns: 3, rows: 1)
        let display = Display(backend: backend)
        display.present(whole(grid(["abc"])))
        backend.resize(columns: 2, rows: 2)
        XCTAssertEqual(display.present(frame(grid(["ab", "cd"]))), 4, "a frame of another size than the last: whole")
        XCTAssertEqual(backend.grid.text, "ab\ncd")
    }

    func testInvalidateDrawsTheNextFrameWhole() {
        let backend = RecordingBackend(columns: 3, rows: 1)
        let display = Display(backend: backend)
        let cells = grid(["abc"])
        display.present(whole(cells))
        display.invalidate()
        XCTAssertEqual(backend.invalidations, 1, "the backend is told: the cursor and colours are unknown")
        XCTAssertTrue(display.needsRepaint)
        XCTAssertEqual(display.present(frame(cells)), 3)
        XCTAssertFalse(display.needsRepaint)
    }

    /// After someone else's stop, with no new frame to come: the last frame written again whole.
    func testARepaintWithoutAFrameWritesTheLastOneAgain() {
        let backend = RecordingBackend(columns: 3, rows: 1)
        let display = Display(backend: backend)
        display.present(whole(grid(["abc"])))
        display.repaint()
        XCTAssertEqual(backend.frames.count, 1, "nothing to repaint while the terminal shows it")
        display.invalidate()
        display.repaint()
        XCTAssertEqual(backend.frames.count, 2)
        XCTAssertEqual(backend.lastFrame.count, 3)
    }

    /// A resize: the last frame, of the old size, is not written again (cut to the new size it
    /// showed a stale picture until the next); the next frame is written whole. The same size
    /// again (a burst of SIGWINCH): repainted as after any invalidation.
    func testAfterAResizeTheOldFrameIsNotRepaintedAndTheNextIsWrittenWhole() {
        let backend = RecordingBackend(columns: 3, rows: 1)
        let display = Display(backend: backend)
        display.present(whole(grid(["abc"])))
        backend.resize(columns: 2, rows: 2)
        display.resize(columns: 2, rows: 2)
        XCTAssertFalse(display.needsRepaint)
        display.repaint()
        XCTAssertEqual(backend.frames.count, 1, "nothing of the old size written")
        XCTAssertEqual(display.present(frame(grid(["ab", "cd"]))), 4)
        display.resize(columns: 2, rows: 2)
        XCTAssertTrue(display.needsRepaint, "the same size: the picture is only unknown")
    }

    func testRunningOutOfColoursStartsThemOverAndRedrawsEverything() {
        let backend = RecordingBackend(columns: 3, rows: 1)
        backend.colorLimit = 2
        let display = Display(backend: backend)
        func style(_ level: UInt8) -> Style { Style(foreground: .white, background: RGB(level, level, level)) }
        var cells = grid(["abc"], style: style(1))
        display.present(whole(cells))
        cells[0, 0] = Cell("a", style: style(2))
        display.present(frame(cells, changed: [CellPosition(column: 0, row: 0)]))
        XCTAssertEqual(backend.colorResets, 0)
        // A third colour does not fit beside the two in use; alone it does.
        for column in 0..<3 { cells[column, 0] = Cell(cells[column, 0].text, style: style(3)) }
        display.present(frame(cells, changed: all(cells)))
        XCTAssertEqual(backend.colorResets, 1)
        XCTAssertEqual((0..<3).map { backend.grid[$0, 0].style.background }, Array(repeating: RGB(3, 3, 3), count: 3))
    }

    /// What a picture encoder says of a frame: the cells under an image left alone, those it left
    /// written again whatever the front buffer says, an overlay's over it written after it.
    func testThePicturesCellsAreLeftWrittenAgainOrWrittenAfterTheImages() {
        let backend = RecordingBackend(columns: 4, rows: 2)
        let pictures = FixedPictures()
        let display = Display(backend: backend, pictures: pictures)
        let cells = grid(["abcd", "efgh"])
        display.present(whole(cells))
        let changed = grid(["aBCd", "eFGh"])
        pictures.next = PictureBytes(before: "<image>", hidden: [CellRect(minColumn: 1, minRow: 0, maxColumn: 3, maxRow: 1)],
                                     vacated: [CellRect(minColumn: 3, minRow: 1, maxColumn: 4, maxRow: 2)],
                                     over: [CellRect(minColumn: 2, minRow: 1, maxColumn: 3, maxRow: 2)], holdsSixel: true)
        display.present(frame(changed, changed: all(changed)))
        XCTAssertEqual(backend.appended.last?.drawnBefore, 0, "the image first")
        XCTAssertEqual(backend.lastFrame, [CellPosition(column: 1, row: 1), CellPosition(column: 2, row: 1),
                                           CellPosition(column: 3, row: 1), CellPosition(column: 2, row: 1)],
                       "B and C under the image left alone; F and G; h, which the image left; G again, over it")
    }
}

/// A picture encoder that says what a test tells it to.
private final class FixedPictures: PictureEncoder {
    var next = PictureBytes()
    func encode(_ frame: Frame) -> PictureBytes {
        defer { next = PictureBytes() }
        return next
    }
    func invalidate() {}
    var shown: [PicturePlane] { [] }
    var cellWidth: Int { 0 }
    var cellHeight: Int { 0 }
    var removal: String { "" }
    var currentRemoval: String { "" }
    var leftoverFiles: [String] { [] }
}
