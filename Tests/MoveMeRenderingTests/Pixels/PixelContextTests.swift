@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// A pixel context as a view sees it: one device pixel's size in its coordinates, colour shown,
/// text recorded (not rasterized) and measured on the terminal's cells, outlines ignored.
final class PixelContextTests: XCTestCase {
    /// A 10 × 4 point view at 4 pixels a point, in an image of its own, turned by `turn` about
    /// the image's centre.
    private func context(_ canvas: PixelCanvas, _ turn: AffineTransform = .identity) -> PixelContext {
        let about = AffineTransform(translationX: -20, y: -8).concatenating(turn).concatenating(AffineTransform(translationX: 20, y: 8))
        return PixelContext(canvas: canvas, bounds: Rect(x: 0, y: 0, width: 10, height: 4),
                            toImage: AffineTransform(scale: 4).concatenating(about))
    }

    private func canvas() -> PixelCanvas {
        PixelCanvas(width: 40, height: 16, imageToScreen: AffineTransform(scale: 0.25).translatedBy(x: 12, y: 8))
    }

    func testAPixelIsAQuarterPointAndColourIsShown() {
        let context = context(canvas())
        // A hair under a quarter (see `pixelSize`).
        XCTAssertEqual(context.pixelSize, 0.249_999_75)
        XCTAssertTrue(context.showsColor)
    }

    func testTextIsRecordedInTheImagesPixelsNotDrawn() {
        let canvas = canvas()
        let context = context(canvas)
        context.drawText("Hi", centeredAt: Point(x: 5, y: 2), color: .white, bold: false, shadow: nil)
        XCTAssertEqual(canvas.textRuns, [TextRun(text: "Hi", center: Point(x: 20, y: 8), color: .white, bold: false, shadow: nil, opacity: 1)])
        XCTAssertEqual(Set(canvas.image.bytes), [0])
    }

    func testTextLandsOnTheTerminalsCellsAsOnHalfBlocks() {
        let context = context(canvas())
        // The view's (5, 2) is the screen's (8, 4) points: cell row 2, with 10 cells of room.
        XCTAssertEqual(context.textRow(centeredAt: Point(x: 5, y: 2)), 2)
        XCTAssertEqual(context.textRoom(centeredAt: Point(x: 5, y: 2)), 10)
        XCTAssertEqual(context.textRoom(centeredAt: Point(x: 9, y: 2)), 2)
    }

    func testOutlinesAndPatternsDrawNothingAndAFillCoversTheBounds() {
        let canvas = canvas()
        let context = context(canvas)
        context.strokeOutline(filled: true)
        context.fillPattern("█")
        XCTAssertEqual(Set(canvas.image.bytes), [0])
        context.fill(Color(red: 0, green: 1, blue: 0))
        XCTAssertEqual(Set(alphaMap(canvas.image)), [Array(repeating: "ff", count: 40).joined(separator: " ")])
        XCTAssertEqual(canvas.image[39, 15], RGBA(0, 255, 0, 255))
    }

    func testAShadeIsAskedOnceARowOfSamplesInsideItsBandAndTwiceARowOutsideIt() {
        let canvas = canvas()
        var asked = 0
        context(canvas).fill(keepingContents: true, sameAlongRowsWithin: 1...9) { p in
            asked += 1
            return Color(white: p.y / 4)
        }
        // 16 pixel rows of 4 rows of samples: 64 asked in the band; outside it (x below 1 or
        // above 9, 4 pixels each side), a pixel shaded by y alone is asked at its outermost
        // columns only, two of its four: at most 8 times, not 16.
        XCTAssertGreaterThan(asked, 64)
        XCTAssertLessThanOrEqual(asked, 64 + 16 * 2 * 4 * 8)
        // Outside the band as inside: the average of the pixel's rows of samples.
        XCTAssertEqual(canvas.image[0, 0], canvas.image[20, 0])
        XCTAssertEqual(canvas.image[39, 15], canvas.image[20, 15])
        // Row 0's samples lie at y 1/32, 3/32, 5/32, 7/32 of the view: an average grey of a
        // quarter of 1/8 (7.97); the last row's, 3.875 / 4 (247.03).
        XCTAssertEqual(canvas.image[20, 0], RGBA(8, 8, 8, 255))
        XCTAssertEqual(canvas.image[20, 15], RGBA(247, 247, 247, 255))
    }

    /// Inside a rounded region where the shade is of y alone, a row's pixels are asked once too:
    /// only the pixels its edge crosses are asked at their samples.
    func testAShadeIsAskedOnceARowInsideItsRegionToo() {
        let plain = canvas(), regioned = canvas()
        var asked = (plain: 0, regioned: 0)
        let shade: (Point) -> Color? = { p in Color(white: p.y / 4) }
        context(plain).fill(keepingContents: true, sameAlongRowsWithin: 4...6) { asked.plain += 1; return shade($0) }
        let region = RoundedRect(Rect(x: 0.5, y: 0.5, width: 9, height: 3), cornerRadius: 1)
        context(regioned).fill(keepingContents: true, within: nil, sameAlongRowsWithin: 4...6, andInside: region) {
            asked.regioned += 1
            return shade($0)
        }
        XCTAssertLessThan(asked.regioned * 2, asked.plain)
        XCTAssertEqual(regioned.image, plain.image, "the same pixels")
    }

    /// Outside a rounded outline where the shade is nil, the pixels wholly outside are not
    /// asked at all: a panel's corners, at any turn.
    func testPixelsWhollyOutsideTheOutlineAreNotAsked() {
        let outline = RoundedRect(Rect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 2)
        let shade: (Point) -> Color? = { p in
            let cx = min(max(p.x, 2), 8), cy = min(max(p.y, 2), 2)
            return Point(x: cx, y: cy).distance(to: p) > 2 + 1e-9 ? nil : Color(white: p.y / 4)
        }
        for turn in [0, 0.3] {
            let plain = canvas(), outlined = canvas()
            var asked = (plain: 0, outlined: 0)
            let transform = AffineTransform(rotationAngle: turn)
            context(plain, transform).fill(keepingContents: true, within: nil, sameAlongRowsWithin: 2...8, andInside: nil) {
                asked.plain += 1
                return shade($0)
            }
            context(outlined, transform).fill(keepingContents: true, within: outline, sameAlongRowsWithin: 2...8, andInside: nil) {
                asked.outlined += 1
                return shade($0)
            }
            XCTAssertLessThan(asked.outlined, asked.plain, "turned \(turn)")
            XCTAssertEqual(outlined.image, plain.image, "the same pixels, turned \(turn)")
        }
    }
}
