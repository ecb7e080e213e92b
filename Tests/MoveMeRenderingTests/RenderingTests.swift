@testable import MoveMeScenes
@testable import MoveMeRendering
import SceneTestSupport
import XCTest
@testable import MoveMeCore

final class RenderingTests: XCTestCase {
    /// 40×12 cells: a window of 40×24 points, the placard (24×10) from (8, 7) to (32, 17).
    private func smallApp() -> MoveMeApp { makeApp(columns: 40, rows: 12) }

    /// Compares a silhouette with the expected rows, written between bars so that their
    /// spaces show.
    private func assertSilhouette(_ grid: Grid, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(silhouette(grid).split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)|" },
                       expected, file: file, line: line)
    }

    func testSnapshotAtRest() {
        assertSilhouette(smallApp().render(), [
            "|                                        |",
            "|                                        |",
            "|                                        |",
            "|         ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄         |",
            "|        ████████████████████████        |",
            "|        ████████████████████████        |",
            "|        █████████Welcome████████        |",
            "|        ████████████████████████        |",
            "|         ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀         |",
            "|                                        |",
            "|                                        |",
            "|                                        |",
        ])
    }

    func testSnapshotMidPulse() {
        let app = smallApp()
        app.pointerDown(column: 20, row: 6, at: 0)
        // Fully grown: 28.8×12 points about the centre, 29 pixels wide as a fill of one colour
        // would be, with "Welcome" in their middle.
        app.advance(to: 0.15)
        assertSilhouette(app.render(), [
            "|                                        |",
            "|                                        |",
            "|                                        |",
            "|      ▄███████████████████████████▄     |",
            "|      █████████████████████████████     |",
            "|      █████████████████████████████     |",
            "|      ███████████Welcome███████████     |",
            "|      █████████████████████████████     |",
            "|      ▀███████████████████████████▀     |",
            "|                                        |",
            "|                                        |",
            "|                                        |",
        ])
    }

    func testTheGrownPlacardIsWiderThanTheRestingOne() {
        let app = smallApp()
        func placardCells(_ grid: Grid, row: Int) -> Int {
            silhouette(grid).split(separator: "\n", omittingEmptySubsequences: false)[row].filter { $0 != " " }.count
        }
        let resting = placardCells(app.render(), row: 4)
        app.pointerDown(column: 20, row: 6, at: 0)
        app.advance(to: 0.15)
        XCTAssertEqual(resting, 24)
        XCTAssertEqual(placardCells(app.render(), row: 4), 29)  // 28.8, rounded
    }

    func testSnapshotMidBounce() {
        let app = smallApp()
        app.pointerDown(column: 20, row: 6, at: 0)
        app.advance(to: 0.3)
        app.pointerMoved(column: 32, row: 9, at: 0.4)
        app.pointerUp(column: 32, row: 9, at: 0.5)
        let path = BouncePath(from: Point(x: 32.5, y: 19), to: Point(x: 20, y: 12), threshold: 0.75)
        app.advance(to: 0.5 + path.duration * 0.6)
        assertSilhouette(app.render(), [
            "|                                        |",
            "|                                        |",
            "|                                        |",
            "|          ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄       |",
            "|         █████████████████████████      |",
            "|         █████████████████████████      |",
            "|         █████████Welcome█████████      |",
            "|         █████████████████████████      |",
            "|         ▀███████████████████████▀      |",
            "|                                        |",
            "|                                        |",
            "|                                        |",
        ])
        let picture = silhouette(app.render())
        // Past the centre, out on the first excursion to the lower right (c + d/4 = (23.1, 13.75)),
        // scaled between 1 and 1.1.
        let rows = picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(rows[0].allSatisfy { $0 == " " })
        XCTAssertTrue(rows.contains { $0.contains("Welcome") })
        let shown = app.placardView.presentation.center
        XCTAssertGreaterThan(shown.x, 20)
        XCTAssertLessThan(shown.x, 23.2)
        let textColumn = rows.first { $0.contains("Welcome") }!.distance(of: "Welcome")!
        XCTAssertEqual(textColumn, Int((shown.x - 3.5).rounded()))
    }

    func testWideGreetingsAreCentredByDisplayWidth() {
        let app = smallApp()
        for _ in 0..<3 { app.showNextGreeting() }
        XCTAssertEqual(app.greeting, "歡迎")
        let grid = app.render()
        // Four cells wide, centred on column 20: 歡 at 18–19, 迎 at 20–21.
        XCTAssertEqual(grid[18, 6].text, "歡")
        XCTAssertEqual(grid[18, 6].width, 2)
        XCTAssertTrue(grid[19, 6].isContinuation)
        XCTAssertEqual(grid[20, 6].text, "迎")
        XCTAssertTrue(grid[21, 6].isContinuation)
        XCTAssertEqual(grid.text(row: 6).filter { !" ▀▄".contains($0) }, "歡迎")
    }

    func testHangulAndLatinTakeTheirWidths() {
        XCTAssertEqual(DisplayWidth.of("환영합니다"), 10)
        XCTAssertEqual(DisplayWidth.of("ようこそ"), 8)
        XCTAssertEqual(DisplayWidth.of("Добро пожаловать"), 16)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1, "a combining mark takes no cell")
    }

    /// Bold white (its shadow is the pictures' alone: `GreetingShadowTests`).
    func testTheGreetingIsBoldWhite() {
        let grid = smallApp().render()
        let text = grid[20, 6]
        XCTAssertEqual(text.style.foreground, .white)
        XCTAssertTrue(text.style.bold)
    }

    func testThePlacardHasALightBorderAndAGradient() {
        let grid = smallApp().render()
        let top = halves(grid[20, 3])!  // upper half background, lower half the border
        XCTAssertEqual(top.top, MoveMeView.grey.rgb)
        XCTAssertGreaterThan(top.bottom.luminance, 0.8)
        let upper = grid[12, 4], lower = grid[12, 7]
        XCTAssertGreaterThan(upper.style.background.luminance, lower.style.background.luminance, "lighter at the top")
    }

    /// xterm with a TrueType font shows a pixel row of a `▀` cell's background along its top:
    /// above the placard that would be a line of the border colour on the grey. `▄` paints
    /// the top with its background, the grey.
    func testTheRowAboveThePlacardIsALowerHalfBlockOnTheBackground() {
        let grid = smallApp().render()
        let edge = grid[20, 3]
        XCTAssertEqual(edge.text, Cell.lowerHalf)
        XCTAssertEqual(edge.style.background, MoveMeView.grey.rgb)
    }

    func testAnUpperHalfBlockOnlyWhereItsTopGapShowsThePixelAbove() {
        // One column of pixels, top to bottom: grey, white | red, white | grey, grey.
        let grey = RGB(1, 1, 1), red = RGB(200, 0, 0)
        let root = View(frame: Rect(x: 0, y: 0, width: 1, height: 6))
        root.backgroundColor = Color(grey)
        for (y, rgb) in [(1.0, RGB.white), (2, red), (3, .white)] {
            let stripe = View(frame: Rect(x: 0, y: y, width: 1, height: 1))
            stripe.backgroundColor = Color(rgb)
            root.addSubview(stripe)
        }
        let grid = Rasterizer.render(root, columns: 1, rows: 3)
        // Nothing above the first cell: the rule, ▄, grey on top.
        XCTAssertEqual(grid[0, 0].text, Cell.lowerHalf)
        XCTAssertEqual(grid[0, 0].style, Style(foreground: .white, background: grey))
        // Red over white, white above: ▀'s gap shows white next to white; ▄'s would show red
        // next to the grey below.
        XCTAssertEqual(grid[0, 1].text, Cell.upperHalf)
        XCTAssertEqual(grid[0, 1].style, Style(foreground: red, background: .white))
        XCTAssertEqual(grid[0, 2], .blank(grey))
    }

    func testTextIsTruncatedInTheMiddleWhenTheTerminalIsNarrow() {
        let app = makeApp(columns: 12, rows: 6, greetings: ["Добро пожаловать"])
        let row = app.render().text(row: 3)
        XCTAssertTrue(row.contains("Добр…ать"), row)
        XCTAssertEqual(DisplayWidth.of("Добр…ать"), 8, "the placard, as wide as the terminal, less two cells each side")
    }

    /// The placard's greeting fits its width: a new width (the window's, as its superview lays
    /// it out) or a new greeting fits it again, and going back shows the whole greeting again.
    func testTheFittedGreetingFollowsTheWidthAndTheGreeting() {
        let placard = PlacardView(greetings: ["Добро пожаловать", "Hola"])
        let root = Window(frame: Rect(x: 0, y: 0, width: 40, height: 12))
        root.addSubview(placard)
        let renderer = Renderer()
        func row(columns: Int) -> String {
            root.bounds.size.width = Double(columns)
            placard.widthLimit = Double(columns)
            placard.center = Point(x: Double(columns) / 2, y: 6)
            _ = renderer.render(root, columns: columns, rows: 6)
            return renderer.grid!.text(row: 3)
        }
        XCTAssertTrue(row(columns: 12).contains("Добр…ать"))
        XCTAssertTrue(row(columns: 40).contains("Добро пожаловать"))
        placard.showNextGreeting()
        XCTAssertTrue(row(columns: 40).contains("Hola"))
        placard.showNextGreeting()
        XCTAssertTrue(row(columns: 12).contains("Добр…ать"))
        XCTAssertTrue(row(columns: 40).contains("Добро пожаловать"))
    }

    func testBoxDrawingForTerminalsWithoutColour() {
        let grid = smallApp().render(.boxDrawing)
        // The placard spans rows 3.5 to 8.5: its box takes rows 4 to 8.
        XCTAssertEqual(grid.text(row: 4), String(repeating: " ", count: 8) + "╭" + String(repeating: "─", count: 22) + "╮" + String(repeating: " ", count: 8))
        XCTAssertEqual(grid[8, 5].text, "│")
        XCTAssertEqual(grid[31, 8].text, "╯")
        XCTAssertTrue(grid[12, 5].style.reverse)
        XCTAssertTrue(grid.text(row: 6).contains("Welcome"))
        XCTAssertTrue(grid[20, 6].style.reverse)
        XCTAssertFalse(grid[2, 2].style.reverse)
    }

    func testChangesListOnlyTheCellsThatDiffer() {
        let app = smallApp()
        let before = app.render()
        XCTAssertEqual(before.changes(since: nil).count, 40 * 12)
        XCTAssertTrue(app.render().changes(since: before).isEmpty)
        app.showNextGreeting()
        let after = app.render()
        let changed = after.changes(since: before)
        XCTAssertFalse(changed.isEmpty)
        XCTAssertTrue(changed.allSatisfy { $0.row == 6 || $0.row == 7 }, "only the greeting and its shadow")
        XCTAssertEqual(after.changes(since: Grid(columns: 1, rows: 1, filling: .blank(.black))).count, 40 * 12)
    }

    func testAViewFarBeyondTheScreenDrawsNothingAndDoesNotTrap() {
        let app = smallApp()
        app.placardView.center = Point(x: 1e300, y: -1e300)
        for mode in [RenderMode.halfBlocks, .boxDrawing] {
            XCTAssertFalse(app.render(mode).text.contains("Welcome"))
        }
    }

    func testAnyTerminalSizeRenders() {
        for (columns, rows) in [(0, 0), (1, 1), (2, 1), (1, 2), (3, 3), (500, 200)] {
            let app = makeApp(columns: columns, rows: rows)
            app.pointerDown(column: columns / 2, row: rows / 2, at: 0)
            app.advance(to: 0.2)
            let grid = app.render()
            XCTAssertEqual(grid.columns, columns)
            XCTAssertEqual(grid.rows, rows)
            XCTAssertEqual(app.render(.boxDrawing).cells.count, columns * rows)
        }
    }
}

private extension String {
    /// The column (in characters) where a substring starts.
    func distance(of needle: String) -> Int? {
        range(of: needle).map { distance(from: startIndex, to: $0.lowerBound) }
    }
}
