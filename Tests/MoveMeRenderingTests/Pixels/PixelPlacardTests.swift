@testable import MoveMeRendering
@testable import MoveMeScenes
import SceneTestSupport
import XCTest
@testable import MoveMeCore

/// The placard in pixels: rounded, anti-aliased corners, a border one device pixel wide, the
/// gradient, and its greeting kept as text for the terminal; the same on its left and right,
/// at rest and grown by the pulse.
final class PixelPlacardTests: XCTestCase {
    /// The pixels that differ from their mirror image across the middle, as "x,y" (at most 5).
    private func asymmetry(_ image: PixelImage) -> [String] {
        var found: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width / 2 where image[x, y] != image[image.width - 1 - x, y] && found.count < 5 {
                found.append("\(x),\(y): \(image[x, y]) \(image[image.width - 1 - x, y])")
            }
        }
        return found
    }

    /// The top-left `size` × `size` pixels' alpha.
    private func corner(_ image: PixelImage, _ size: Int) -> [String] {
        alphaMap(image).prefix(size).map { String($0.prefix(size * 3 - 1)) }
    }

    func testThePlacardAtRest() throws {
        let app = makeApp(columns: 80, rows: 24, greetings: ["Hello"])
        let drawn = try XCTUnwrap(PixelRasterizer.render(app.placardView, scale: scale(4)))
        let image = drawn.image
        // 16 × 10 points at 4 pixels a point, centred on the screen's (40, 24) points.
        XCTAssertEqual([image.width, image.height, drawn.originX, drawn.originY], [64, 40, 128, 76])
        // A radius of 2 points is 8 pixels: the arc shaded by coverage, the border along it.
        XCTAssertEqual(corner(image, 8), [
            "00 00 00 00 29 87 be d9",
            "00 00 0e 7a de ee f8 ff",
            "00 0e b0 e7 fd ff ff ff",
            "00 7a e7 ff ff ff ff ff",
            "29 de fd ff ff ff ff ff",
            "87 ee ff ff ff ff ff ff",
            "be f8 ff ff ff ff ff ff",
            "d9 ff ff ff ff ff ff ff",
        ])
        // The border one pixel wide, white at 0.85 (216.75); inside it the gradient, from the
        // top's grey-blue (141, 151, 163) darkening down to mid-height, flat below.
        XCTAssertEqual(pixelRow(image, 0)[7...9], ["#ffffff/217", "#ffffff/217", "#ffffff/217"])
        XCTAssertEqual(pixelRow(image, 20)[0...2], ["#ffffff/217", "#626e7d/255", "#626e7d/255"])
        XCTAssertEqual([1, 10, 19, 30].map { image[32, $0].description }, ["#8a94a0/255", "#76818f/255", "#636f7e/255", "#626e7d/255"])
        XCTAssertEqual(pixelRow(image, 39)[7...9], ["#ffffff/217", "#ffffff/217", "#ffffff/217"])
        XCTAssertEqual(asymmetry(image), [])
        // The greeting is text for the terminal, centred, with the embossed shadow.
        XCTAssertEqual(drawn.textRuns, [
            TextRun(text: "Hello", center: Point(x: 32, y: 20), color: .white, bold: true, shadow: Color(white: 0, alpha: 0.3), opacity: 1),
        ])
        XCTAssertEqual(drawn.textRunsOnScreen.map(\.center), [Point(x: 160, y: 96)])
    }

    func testThePlacardGrownByAPulseIsTheSameOnBothSides() throws {
        let app = makeApp(columns: 80, rows: 24, greetings: ["Hello"])
        app.placardView.transform = AffineTransform(scale: 1.1)
        let drawn = try XCTUnwrap(PixelRasterizer.render(app.placardView, scale: scale(4)))
        let image = drawn.image
        // 70.4 × 44 pixels in 71 × 44: 0.3 of a pixel bare at each side, so the sides' outer
        // pixels are covered by 3 of their 4 columns of samples (0.85 × 0.75 is 0xa3).
        XCTAssertEqual([image.width, image.height, drawn.originX, drawn.originY], [71, 44, 125, 74])
        XCTAssertEqual(corner(image, 9), [
            "00 00 00 00 00 36 87 be d9",
            "00 00 00 0e 95 de ee f8 ff",
            "00 00 29 cb ec ff ff ff ff",
            "00 0e be f1 ff ff ff ff ff",
            "00 7a e9 ff ff ff ff ff ff",
            "0e db fd ff ff ff ff ff ff",
            "51 e7 ff ff ff ff ff ff ff",
            "7a ee ff ff ff ff ff ff ff",
            "a3 f5 ff ff ff ff ff ff ff",
        ])
        XCTAssertEqual(asymmetry(image), [])
        XCTAssertEqual(drawn.textRuns.map(\.center), [Point(x: 35.5, y: 22)])
    }

    func testEveryWidthOfGreetingAndPulseIsTheSameOnBothSides() throws {
        for width in [0, 9, 10, 17, 30] {
            for grown in [1, 1.05, 1.1, 1.125, 0.9] {
                let app = makeApp(columns: 80, rows: 24, greetings: [String(repeating: "x", count: width)])
                app.placardView.transform = AffineTransform(scale: grown)
                for pixels in [1.0, 4, 9] {
                    let image = try XCTUnwrap(PixelRasterizer.render(app.placardView, scale: scale(pixels))).image
                    XCTAssertEqual(asymmetry(image), [], "\(width) cells grown \(grown) at \(pixels)")
                }
            }
        }
    }

    /// Shaded by rows where a pixel's outermost columns agree: the same image to the bit as
    /// every sample asked, at rest, grown and shrunk; turned, the inside asked once a pixel at
    /// its centre, within a step of a channel of it (the gradient is straight but where it
    /// stops, at the middle).
    func testShadingByRowsDrawsWhatEverySampleDraws() throws {
        let app = makeApp(columns: 80, rows: 24, greetings: ["Velkommen"])
        for transform in [AffineTransform.identity, AffineTransform(scale: 1.1), AffineTransform(scale: 0.93),
                          AffineTransform(rotationAngle: 0.3), AffineTransform(rotationAngle: 1.2).scaledBy(x: 1.2, y: 1.2)] {
            app.placardView.transform = transform
            for pixels in [4.0, 10] {
                let frame = try XCTUnwrap(PixelRasterizer.frame(of: app.placardView, scale: scale(pixels)))
                let quick = try XCTUnwrap(PixelRasterizer.render(frame)).image
                let every = try XCTUnwrap(PixelRasterizer.render(frame, asksEverySample: true)).image
                if transform.b == 0 {
                    XCTAssertEqual(quick, every, "\(transform) at \(pixels)")
                } else {
                    let steps = zip(quick.bytes, every.bytes).map { abs(Int($0) - Int($1)) }
                    XCTAssertLessThanOrEqual(steps.max() ?? 0, 1, "\(transform) at \(pixels)")
                    XCTAssertGreaterThan(steps.filter { $0 == 0 }.count, steps.count * 9 / 10, "\(transform) at \(pixels)")
                }
            }
        }
    }
}
