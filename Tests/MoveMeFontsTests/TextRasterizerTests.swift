import MoveMeCore
@testable import MoveMeFonts
import MoveMeRendering
import XCTest

/// Text drawn into a pixel image with the font fontconfig finds (DejaVu Sans Bold, from
/// Debian's fonts-dejavu-core): measured by its advances, centred, its shadow a pixel below.
/// The literal values are that font's; on a machine where another font is found, they are
/// skipped.
final class TextRasterizerTests: XCTestCase {
    private func dejaVu() throws -> TextRasterizer {
        let font = try XCTUnwrap(TextRasterizer(pattern: "DejaVu Sans:bold"), "fontconfig found no font")
        try XCTSkipUnless(font.fontFile.hasSuffix("/DejaVuSans-Bold.ttf"), "another font: \(font.fontFile)")
        return font
    }

    func testAFileThatIsNoFontGivesNoRasterizer() {
        XCTAssertNil(TextRasterizer(file: "/nonexistent/font.ttf"))
    }

    func testWidthsAreTheGlyphsAdvances() throws {
        let font = try dejaVu()
        XCTAssertEqual(["", "I", "II", "Hello"].map { font.width(of: $0, pixelHeight: 20) }, [0, 7, 14, 59])
        // Each advance is hinted to whole pixels at its size: not twice the one at 20.
        XCTAssertEqual(font.width(of: "Hello", pixelHeight: 40), 115)
    }

    func testALetterIsDrawnCentredWithItsEdgesShaded() throws {
        let font = try dejaVu()
        var image = PixelImage(width: 12, height: 24)
        font.draw("I", into: &image, centeredAt: Point(x: 6, y: 12), pixelHeight: 20, color: RGBA(255, 255, 255))
        // The stem from row 4 to 18: the font's line (ascender to descender) is centred, and
        // the capital sits above its baseline; its sides are partly covered.
        let rows = (0..<24).map { y in (0..<12).map { x in image[x, y].alpha } }
        let stem: [UInt8] = [0, 0, 0, 0, 0x28, 0xff, 0xff, 0xff, 0x98, 0, 0, 0]
        XCTAssertEqual(rows.indices.filter { rows[$0] == stem }, Array(4...18))
        XCTAssertEqual(rows.indices.filter { rows[$0] != stem && rows[$0] != Array(repeating: 0, count: 12) }, [])
        XCTAssertEqual(image[5, 10], RGBA(255, 255, 255, 255))
    }

    /// Glyphs are rendered once a size and kept: a greeting drawn by a rasterizer that drew it
    /// before, at its size and others, is the one a fresh rasterizer draws.
    func testAGreetingDrawnAgainIsDrawnTheSame() throws {
        var panel = PixelImage(width: 160, height: 48)
        panel.fill(x: 0, y: 0, width: 160, height: 48, RGBA(98, 110, 125))
        func drawn(by font: TextRasterizer, at pixelHeight: Int) -> PixelImage {
            var image = panel
            let run = TextRun(text: "Willkommen", center: Point(x: 80, y: 24), color: .white, bold: true,
                              shadow: Color(white: 0, alpha: 0.3), opacity: 1)
            font.draw(run, into: &image, pixelHeight: pixelHeight)
            return image
        }
        let used = try XCTUnwrap(TextRasterizer(pattern: "DejaVu Sans:bold"), "fontconfig found no font")
        for pixelHeight in [28, 30, 34, 28] { _ = drawn(by: used, at: pixelHeight) }
        for pixelHeight in [28, 34] {
            let fresh = try XCTUnwrap(TextRasterizer(pattern: "DejaVu Sans:bold"))
            let again = drawn(by: used, at: pixelHeight)
            XCTAssertEqual(again, drawn(by: fresh, at: pixelHeight), "at \(pixelHeight) pixels")
            XCTAssertNotEqual(again, panel, "something drawn")
        }
    }

    func testARunIsDrawnOverItsShadowAPixelLower() throws {
        let font = try dejaVu()
        var image = PixelImage(width: 12, height: 24)
        let run = TextRun(text: "I", center: Point(x: 6, y: 12), color: .white, bold: true, shadow: Color(white: 0, alpha: 0.3), opacity: 1)
        font.draw(run, into: &image, pixelHeight: 20)
        // Below the stem, the shadow alone (0.3 of 255); on it, the text.
        XCTAssertEqual(image[6, 19], RGBA(0, 0, 0, 77))
        XCTAssertEqual(image[6, 4], RGBA(255, 255, 255, 255))
        XCTAssertEqual(image[6, 3], RGBA(0, 0, 0, 0))
    }

