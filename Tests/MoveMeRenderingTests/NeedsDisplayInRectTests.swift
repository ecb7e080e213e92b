@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// `setNeedsDisplay(in:)`: only the marked part of a view is drawn again.
final class NeedsDisplayInRectTests: XCTestCase {
    private var window: Window!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 20, height: 8))
    }

    /// A view that paints all it is asked to draw in the colour it has now.
    private final class Painted: View {
        var paint = Color(RGB(200, 0, 0))
        override func draw(in context: any GraphicsContext) { context.fill(paint) }
    }

    /// Only the rectangle marked is drawn again: the rest keeps what was drawn before, as UIKit
    /// redraws only the dirty part of a layer. Marks before a frame add up to the rectangle
    /// around them (`draw(_:)` is given one); a whole mark wins.
    func testOnlyTheMarkedRectangleIsDrawnAgain() {
        let view = Painted(frame: window.bounds)  // 20 columns, 4 rows
        window.addSubview(view)
        let renderer = Renderer()
        _ = renderer.render(window, columns: 20, rows: 4)
        view.paint = Color(RGB(0, 0, 200))
        view.setNeedsDisplay(in: Rect(x: 0, y: 0, width: 5, height: 2))
        view.setNeedsDisplay(in: Rect(x: 3, y: 2, width: 4, height: 2))
        let changed = renderer.render(window, columns: 20, rows: 4)
        XCTAssertEqual(Set(changed.map { "\($0.column),\($0.row)" }),
                       Set((0..<7).map { "\($0),0" } + (0..<7).map { "\($0),1" }))
        XCTAssertEqual(renderer.grid?[0, 0].style.background, RGB(0, 0, 200))
        XCTAssertEqual(renderer.grid?[7, 0].style.background, RGB(200, 0, 0), "drawn before, kept")
        XCTAssertEqual(renderer.render(window, columns: 20, rows: 4), [], "nothing marked since")
        view.paint = Color(RGB(0, 200, 0))
        view.setNeedsDisplay(in: Rect(x: 0, y: 0, width: 1, height: 2))
        view.setNeedsDisplay()
        XCTAssertEqual(renderer.render(window, columns: 20, rows: 4).count, 80, "the whole view")
    }

    /// A rectangle outside the bounds draws nothing; marked after the size changed (content
    /// drawn in other bounds), the whole view is drawn at the new size, as `setNeedsDisplay`.
    func testAMarkOutsideOrAfterANewSize() {
        let view = Painted(frame: window.bounds)
        window.addSubview(view)
        let renderer = Renderer()
        _ = renderer.render(window, columns: 20, rows: 4)
        view.paint = Color(RGB(0, 0, 200))
        view.setNeedsDisplay(in: Rect(x: 30, y: 0, width: 5, height: 2))
        XCTAssertEqual(renderer.render(window, columns: 20, rows: 4), [])
        view.contentMode = .topLeft
        view.bounds.size = Size(width: 10, height: 8)
        view.setNeedsDisplay(in: Rect(x: 0, y: 0, width: 1, height: 2))
        _ = renderer.render(window, columns: 20, rows: 4)
        XCTAssertEqual(view.contentBounds, view.bounds)
    }
}
