@testable import MoveMeRendering
import XCTest
import MoveMeTerminal
@testable import MoveMeTUI

/// Colour depths as a terminal can show them, and colour numbers.
final class ColorTests: XCTestCase {
    func testDepthStepsDownToWhatTheTerminalHas() {
        XCTAssertEqual(ColorDepth.trueColor.limited(toTerminalColors: 1 << 24), .trueColor)
        XCTAssertEqual(ColorDepth.trueColor.limited(toTerminalColors: 256), .palette256)
        XCTAssertEqual(ColorDepth.trueColor.limited(toTerminalColors: 8), .palette8)
        XCTAssertEqual(ColorDepth.palette256.limited(toTerminalColors: 88), .palette8)
        XCTAssertEqual(ColorDepth.palette256.limited(toTerminalColors: 2), .monochrome)
        XCTAssertEqual(ColorDepth.palette8.limited(toTerminalColors: 256), .palette8)
        XCTAssertEqual(ColorDepth.monochrome.limited(toTerminalColors: 256), .monochrome)
    }

    func testOnlyMonochromeDrawsOutlines() {
        XCTAssertEqual(ColorDepth.monochrome.renderMode, .boxDrawing)
        XCTAssertEqual(ColorDepth.palette8.renderMode, .halfBlocks)
        XCTAssertEqual(ColorDepth.trueColor.renderMode, .halfBlocks)
    }

    func testDirectColourNumbersArePackedRGB() {
        var numbers = ColorNumbers(depth: .trueColor)
        XCTAssertEqual(numbers.number(for: RGB(0x12, 0x34, 0x56)), 0x123456)
        XCTAssertEqual(numbers.number(for: RGB(0, 0, 5)), 8, "below 8 would be an ANSI colour")
    }

    func testRememberedNumbersMatchTheSearch() {
        var numbers = ColorNumbers(depth: .palette256)
        var generator = UInt32(12345)
        for _ in 0..<5000 {
            generator = generator &* 1_664_525 &+ 1_013_904_223
            let rgb = RGB(UInt8(generator >> 24), UInt8(truncatingIfNeeded: generator >> 16), UInt8(truncatingIfNeeded: generator >> 8))
            XCTAssertEqual(numbers.number(for: rgb), Int32(Palette.xterm256(rgb)), "\(rgb)")
            XCTAssertEqual(numbers.number(for: rgb), Int32(Palette.xterm256(rgb)), "asked again: \(rgb)")
            XCTAssertEqual(numbers.number(for: rgb, lowerHalf: true), Int32(Palette.xterm256Halves(rgb).lower), "\(rgb)")
            XCTAssertEqual(numbers.number(for: rgb), Int32(Palette.xterm256(rgb)), "the upper's kept apart: \(rgb)")
        }
    }

    func testOneSearchRemembersBothHalvesWhicheverIsAskedFirst() {
        var numbers = ColorNumbers(depth: .palette256)
        var generator = UInt32(54321)
        for _ in 0..<5000 {
            generator = generator &* 1_664_525 &+ 1_013_904_223
            let rgb = RGB(UInt8(generator >> 24), UInt8(truncatingIfNeeded: generator >> 16), UInt8(truncatingIfNeeded: generator >> 8))
            XCTAssertEqual(numbers.number(for: rgb, lowerHalf: true), Int32(Palette.xterm256Halves(rgb).lower), "\(rgb)")
            XCTAssertEqual(numbers.number(for: rgb), Int32(Palette.xterm256(rgb)), "the upper, found by the lower's search: \(rgb)")
            XCTAssertEqual(numbers.number(for: rgb, lowerHalf: true), Int32(Palette.xterm256Halves(rgb).lower), "again: \(rgb)")
        }
        // The placard's middle, lower half first: the dither partner below, its own colour above.
        let middle = RGB(98, 110, 125)
        var fresh = ColorNumbers(depth: .palette256)
        XCTAssertEqual(fresh.number(for: middle, lowerHalf: true), 59)
        XCTAssertEqual(fresh.number(for: middle), 67)
    }

    func testALowerHalfTakesTheDitherPartnerIn256ColoursOnly() {
        // The placard's middle: steel blue above, a mid grey below.
        let middle = RGB(98, 110, 125)
        var palette = ColorNumbers(depth: .palette256)
        XCTAssertEqual(palette.number(for: middle), 67)
        XCTAssertEqual(palette.number(for: middle, lowerHalf: true), 59)
        var eight = ColorNumbers(depth: .palette8)
        XCTAssertEqual(eight.number(for: middle, lowerHalf: true), eight.number(for: middle))
        var direct = ColorNumbers(depth: .trueColor)
        XCTAssertEqual(direct.number(for: middle, lowerHalf: true), 0x626E7D)
    }

    func testEightColours() {
        var numbers = ColorNumbers(depth: .palette8)
        XCTAssertEqual(numbers.number(for: .black), Int32(Palette.ansi8(.black)))
        XCTAssertEqual(numbers.number(for: RGB(250, 10, 10)), Int32(Palette.ansi8(RGB(250, 10, 10))))
    }
}
