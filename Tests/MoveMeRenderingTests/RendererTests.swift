@testable import MoveMeScenes
@testable import MoveMeRendering
import SceneTestSupport
import XCTest
@testable import MoveMeCore
import TestSupport

final class RendererTests: XCTestCase {
    /// Whatever happens, the incremental frame is the full frame, and the changes it reports are
    /// exactly the cells that differ from the previous frame.
    /// Cells are equal when the terminal would be sent the same: same bytes, width and style.
    func testCellsAreEqualWhenTheirBytesWidthAndStyleAre() {
        let style = Style(foreground: .white, background: .black)
        XCTAssertEqual(Cell(Cell.lowerHalf, style: style), Cell("\u{2584}", style: style))
        XCTAssertNotEqual(Cell(Cell.lowerHalf, style: style), Cell(Cell.upperHalf, style: style))
        XCTAssertNotEqual(Cell(Cell.lowerHalf, style: style), Cell(" ", style: style))
        XCTAssertNotEqual(Cell("é", style: style), Cell("e\u{301}", style: style), "different bytes to send")
        XCTAssertNotEqual(Cell("語", width: 2, style: style), Cell("語", width: 1, style: style))
        XCTAssertNotEqual(Cell("a", style: style), Cell("a", style: Style(foreground: .white, background: .white)))
    }

    /// A steady frame (a drag, a bounce) makes nothing it made the frame before: the canvas's
    /// pixels are kept and reused, and the placard's greeting is fitted once, not each frame it
    /// is drawn.
    /// A placard dragged about is drawn from what it drew once: its canvas's storage made no
    /// more, its `draw(in:)` not called again (UIKit draws a view only when it is marked); a
    /// new greeting marks it, and it draws once.
    func testASteadyFrameReusesItsCanvasAndItsDrawing() {
        let app = makeApp(columns: 60, rows: 20)
        let renderer = Renderer()
        _ = app.render(with: renderer)
        app.pointerDown(column: 30, row: 10, at: 0)
        app.advance(to: 1)
        _ = app.render(with: renderer)
        let draws = renderer.draws
        var growths: [Int] = []
        for step in 1...20 {
            app.pointerMoved(column: 30 + step % 3, row: 10, at: 1 + Double(step) / 60)
            XCTAssertFalse(app.render(with: renderer).isEmpty, "the placard moved at \(step)")
            growths.append(renderer.canvasStorageGrowths)
        }
        XCTAssertEqual(Set(growths.dropFirst(3)).count, 1, "no new pixels after the first moves: \(growths)")
        XCTAssertLessThanOrEqual(growths.last ?? 0, 3, "\(growths)")
        XCTAssertEqual(renderer.draws, draws, "no view drew again while the placard only moved")
        app.showNextGreeting()
        _ = app.render(with: renderer)
        XCTAssertEqual(renderer.draws, draws + 1, "the placard, marked, drew once")
        XCTAssertTrue(renderer.grid!.text.contains("Velkommen"))
    }

    func testIncrementalFramesEqualFullFrames() {
        var random = SplitMix64(seed: 42)
        for mode in [RenderMode.halfBlocks, .boxDrawing] {
            let app = makeApp(columns: 60, rows: 20)
            app.placardView.setGreetings(Greetings.standard)
            let renderer = Renderer()
            var previous: Grid?
            var t = 0.0
            for step in 0..<3000 {
                t += random.double(0...0.05)
                let c = random.inRange(-2...app.columns + 1), r = random.inRange(-2...app.rows + 1)
                switch random.inRange(0...30) {
                case 0...3: app.pointerDown(column: c, row: r, at: t)
                case 4...15: app.pointerMoved(column: c, row: r, at: t)
                case 16...18: app.pointerUp(column: c, row: r, at: t)
                case 19: app.showNextGreeting()
                case 20: app.resize(columns: random.inRange(1...70), rows: random.inRange(1...25))
                case 21: app.cancelTouches(at: t)
                default: app.advance(to: t)
                }
                let changes = app.render(with: renderer, mode)
                let full = app.render(mode)
                guard renderer.grid == full else {
                    return XCTFail("step \(step) (\(mode)): the incremental frame differs from the full one")
                }
                XCTAssertEqual(Set(changes), Set(full.changes(since: previous)), "step \(step)")
                previous = full
            }
        }
    }

    /// The touches scene's tiles turned, scaled, moved and brought to the front over one another
    /// at random: the incremental frame is the full frame (a turned tile's damaged cells are
    /// mostly blanks the renderer passes over without making them).
    func testTurnedOverlappingTilesDrawnIncrementallyAreTheFullFrame() {
        var random = SplitMix64(seed: 0x5469_6C65_73)
        let root = View(frame: Rect(x: 0, y: 0, width: 60, height: 40))
        root.backgroundColor = Color(white: 0.1)
        let tiles = [TileKind.ordinary, .multiTouch, .exclusive].map { TileView(kind: $0) }
        for (number, tile) in tiles.enumerated() {
            tile.frame = Rect(x: 6 + Double(number) * 14, y: 8, width: 22, height: 14)
            root.addSubview(tile)
        }
        let renderer = Renderer()
        var previous: Grid?
        for step in 0..<1_500 {
            let tile = random.pick(tiles)
            switch random.below(6) {
            case 0: root.bringSubviewToFront(tile)
            case 1: tile.center = Point(x: random.double(0...60), y: random.double(0...40))
            case 2: tile.transform = .identity
            default:
                tile.transform = AffineTransform(rotationAngle: random.double(-3.2...3.2))
                    .scaledBy(x: random.double(0.5...1.6), y: random.double(0.5...1.6))
                tile.center = Point(x: tile.center.x + random.double(-2...2), y: tile.center.y + random.double(-1...1))
            }
            let changes = renderer.render(root, columns: 60, rows: 20)
            let full = Rasterizer.render(root, columns: 60, rows: 20)
            guard renderer.grid == full else { return XCTFail("step \(step): the incremental frame differs from the full one") }
            XCTAssertEqual(Set(changes), Set(full.changes(since: previous)), "step \(step)")
            previous = full
        }
    }

    func testAStillFrameChangesNothing() {
        let app = makeApp()
        let renderer = Renderer()
        XCTAssertEqual(app.render(with: renderer).count, 80 * 24)
        XCTAssertTrue(app.render(with: renderer).isEmpty)
    }

    func testAGreetingChangeRedrawsOnlyThePlacard() {
        let app = makeApp()
        let renderer = Renderer()
        _ = app.render(with: renderer)
        app.showNextGreeting()
        let changes = app.render(with: renderer)
        XCTAssertFalse(changes.isEmpty)
        XCTAssertTrue(changes.allSatisfy { $0.row == 12 || $0.row == 13 })
    }

    func testInvalidateRedrawsEverything() {
        let app = makeApp(columns: 10, rows: 4)
        let renderer = Renderer()
        _ = app.render(with: renderer)
        renderer.invalidate()
        XCTAssertEqual(app.render(with: renderer).count, 40)
    }
}
