@testable import MoveMeScenes
@testable import MoveMeRendering
import XCTest
import TestSupport
@testable import MoveMeCore

/// A fill told where its colour depends on y alone asks once a row there: every pixel must be
/// what asking each pixel gives. Checked with the placard's own shading, as the pulse and the
/// bounce shade it again every frame: at random scales (level, squashed and turned), positions
/// within a pixel and sizes.
final class SameAlongRowsTests: XCTestCase {
    private struct Drawn: Equatable {
        var colors: [RGB], alphas: [Double], canvas: [RGB]
    }

    /// The placard's panel through one context, kept (`fill(keepingIn:)`) and painted straight
    /// onto a canvas (`fill(_:)`), with or without its inside band.
    private func draw(_ placard: PlacardView, toCanvas: AffineTransform, band: Bool, asked: inout Int) -> Drawn {
        let canvas = Canvas(columns: 80, rows: 30, clip: CellRect(columns: 80, rows: 30), background: RGB(0, 0, 0))
        let area = placard.bounds
        let context = DrawingContext(canvas: canvas, mode: .halfBlocks, bounds: area, toCanvas: toCanvas, opacity: 1)
        let pixel = context.pixelSize
        let colors = PlacardView.shadeColors
        let inside = band ? PlacardView.inside(of: area, pixel: pixel) : nil
        let shade = { (p: Point) -> Color? in
            asked += 1
            return placard.shade(p, in: area, pixel: pixel, colors: colors)
        }
        let contents = FillContents()
        context.fill(keepingIn: contents, sameAlongRowsWithin: inside, shade)
        context.fill(sameAlongRowsWithin: inside, shade)
        var pixels: [RGB] = []
        for row in 0..<30 {
            canvas.withPixels(ofRow: row) { top, bottom in
                pixels += UnsafeBufferPointer(start: top, count: 80)
                pixels += UnsafeBufferPointer(start: bottom, count: 80)
            }
        }
        return Drawn(colors: contents.colors, alphas: contents.alphas, canvas: pixels)
    }

    func testThePlacardShadedByRowsIsThePlacardShadedByPixels() {
        var random = SplitMix64(seed: 23)
        var (level, askedByRows, askedByPixels) = (0, 0, 0)
        for trial in 0..<600 {
            let greetings = [String(repeating: "x", count: Int.random(in: 0...40, using: &random))]
            let placard = PlacardView(greetings: greetings)
            // The pulse's and the bounce's scales, squashed ones and (one in four) turned.
            let scale = Double.random(in: 0.3...2.5, using: &random)
            let squash = trial % 3 == 0 ? Double.random(in: 0.5...2, using: &random) : 1
            let turn = trial % 4 == 0 ? Double.random(in: -0.5...0.5, using: &random) : 0
            // Whole, half and any fraction of a pixel.
            let fraction = [0, 0.5, Double.random(in: 0..<1, using: &random)][trial % 3]
            let toCanvas = AffineTransform(translationX: 40 + fraction, y: 30 + fraction)
                .rotated(by: turn)
                .scaledBy(x: scale, y: scale * squash)
                .translatedBy(x: -placard.bounds.midX, y: -placard.bounds.midY)
            var (byRows, byPixels) = (0, 0)
            let drawn = draw(placard, toCanvas: toCanvas, band: true, asked: &byRows)
            let expected = draw(placard, toCanvas: toCanvas, band: false, asked: &byPixels)
            guard drawn == expected else {
                return XCTFail("trial \(trial): \(placard.bounds) by \(toCanvas) is shaded otherwise by rows")
            }
            if turn == 0 {
                level += 1
                askedByRows += byRows
                askedByPixels += byPixels
            } else {
                XCTAssertEqual(byRows, byPixels, "a turned placard's rows are not level: every pixel is asked")
            }
        }
        // Level placards asked for a few pixels a row: a fifth of them or fewer.
        XCTAssertGreaterThan(level, 400)
        XCTAssertLessThan(askedByRows * 5, askedByPixels)
    }

    func testABandIsOnlyWhereThePlacardHasRoom() {
        let area = Rect(x: 0, y: 0, width: 30, height: 10)
        XCTAssertEqual(PlacardView.inside(of: area, pixel: 1).map { $0.lowerBound > 2 && $0.upperBound < 28 }, true)
        // Pixels wider than the corners: the band keeps clear of a pixel at each side.
        XCTAssertEqual(PlacardView.inside(of: area, pixel: 3).map { $0.lowerBound > 3 && $0.upperBound < 27 }, true)
        XCTAssertNil(PlacardView.inside(of: Rect(x: 0, y: 0, width: 4, height: 10), pixel: 1))
    }
}
