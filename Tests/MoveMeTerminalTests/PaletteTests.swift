@testable import MoveMeRendering
import Foundation
import MoveMeCore
import XCTest
@testable import MoveMeTerminal

final class PaletteTests: XCTestCase {
    func testPureRedIs196() {
        XCTAssertEqual(Palette.xterm256(RGB(255, 0, 0)), 196)
    }

    func testBlackIs16NotZero() {
        XCTAssertEqual(Palette.xterm256(RGB(0, 0, 0)), 16)
    }

    func testWhiteIs231NotFifteen() {
        XCTAssertEqual(Palette.xterm256(RGB(255, 255, 255)), 231)
    }

    func testDarkGreyGoesToTheGreyRamp() {
        // 0x54 = 84, the background: the ramp's 88 (index 240) is nearer than the cube's 95.
        XCTAssertEqual(Palette.xterm256(RGB(0x54, 0x54, 0x54)), 240)
    }

    func testPlacardGreyBlueIsNotPurple() {
        // RGB distance chose 60 (#5f5f87) for the placard's middle colour: a visible purple.
        let middle = RGB(98, 110, 125), top = RGB(141, 151, 163)
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            let color = top.mixed(with: middle, t)
            let index = Palette.xterm256(color)
            let chosen = Palette.rgb(ofXterm256: index)
            XCTAssertGreaterThanOrEqual(chosen.blue, chosen.red, "\(color) → \(index)")
            XCTAssertFalse(Self.isPurple(chosen), "\(color) → \(index) \(chosen)")
        }
        XCTAssertTrue(Self.isPurple(Palette.rgb(ofXterm256: 60)))
        XCTAssertTrue(Self.isPurple(Palette.rgb(ofXterm256: 61)))
    }

    func testPlacardStaysBlueIn256Colours() {
        // The nearest colours are greys: 242 (#6c6c6c) and 246 (#949494), grey on the grey
        // background. Steel blue (#5f87af) and light steel blue (#87afd7) keep the placard's hue.
        let middle = RGB(98, 110, 125), top = RGB(141, 151, 163)
        XCTAssertEqual(Palette.nearestXterm256(middle), 242)
        XCTAssertEqual(Palette.nearestXterm256(top), 246)
        XCTAssertEqual(Palette.xterm256(middle), 67)
        XCTAssertEqual(Palette.xterm256(top), 110)
    }

    func testTheShadowUnderTheGreetingStaysADarkGreyIn256Colours() {
        // 30% black over the placard's middle: hue-keeping would take 24 (#005f87), a saturated
        // teal about three times farther (ΔE 23) than the dark grey 239 (ΔE 7.6).
        let shadow = RGB(69, 77, 88)
        XCTAssertEqual(Palette.nearestXterm256(shadow), 239)
        XCTAssertEqual(Palette.xterm256(shadow), 239)
    }

    func testPlacardAndBackgroundStayApartIn256Colours() {
        // In true colour the placard's middle is about 10 L* lighter than the background.
        let background = Palette.xterm256(RGB(84, 84, 84))
        let middle = Palette.xterm256(RGB(98, 110, 125))
        XCTAssertEqual(background, 240, "a neutral grey stays on the grey ramp")
        XCTAssertGreaterThan(Palette.rgb(ofXterm256: middle).red, Palette.rgb(ofXterm256: background).red)
    }

    func testATintedColourKeepsItsHueAndHalfItsTint() {
        var random = SplitMix64(seed: 5)
        var kept = 0
        for _ in 0..<2000 {
            let color = RGB(random.byte(), random.byte(), random.byte())
            let lab = CIELAB(color)
            guard lab.chroma >= Palette.mutedTint else { continue }
            let chosen = CIELAB(Palette.rgb(ofXterm256: Palette.xterm256(color)))
            guard chosen.chroma >= lab.chroma / 2 else { continue }  // only where no such colour exists
            kept += 1
            if Palette.xterm256(color) != Palette.nearestXterm256(color) {
                XCTAssertLessThanOrEqual(CIELAB.hueDifference(chosen.hue, lab.hue), Palette.hueTolerance, "\(color)")
            }
        }
        XCTAssertGreaterThan(kept, 1500, "almost every tinted colour keeps its tint")
    }

    func testNeutralAndNearNeutralColoursTakeTheNearest() {
        for value in stride(from: 0, through: 255, by: 5) {
            let grey = RGB(UInt8(value), UInt8(value), UInt8(value))
            XCTAssertEqual(Palette.xterm256(grey), Palette.nearestXterm256(grey), "\(grey)")
        }
        // C* about 2: below the tint worth keeping.
        XCTAssertEqual(Palette.xterm256(RGB(84, 84, 87)), Palette.nearestXterm256(RGB(84, 84, 87)))
    }

    func testExactCubeColours() {
        XCTAssertEqual(Palette.xterm256(RGB(95, 135, 175)), 16 + 36 * 1 + 6 * 2 + 3)
        XCTAssertEqual(Palette.xterm256(RGB(0, 255, 0)), 46)
        XCTAssertEqual(Palette.xterm256(RGB(0, 0, 255)), 21)
    }

    func testExactGreys() {
        for index in 232...255 {
            XCTAssertEqual(Palette.xterm256(Palette.rgb(ofXterm256: index)), index)
        }
    }

    func testEveryCubeColourMapsToItself() {
        for index in 16...231 {
            XCTAssertEqual(Palette.xterm256(Palette.rgb(ofXterm256: index)), index)
        }
    }

    func testNeverChoosesTheThemeColours() {
        for value in stride(from: 0, through: 255, by: 17) {
            for other in stride(from: 0, through: 255, by: 51) {
                let index = Palette.xterm256(RGB(UInt8(value), UInt8(other), UInt8(255 - value)))
                XCTAssertTrue((16...255).contains(index))
            }
        }
    }

    func testNearestIsReallyNearestByDeltaE() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let color = RGB(random.byte(), random.byte(), random.byte())
            let chosen = Self.deltaE(color, Palette.rgb(ofXterm256: Palette.nearestXterm256(color)))
            let best = (16...255).map { Self.deltaE(color, Palette.rgb(ofXterm256: $0)) }.min()!
            XCTAssertEqual(chosen, best, accuracy: 1e-9, "\(color)")
        }
    }

    func testSearchFindsWhatTryingEveryCandidateFinds() {
        // nearestXterm256 prunes its search; trying all 240 candidates must give the same answer.
        var random = SplitMix64(seed: 11)
        var colors = (0..<20_000).map { _ in RGB(random.byte(), random.byte(), random.byte()) }
        colors += (0...255).map { RGB(UInt8($0), UInt8($0), UInt8($0)) }
        colors += (16...255).map { Palette.rgb(ofXterm256: $0) }
        for color in colors {
            let lab = CIELAB(color)
            var best = (index: 0, distance: Double.infinity)
            for candidate in Palette.xterm256Candidates {
                let distance = lab.squaredDistance(to: candidate.lab)
                if distance < best.distance || (distance == best.distance && candidate.index < best.index) {
                    best = (candidate.index, distance)
                }
            }
            XCTAssertEqual(Palette.nearestXterm256(color), best.index, "\(color)")
        }
    }

    func testLabOfKnownColours() {
        // Reference values (sRGB, D65), as colour-science libraries give them.
        let cases: [(RGB, Double, Double, Double)] = [
            (RGB(0, 0, 0), 0, 0, 0),
            (RGB(255, 255, 255), 100, 0, 0),
            (RGB(255, 0, 0), 53.24, 80.09, 67.20),
            (RGB(0, 0, 255), 32.30, 79.19, -107.86),
            (RGB(128, 128, 128), 53.59, 0, 0),
        ]
        for (color, lightness, a, b) in cases {
            let lab = CIELAB(color)
            XCTAssertEqual(lab.lightness, lightness, accuracy: 0.02, "\(color)")
            XCTAssertEqual(lab.a, a, accuracy: 0.02, "\(color)")
            XCTAssertEqual(lab.b, b, accuracy: 0.02, "\(color)")
        }
    }

    func testRGBOfCubeIndex() {
        XCTAssertEqual(Palette.rgb(ofXterm256: 196), RGB(255, 0, 0))
        XCTAssertEqual(Palette.rgb(ofXterm256: 16), RGB(0, 0, 0))
        XCTAssertEqual(Palette.rgb(ofXterm256: 67), RGB(95, 135, 175))
    }

    func testRGBOfGreyRamp() {
        XCTAssertEqual(Palette.rgb(ofXterm256: 232), RGB(8, 8, 8))
        XCTAssertEqual(Palette.rgb(ofXterm256: 255), RGB(238, 238, 238))
    }

    func testRGBOfBasicAndBrightColours() {
        XCTAssertEqual(Palette.rgb(ofXterm256: 1), RGB(205, 0, 0))
        XCTAssertEqual(Palette.rgb(ofXterm256: 4), RGB(0, 0, 238))
        XCTAssertEqual(Palette.rgb(ofXterm256: 9), RGB(255, 0, 0))
        XCTAssertEqual(Palette.rgb(ofXterm256: 15), RGB(255, 255, 255))
    }

    func testRGBOfOutOfRangeIndexIsClamped() {
        XCTAssertEqual(Palette.rgb(ofXterm256: -3), RGB(0, 0, 0))
        XCTAssertEqual(Palette.rgb(ofXterm256: 1000), RGB(238, 238, 238))
    }

    /// Purple or violet: a CIELAB hue between blue's and magenta's and beyond, with some colour.
    private static func isPurple(_ color: RGB) -> Bool {
        let (_, a, b) = lab(color)
        let chroma = (a * a + b * b).squareRoot()
        var hue = atan2(b, a) * 180 / .pi
        if hue < 0 { hue += 360 }
        return chroma > 5 && (280...350).contains(hue)
    }

    /// CIE76 ΔE, with a conversion written apart from the one under test.
    private static func deltaE(_ first: RGB, _ second: RGB) -> Double {
        let (l1, a1, b1) = lab(first), (l2, a2, b2) = lab(second)
        return ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
    }

    private static func lab(_ color: RGB) -> (Double, Double, Double) {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c > 0.04045 ? pow((c + 0.055) / 1.055, 2.4) : c / 12.92
        }
        let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > pow(6.0 / 29, 3) ? pow(t, 1.0 / 3) : t / (3 * pow(6.0 / 29, 2)) + 4.0 / 29 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
