@testable import MoveMeRendering
import XCTest
@testable import MoveMeTerminal

/// Sixel, byte for byte on tiny images: the introducer with P2 = 1 (transparent where nothing
/// is painted), raster attributes, the palette in percent, bands of six rows colour by colour,
/// runs of four or more as `!n`.
final class SixelEncoderTests: XCTestCase {
    private let dcs = "\u{1B}P0;1;0q", st = "\u{1B}\\"

    private func image(_ width: Int, _ height: Int, _ pixels: [RGBA]) throws -> PixelImage {
        try XCTUnwrap(PixelImage(width: width, height: height, bytes: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }))
    }

    private let red = RGBA(255, 0, 0), blue = RGBA(0, 0, 255), white = RGBA(255, 255, 255)

    func testOneRedPixel() throws {
        XCTAssertEqual(SixelEncoder.encode(try image(1, 1, [red])), dcs + "\"1;1;1;1#0;2;100;0;0#0@" + st)
    }

    func testColoursOfABandEachFromItsStartWithTransparentPixelsLeftOut() throws {
        // Row 0: six red. Row 1: red, red, clear, clear, blue, blue.
        let pixels = Array(repeating: red, count: 6) + [red, red, .clear, .clear, blue, blue]
        XCTAssertEqual(SixelEncoder.encode(try image(6, 2, pixels)),
                       dcs + "\"1;1;6;2#0;2;0;0;100#1;2;100;0;0" + "#0!4?AA$#1BB!4@" + st)
    }

    func testASeventhRowIsASecondBand() throws {
        XCTAssertEqual(SixelEncoder.encode(try image(1, 7, Array(repeating: white, count: 7))),
                       dcs + "\"1;1;1;7#0;2;100;100;100#0~-#0@" + st)
    }

    func testHalfAlphaIsPaintedAndLessIsLeftOut() throws {
        let pixels = [RGBA(255, 0, 0, 127), RGBA(255, 0, 0, 128)]
        XCTAssertEqual(SixelEncoder.encode(try image(2, 1, pixels)), dcs + "\"1;1;2;1#0;2;100;0;0#0?@" + st)
    }

    func testAnEmptyImageHasItsSizeAndNothingPainted() {
        XCTAssertEqual(SixelEncoder.encode(PixelImage(width: 3, height: 8)), dcs + "\"1;1;3;8-" + st)
    }

    func testRunsOfFourOrMoreAreCountedAndEmptyEndsLeftOut() {
        XCTAssertEqual(SixelEncoder.runs([1, 1, 1]), "@@@")
        XCTAssertEqual(SixelEncoder.runs([1, 1, 1, 1]), "!4@")
        XCTAssertEqual(SixelEncoder.runs([63, 0, 0, 0, 0, 0, 5, 0, 0]), "~!5?D")
        XCTAssertEqual(SixelEncoder.runs([0, 0]), "")
    }

    func testPercentToTheNearest() {
        XCTAssertEqual([0, 1, 2, 128, 254, 255].map { SixelEncoder.percent(UInt8($0)) }, [0, 0, 1, 50, 100, 100])
    }

    func testFewerRegistersThanColoursSplitTheColoursAtTheirMedian() throws {
        let greys = [0, 85, 170, 255].map { RGBA(UInt8($0), UInt8($0), UInt8($0)) }
        let picture = try image(4, 1, greys)
        let palette = SixelPalette(image: picture, maximumColors: 2)
        // Two boxes of two greys each, each the mean of its own: 42.5 up, 212.5 up.
        XCTAssertEqual(palette.colors, [RGB(43, 43, 43), RGB(213, 213, 213)])
        XCTAssertEqual(greys.map { palette.register(of: $0.rgb) }, [0, 0, 1, 1])
        XCTAssertEqual(SixelEncoder.encode(picture, maximumColors: 2),
                       dcs + "\"1;1;4;1#0;2;17;17;17#1;2;84;84;84#0@@$#1??@@" + st)
    }

    func testThePaletteWeighsColoursByTheirPixels() {
        // Three of black for one of white and one of grey: the split falls after black.
        let counts = [RGB(0, 0, 0): 3, RGB(128, 128, 128): 1, RGB(255, 255, 255): 1]
        XCTAssertEqual(SixelPalette(counts: counts, maximumColors: 2).colors, [RGB(0, 0, 0), RGB(192, 192, 192)])
        XCTAssertEqual(SixelPalette(counts: counts, maximumColors: 1).colors, [RGB(77, 77, 77)])
        XCTAssertEqual(SixelPalette(counts: counts, maximumColors: 8).colors, [RGB(0, 0, 0), RGB(128, 128, 128), RGB(255, 255, 255)])
    }
}