    func testACharacterTheFontLacksIsDrawnWithAFallbackFont() throws {
        let font = try dejaVu()
        // DejaVu Sans has no CJK; a font that has 欢 is found (Droid Sans Fallback, VL Gothic…).
        var image = PixelImage(width: 40, height: 24)
        font.draw("欢迎", into: &image, centeredAt: Point(x: 20, y: 12), pixelHeight: 20, color: RGBA(255, 255, 255))
        let covered = (0..<24).flatMap { y in (0..<40).map { x in image[x, y].alpha } }.filter { $0 > 128 }.count
        try XCTSkipIf(font.width(of: "欢迎", pixelHeight: 20) == 0, "no font here has these characters")
        XCTAssertGreaterThan(covered, 40, "strokes drawn, not empty boxes or nothing")
        XCTAssertEqual(font.width(of: "欢迎", pixelHeight: 20), 40, "two glyphs a full em wide each")
    }

    /// How dark a run's strokes are and how plain its shadow: the share of the text's pixels
    /// fully covered, and how many of them sit right over the shadow alone (the dark edge under
    /// a stroke), a pixel of the text's width. White text over a black shadow, on nothing.
    private func ink(_ font: TextRasterizer, _ text: String, pixelHeight: Int) -> (solid: Double, shadowEdge: Double) {
        var image = PixelImage(width: 120, height: 40)
        let run = TextRun(text: text, center: Point(x: 60, y: 20), color: .white, bold: true, shadow: Color(white: 0, alpha: 0.3),
                          opacity: 1)
        font.draw(run, into: &image, pixelHeight: pixelHeight)
        var inked = 0, solid = 0, edge = 0
        for y in 0..<(image.height - 1) {
            for x in 0..<image.width where image[x, y].red > 0 {
                inked += 1
                guard image[x, y].red > 200 && image[x, y].alpha > 200 else { continue }
                solid += 1
                if image[x, y + 1].red == 0 && image[x, y + 1].alpha > 60 { edge += 1 }
            }
        }
        return (Double(solid) / Double(max(1, inked)), Double(edge) / Double(max(1, font.width(of: text, pixelHeight: pixelHeight))))
    }

    func testEveryScriptIsAsDarkAndItsShadowAsPlainAsTheLatinLetters() throws {
        let font = try XCTUnwrap(TextRasterizer(pattern: "DejaVu Sans:bold"), "fontconfig found no font")
        try XCTSkipIf(font.width(of: "歡迎", pixelHeight: 20) == 0, "no font here has these characters")
        // The fallback (Droid Sans Fallback, regular) emboldened, as fontconfig says, and its
        // strokes put on whole pixel rows: unhinted and regular, half its strokes' pixels were
        // grey and a tenth of the Latin shadow's edge showed.
        let latin = ink(font, "Hello", pixelHeight: 20), cjk = ink(font, "歡迎", pixelHeight: 20)
        XCTAssertGreaterThanOrEqual(cjk.solid, 0.8 * latin.solid, "strokes as dark: \(cjk) against \(latin)")
        XCTAssertGreaterThanOrEqual(cjk.shadowEdge, 0.4 * latin.shadowEdge, "a shadow under them: \(cjk) against \(latin)")
    }

    func testAFallbackOpenAlreadyDrawsTheCharactersItHasWithoutAskingFontconfigAgain() throws {
        let font = try XCTUnwrap(TextRasterizer(pattern: "DejaVu Sans:bold"), "fontconfig found no font")
        try XCTSkipIf(font.width(of: "歡", pixelHeight: 20) == 0, "no font here has these characters")
        XCTAssertEqual(font.fallbackMatches, 1)
        // The Chinese and Japanese greetings' characters, all in a CJK font (Droid Sans
        // Fallback, VL Gothic), from the fallback found for the first.
        let widths = ["歡迎", "ようこそ"].map { font.width(of: $0, pixelHeight: 20) }
        XCTAssertEqual(font.fallbackMatches, 1, "one match for every character the first fallback has")
        XCTAssertTrue(widths.allSatisfy { $0 > 0 })
        // Asked character by character, fontconfig gives the same font for them: the same widths.
        let fresh = try XCTUnwrap(TextRasterizer(pattern: "DejaVu Sans:bold"))
        XCTAssertEqual(["ようこそ", "歡迎"].map { fresh.width(of: $0, pixelHeight: 20) }, widths.reversed())
    }
}
