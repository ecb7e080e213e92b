@testable import MoveMeRendering
import MoveMeCore
import XCTest

/// A button and a label draw through the model's GraphicsContext like every view, so the cell
/// renderer shows them with no change of its own: their words where they are, in their colours,
/// and a held button shown as held even without colour.
final class ControlDrawingTests: XCTestCase {
    private func row(_ grid: Grid, _ row: Int) -> String {
        (0..<grid.columns).map { grid[$0, row].isContinuation ? "" : grid[$0, row].text }.joined()
    }

    private func scene() -> (Window, Button, Label) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 30, height: 12))
        window.backgroundColor = .black
        let button = Button(frame: Rect(x: 2, y: 2, width: 10, height: 2))
        button.setTitle("Next", for: .normal)
        let label = Label(frame: Rect(x: 16, y: 6, width: 12, height: 2), text: "Ready")
        label.textColor = .white
        window.addSubview(button)
        window.addSubview(label)
        return (window, button, label)
    }

    func testAButtonAndALabelDrawTheirWords() {
        let (window, button, _) = scene()
        let grid = Rasterizer.render(window, columns: 30, rows: 6)
        XCTAssertEqual(row(grid, 1), "     Next                     ")
        XCTAssertEqual(row(grid, 3), "                    Ready     ")
        let title = grid[5, 1]
        XCTAssertEqual(title.style.foreground, Button.tintColor.rgb, "the title in the tint")
        XCTAssertEqual(grid[20, 3].style.foreground, Color.white.rgb)

        button.isHighlighted = true
        let held = Rasterizer.render(window, columns: 30, rows: 6)
        XCTAssertEqual(held[5, 1].style.foreground, Button.highlightedTitleColor.rgb, "held, the title pales")
    }

    func testWithoutColourAHeldButtonShowsItsPress() {
        let (window, button, _) = scene()
        let tall = Button(frame: Rect(x: 2, y: 6, width: 10, height: 6))  // three rows: an inside
        tall.setTitle("Tall", for: .normal)
        window.addSubview(tall)
        let normal = Rasterizer.render(window, columns: 30, rows: 6, mode: .boxDrawing)
        XCTAssertTrue(row(normal, 1).contains("Next"))
        XCTAssertFalse(normal[5, 1].style.bold)
        XCTAssertFalse(normal[5, 4].style.reverse)
        button.isHighlighted = true
        tall.isHighlighted = true
        let held = Rasterizer.render(window, columns: 30, rows: 6, mode: .boxDrawing)
        XCTAssertTrue(row(held, 1).contains("Next"))
        XCTAssertTrue(held[5, 1].style.bold, "one line tall, all outline: its title goes bold")
        XCTAssertEqual(row(held, 4).dropFirst(5).prefix(4), "Tall")
        XCTAssertTrue(held[5, 4].style.reverse, "with an inside: filled in reverse, the title with it")
    }

    func testInPixelsTheirWordsAreTheTextRunsOverTheirImages() throws {
        let (_, button, label) = scene()
        let drawnButton = try XCTUnwrap(PixelRasterizer.render(button, scale: scale(2)))
        XCTAssertEqual(drawnButton.textRuns.map(\.text), ["Next"])
        XCTAssertEqual(drawnButton.textRuns.first?.color, Button.tintColor)
        XCTAssertEqual(drawnButton.textRuns.first?.center, Point(x: 10, y: 2), "the centre of its 20×4 pixels")
        let drawnLabel = try XCTUnwrap(PixelRasterizer.render(label, scale: scale(2)))
        XCTAssertEqual(drawnLabel.textRuns.map(\.text), ["Ready"])
        XCTAssertEqual(drawnLabel.textRuns.first?.color, .white)
    }
}
