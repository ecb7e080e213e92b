@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// A frame's key says when an image would be drawn the same: not after a move, after a change
/// of size, turn, colour or content.
final class PixelFrameTests: XCTestCase {
    private func view(in root: View) -> View {
        let view = View(frame: Rect(x: 3.25, y: 4, width: 6, height: 4))
        view.backgroundColor = Color(red: 0, green: 0, blue: 1)
        root.addSubview(view)
        return view
    }

    func testAMoveKeepsTheKeyAndMovesTheOrigin() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let moving = view(in: root)
        let before = try XCTUnwrap(PixelRasterizer.frame(of: moving, scale: scale(10)))
        moving.center = Point(x: moving.center.x + 7.3, y: moving.center.y + 1.1)
        let after = try XCTUnwrap(PixelRasterizer.frame(of: moving, scale: scale(10)))
        XCTAssertEqual(before.key, after.key)
        XCTAssertEqual(after.originX - before.originX, 73)
        XCTAssertEqual(after.originY - before.originY, 11)
    }

    func testAScaleAColourOrNewContentChangesTheKey() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let changing = view(in: root)
        let first = try XCTUnwrap(PixelRasterizer.frame(of: changing, scale: scale(10))).key
        changing.transform = AffineTransform(scaleX: 1.1, y: 1.1)
        let scaled = try XCTUnwrap(PixelRasterizer.frame(of: changing, scale: scale(10))).key
        XCTAssertNotEqual(first, scaled)
        changing.transform = .identity
        changing.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let recoloured = try XCTUnwrap(PixelRasterizer.frame(of: changing, scale: scale(10))).key
        XCTAssertNotEqual(first, recoloured)
        changing.backgroundColor = Color(red: 0, green: 0, blue: 1)
        XCTAssertEqual(first, try XCTUnwrap(PixelRasterizer.frame(of: changing, scale: scale(10))).key)
        changing.setNeedsDisplay()
        XCTAssertNotEqual(first, try XCTUnwrap(PixelRasterizer.frame(of: changing, scale: scale(10))).key)
    }

    func testFillingAndCompositingKeepToTheImage() throws {
        var image = PixelImage(width: 3, height: 2)
        image.fill(x: -1, y: 1, width: 3, height: 5, RGBA(1, 2, 3))
        XCTAssertEqual([image[0, 1], image[1, 1], image[2, 1], image[0, 0]], [RGBA(1, 2, 3), RGBA(1, 2, 3), .clear, .clear])
        var small = PixelImage(width: 2, height: 2)
        small[0, 0] = RGBA(9, 8, 7)
        small[1, 1] = RGBA(6, 5, 4)
        // Partly off the top left: only what falls inside is painted.
        image.composite(small, atX: -1, y: -1)
        XCTAssertEqual(image[0, 0], RGBA(6, 5, 4))
        image.composite(small, atX: 2, y: 1)
        XCTAssertEqual(image[2, 1], RGBA(9, 8, 7))
    }
}
