@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// Alpha in pixel images: a colour's alpha, a view's and its ancestors' opacity, and views
/// blended over each other (source over, as Core Graphics composes), kept straight in the bytes.
final class PixelBlendingTests: XCTestCase {
    private func view(_ frame: Rect, _ color: Color, in parent: View) -> View {
        let view = View(frame: frame)
        view.backgroundColor = color
        parent.addSubview(view)
        return view
    }

    func testAHalfTransparentViewKeepsItsColourWithHalfTheAlpha() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let square = view(Rect(x: 0, y: 0, width: 2, height: 1), Color(red: 1, green: 0, blue: 0), in: root)
        square.alpha = 0.5
        let drawn = try XCTUnwrap(PixelRasterizer.render(square, scale: scale(1)))
        // Straight alpha: the red stays 255, the alpha is half (127.5 up to 128).
        XCTAssertEqual(pixelRow(drawn.image, 0), ["#ff0000/128", "#ff0000/128"])
    }

    func testAnAncestorsOpacityFadesTheViewDrawnAlone() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let parent = view(Rect(x: 0, y: 0, width: 4, height: 4), .black, in: root)
        parent.alpha = 0.25
        let child = view(Rect(x: 1, y: 1, width: 1, height: 1), .white, in: parent)
        let drawn = try XCTUnwrap(PixelRasterizer.render(child, scale: scale(1)))
        XCTAssertEqual(pixelRow(drawn.image, 0), ["#ffffff/64"])
    }

    func testASubviewIsBlendedOverItsParent() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let parent = view(Rect(x: 0, y: 0, width: 3, height: 1), Color(red: 1, green: 0, blue: 0), in: root)
        _ = view(Rect(x: 1, y: 0, width: 1, height: 1), Color(white: 1, alpha: 0.5), in: parent)
        _ = view(Rect(x: 2, y: 0, width: 1, height: 1), Color(red: 0, green: 0, blue: 1, alpha: 0.25), in: parent)
        let drawn = try XCTUnwrap(PixelRasterizer.render(parent, scale: scale(1)))
        // Half white over red: (1, 0.5, 0.5); a quarter blue: (0.75, 0, 0.25).
        XCTAssertEqual(pixelRow(drawn.image, 0), ["#ff0000/255", "#ff8080/255", "#bf0040/255"])
    }

    func testTwoHalfTransparentLayersMakeThreeQuartersOfAlpha() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let parent = view(Rect(x: 0, y: 0, width: 1, height: 1), Color(red: 0, green: 0, blue: 1, alpha: 0.5), in: root)
        _ = view(Rect(x: 0, y: 0, width: 1, height: 1), Color(red: 1, green: 0, blue: 0, alpha: 0.5), in: parent)
        let drawn = try XCTUnwrap(PixelRasterizer.render(parent, scale: scale(1)))
        // Premultiplied: red 0.5 + blue 0.5 × 0.5 = (0.5, 0, 0.25) at alpha 0.75; straight,
        // (0.667, 0, 0.333).
        XCTAssertEqual(pixelRow(drawn.image, 0), ["#aa0055/191"])
    }

    func testAHiddenOrTransparentViewMakesNoImage() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let hidden = view(Rect(x: 0, y: 0, width: 2, height: 2), .white, in: root)
        hidden.isHidden = true
        let clear = view(Rect(x: 0, y: 0, width: 2, height: 2), .white, in: root)
        clear.alpha = 0
        XCTAssertNil(PixelRasterizer.render(hidden, scale: scale(1)))
        XCTAssertNil(PixelRasterizer.render(clear, scale: scale(1)))
    }

    func testAnImageCompositedOverAnOpaqueOneIsSourceOver() throws {
        let image = try XCTUnwrap(PixelImage(width: 3, height: 1, bytes: [255, 0, 0, 255, 255, 255, 255, 128, 9, 9, 9, 0]))
        var blue = PixelImage(width: 3, height: 1)
        blue.fill(x: 0, y: 0, width: 3, height: 1, RGBA(0, 0, 255))
        blue.composite(image, atX: 0, y: 0)
        // 128/255 of white over blue: (128, 128, 255); the transparent pixel leaves the blue.
        XCTAssertEqual(pixelRow(blue, 0), ["#ff0000/255", "#8080ff/255", "#0000ff/255"])
    }

    func testPaintingOntoAnImageIsSourceOverByCoverage() {
        var image = PixelImage(width: 2, height: 1)
        image[1, 0] = RGBA(255, 255, 255)
        image.blend(x: 0, y: 0, RGBA(255, 255, 255), coverage: 128)
        image.blend(x: 1, y: 0, RGBA(0, 0, 0, 128))
        image.blend(x: 2, y: 0, RGBA(0, 0, 0))
        // White at 128 of 255 coverage over nothing; black at alpha 128 over white leaves
        // 127 of it (255 × 127 / 255).
        XCTAssertEqual(pixelRow(image, 0), ["#ffffff/128", "#7f7f7f/255"])
    }

    /// A glyph's row painted at once is each of its pixels painted alone, cut at the image's
    /// edges, over transparent and opaque pixels alike.
    func testARowOfCoverageIsEachPixelBlended() {
        var start = PixelImage(width: 6, height: 2)
        start.fill(x: 3, y: 0, width: 3, height: 2, RGBA(40, 90, 200))
        start[1, 1] = RGBA(10, 20, 30, 100)
        let coverage: [UInt8] = [0, 255, 128, 1, 77, 200, 255, 9]
        let color = RGBA(250, 240, 230, 180)
        for (x, y) in [(-2, 1), (0, 0), (1, 1), (3, 0), (5, 1), (6, 0), (0, 2), (0, -1)] {
            var byPixel = start, byRow = start
            for (i, level) in coverage.enumerated() { byPixel.blend(x: x + i, y: y, color, coverage: level) }
            coverage.withUnsafeBufferPointer { byRow.blend(row: y, fromX: x, color, coverage: $0) }
            XCTAssertEqual(byRow, byPixel, "from (\(x), \(y))")
        }
    }
}
