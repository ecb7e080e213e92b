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
        // 0x54 = 84: the ramp's 88 (index 240) is nearer than the cube's 95.
        XCTAssertEqual(Palette.xterm256(RGB(0x54, 0x54, 0x54)), 240)
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

    func testNearestIsReallyNearest() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let color = RGB(random.byte(), random.byte(), random.byte())
            let chosen = distance(color, Palette.rgb(ofXterm256: Palette.xterm256(color)))
            let best = (16...255).map { distance(color, Palette.rgb(ofXterm256: $0)) }.min()!
            XCTAssertEqual(chosen, best, "\(color)")
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

    func testAnsi8OfTheBasicColoursThemselves() {
        let basics = [RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
                      RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229)]
        XCTAssertEqual(basics.map(Palette.ansi8), Array(0...7))
    }

    func testAnsi8OfPureColours() {
        XCTAssertEqual(Palette.ansi8(RGB(255, 0, 0)), 1)
        XCTAssertEqual(Palette.ansi8(RGB(0, 0, 255)), 4)
        XCTAssertEqual(Palette.ansi8(RGB(255, 255, 255)), 7)
    }

    func testAnsi8OfDarkGreyIsBlackAndOrangeIsYellow() {
        XCTAssertEqual(Palette.ansi8(RGB(40, 40, 40)), 0)
        XCTAssertEqual(Palette.ansi8(RGB(255, 165, 0)), 3)
    }

    private func distance(_ a: RGB, _ b: RGB) -> Int {
        let r = Int(a.red) - Int(b.red), g = Int(a.green) - Int(b.green), bl = Int(a.blue) - Int(b.blue)
        return r * r + g * g + bl * bl
    }
}
