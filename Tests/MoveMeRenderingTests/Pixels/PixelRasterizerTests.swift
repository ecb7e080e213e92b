@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// The pixel rasterizer draws a view into an image of device pixels, anti-aliased, pixel for
/// pixel as expected: whole squares whole, corners and turned edges by their coverage, alpha
/// blended as Core Graphics blends it.
final class PixelRasterizerTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)

    private func square(_ frame: Rect, color: Color, in root: View) -> View {
        let view = View(frame: frame)
        view.backgroundColor = color
        root.addSubview(view)
        return view
    }

    func testASquareOfFourByTwoPointsAtScaleTwoIsEightByFourOpaquePixels() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let view = square(Rect(x: 1, y: 3, width: 4, height: 2), color: red, in: root)
        let drawn = try XCTUnwrap(PixelRasterizer.render(view, scale: scale(2)))
        XCTAssertEqual([drawn.image.width, drawn.image.height, drawn.originX, drawn.originY], [8, 4, 2, 6])
        XCTAssertEqual(drawn.image.bytes, Array(repeating: [255, 0, 0, 255], count: 32).flatMap { $0 })
        XCTAssertEqual(drawn.textRuns, [])
    }

    func testAViewBetweenPixelsIsDrawnTheSameAndPlacedToTheNearestPixel() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let view = square(Rect(x: 1.3, y: 3.2, width: 4, height: 2), color: red, in: root)
        let drawn = try XCTUnwrap(PixelRasterizer.render(view, scale: scale(2)))
        // 2.6 and 6.4 device pixels: to 3 and 6; the picture is the whole-pixel one.
        XCTAssertEqual([drawn.image.width, drawn.image.height, drawn.originX, drawn.originY], [8, 4, 3, 6])
        XCTAssertEqual(Set(drawn.image.bytes), [0, 255])
        XCTAssertEqual(drawn.image[0, 0], RGBA(255, 0, 0, 255))
        XCTAssertEqual(drawn.image[7, 3], RGBA(255, 0, 0, 255))
    }

    func testAFractionalSizeIsRoundedUpWithItsEdgesSharedAlikeOnBothSides() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        // 2.5 × 2 points at scale 1.5: 3.75 × 3 pixels, in 4 × 3, an eighth of a pixel
        // uncovered each side.
        let view = square(Rect(x: 0, y: 0, width: 2.5, height: 2), color: red, in: root)
        let drawn = try XCTUnwrap(PixelRasterizer.render(view, scale: scale(1.5)))
        XCTAssertEqual([drawn.image.width, drawn.image.height], [4, 3])
        // Each side's pixel has its first column of samples on the edge: outside, on both
        // sides alike, so 12 of 16 samples (0.75 of 255 is 191.25).
        XCTAssertEqual(alphaMap(drawn.image), ["bf ff ff bf", "bf ff ff bf", "bf ff ff bf"])
    }

    func testARoundedCornerCoversEachPixelByTheShareOfItsSamplesInside() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let view = RoundedView(frame: Rect(x: 2, y: 2, width: 4, height: 4))
        root.addSubview(view)
        let drawn = try XCTUnwrap(PixelRasterizer.render(view, scale: scale(1)))
        // A radius of 2 over 2 × 2 pixels a corner: the corner pixel has 6 of its 16 samples
        // inside the arc (0.375 of 255 is 95.6), its two neighbours 15 (239.1), the inner one all.
        XCTAssertEqual(alphaMap(drawn.image), [
            "60 ef ef 60",
            "ef ff ff ef",
            "ef ff ff ef",
            "60 ef ef 60",
        ])
        // Coverage is alpha: the colour stays white.
        XCTAssertEqual(drawn.image[0, 0], RGBA(255, 255, 255, 0x60))
    }
}
