@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// Turned and scaled views are resampled through their presentation transform: each sample is
/// mapped back into the view's own coordinates, so a turned edge is shaded by how much of each
/// pixel it covers, and the image is the turned box's size.
final class PixelTurnedTests: XCTestCase {
    /// Kept: a view holds its superview weakly.
    private let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))

    private func whiteSquare(_ frame: Rect, transform: AffineTransform) -> View {
        let square = View(frame: frame)
        square.backgroundColor = .white
        square.transform = transform
        root.addSubview(square)
        return square
    }

    func testASquareTurnedAnEighthHasShadedEdges() throws {
        let square = whiteSquare(Rect(x: 8, y: 8, width: 4, height: 4), transform: AffineTransform(rotationAngle: Double.pi / 4))
        let drawn = try XCTUnwrap(PixelRasterizer.render(square, scale: scale(1)))
        // A diamond 5.66 pixels across in 6 × 6, about its centre (10, 10): each pixel its
        // edges cross by the share of its 16 samples inside (6 of 16 is 0x60).
        XCTAssertEqual([drawn.originX, drawn.originY], [7, 7])
        XCTAssertEqual(alphaMap(drawn.image), [
            "00 00 60 60 00 00",
            "00 60 ff ff 60 00",
            "60 ff ff ff ff 60",
            "60 ff ff ff ff 60",
            "00 60 ff ff 60 00",
            "00 00 60 60 00 00",
        ])
    }

    func testASquareTurnedALittleCoversItsEdgePixelsInPart() throws {
        let square = whiteSquare(Rect(x: 8, y: 8, width: 4, height: 4), transform: AffineTransform(rotationAngle: 0.2))
        let drawn = try XCTUnwrap(PixelRasterizer.render(square, scale: scale(1)))
        // Turned a little (clockwise): 4.71 pixels square in 5 × 5, its top corner left of the
        // middle, its top edge falling to the right across the first row. A half turn of the
        // picture is itself, and so is a quarter turn (row 0 from the right is column 0).
        XCTAssertEqual(alphaMap(drawn.image), [
            "20 bf 80 50 20",
            "50 ff ff ff bf",
            "80 ff ff ff 80",
            "bf ff ff ff 50",
            "20 50 80 bf 20",
        ])
    }

    func testAScaledViewIsTheScaledSizeWhole() throws {
        let square = whiteSquare(Rect(x: 8, y: 8, width: 4, height: 2), transform: AffineTransform(scale: 1.5))
        let drawn = try XCTUnwrap(PixelRasterizer.render(square, scale: scale(2)))
        // 4 × 2 points grown by 1.5 at 2 pixels a point: 12 × 6, every pixel whole.
        XCTAssertEqual([drawn.image.width, drawn.image.height, drawn.originX, drawn.originY], [12, 6, 14, 15])
        XCTAssertEqual(Set(alphaMap(drawn.image)), ["ff ff ff ff ff ff ff ff ff ff ff ff"])
    }
}
