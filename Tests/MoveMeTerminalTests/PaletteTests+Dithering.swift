@testable import MoveMeRendering
import MoveMeCore
import XCTest
@testable import MoveMeTerminal

/// Two colours for one (half-block dithering): where a mix of two palette colours is nearer
/// than any one, and which partners may mix.
extension PaletteTests {
    /// The placard's gradient, top to mid-height, as its pixel rows are shaded: one colour
    /// each in 256 colours would be steel blue all the way (110 only at the very top).
    func testThePlacardsGradientIsSteelBlueOverGreysThatDarkenDownwards() {
        let top = RGB(141, 151, 163), middle = RGB(98, 110, 125)
        let rows = (0...6).map { Color(top).interpolated(to: Color(middle), Double($0) / 6).rgb }
        XCTAssertEqual(rows.map { Palette.xterm256Halves($0).upper }, [110, 67, 67, 67, 67, 67, 67])
        XCTAssertEqual(rows.map { Palette.xterm256Halves($0).lower }, [245, 247, 246, 245, 244, 242, 59])
        for rgb in rows {
            let halves = Palette.xterm256Halves(rgb)
            let mixed = Self.mixedLab(halves.upper, halves.lower)
            let own = CIELAB(Palette.rgb(ofXterm256: halves.upper))
            XCTAssertLessThan(CIELAB(rgb).squaredDistance(to: mixed).squareRoot() + Palette.ditherGain,
                              CIELAB(rgb).squaredDistance(to: own).squareRoot(), "the mix is nearer: \(rgb)")
        }
    }

    func testColoursThePaletteShowsWellAndStrongColoursAreNotDithered() {
        // The last two: the boundary scene's red square fading, and a green one, saturated.
        for (rgb, index) in [(RGB(84, 84, 84), 240), (RGB(69, 77, 88), 239), (RGB(255, 255, 255), 231),
                             (RGB(255, 0, 0), 196), (RGB(0, 255, 0), 46), (RGB(255, 77, 77), 203),
                             (RGB(77, 255, 77), 83)] {
            XCTAssertEqual(Palette.xterm256Halves(rgb).upper, index, "\(rgb)")
            XCTAssertEqual(Palette.xterm256Halves(rgb).lower, index, "\(rgb)")
        }
    }

    /// A partner that cancels a tint (blue over olive) would mix to the right grey on paper
    /// and to stripes on the screen: partners are greys or of about the colour's hue.
    func testADitherPartnerIsGreyOrOfTheColoursHue() {
        var generator = UInt32(2026)
        for _ in 0..<2000 {
            generator = generator &* 1_664_525 &+ 1_013_904_223
            let rgb = RGB(UInt8(generator >> 24), UInt8(truncatingIfNeeded: generator >> 16), UInt8(truncatingIfNeeded: generator >> 8))
            let halves = Palette.xterm256Halves(rgb)
            XCTAssertEqual(halves.upper, Palette.xterm256(rgb))
            guard halves.lower != halves.upper else { continue }
            let partner = CIELAB(Palette.rgb(ofXterm256: halves.lower))
            XCTAssertTrue(partner.chroma < Palette.mutedTint
                          || CIELAB.hueDifference(partner.hue, CIELAB(rgb).hue) <= Palette.partnerHueTolerance, "\(rgb)")
            XCTAssertTrue((16...255).contains(halves.lower))
        }
    }

    /// Two palette colours side by side, as the eye mixes them: as light.
    private static func mixedLab(_ first: Int, _ second: Int) -> CIELAB {
        let a = CIELAB.linear(Palette.rgb(ofXterm256: first)), b = CIELAB.linear(Palette.rgb(ofXterm256: second))
        return CIELAB(linear: ((a.red + b.red) / 2, (a.green + b.green) / 2, (a.blue + b.blue) / 2))
    }
}
