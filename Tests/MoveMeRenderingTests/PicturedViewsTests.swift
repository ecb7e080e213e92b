@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// Views a terminal draws as images are left out of the cells, whole.
final class PicturedViewsTests: XCTestCase {
    private final class Labelled: View {
        override func draw(in context: any GraphicsContext) {
            context.fill(Color(red: 0, green: 0, blue: 1))
            context.drawText("Hi", centeredAt: Point(x: bounds.midX, y: bounds.midY), color: .white, bold: true,
                             shadow: Color(white: 0, alpha: 0.5))
        }
    }

    private func scene() -> (root: View, label: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        root.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        let label = Labelled(frame: Rect(x: 4, y: 2, width: 12, height: 6))
        root.addSubview(label)
        return (root, label)
    }

    private let blue = RGB(0, 0, 255)

    func testTheCellsHaveNothingOfIt() {
        let (root, label) = scene()
        XCTAssertTrue(Rasterizer.render(root, columns: 20, rows: 5).cells.contains { $0.style.background == blue })
        let drawn = Rasterizer.render(root, columns: 20, rows: 5, pictured: PicturedViews(views: [ObjectIdentifier(label)]))
        XCTAssertFalse(drawn.text.contains("Hi"))
        XCTAssertEqual(Set(drawn.cells.map(\.style.background)).count, 1)
    }

    func testARendererDrawsAViewJoiningThemAsAChange() {
        let (root, label) = scene()
        let renderer = Renderer()
        _ = renderer.render(root, columns: 20, rows: 5)
        renderer.pictured = PicturedViews(views: [ObjectIdentifier(label)])
        let changed = renderer.render(root, columns: 20, rows: 5)
        XCTAssertFalse(changed.isEmpty)
        XCTAssertFalse(renderer.grid!.cells.contains { $0.style.background == blue })
        renderer.pictured = PicturedViews()
        _ = renderer.render(root, columns: 20, rows: 5)
        XCTAssertTrue(renderer.grid!.cells.contains { $0.style.background == blue })
    }
}
