@testable import MoveMeRendering
import XCTest
@testable import MoveMeTerminal

/// Eight colours: the basic colours themselves, pure colours, greys and tints to black or
/// white, and the placard blue on a black background.
extension PaletteTests {
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

    func testAnsi8PlacardIsBlueOnABlackBackground() {
        // In eight colours: background black, the placard (all of its gradient) one colour
        // that is neither the background's nor that of its white text and border.
        let background = Palette.ansi8(RGB(84, 84, 84))
        let text = Palette.ansi8(RGB(255, 255, 255))
        let border = Palette.ansi8(RGB(84, 84, 84).mixed(with: RGB(255, 255, 255), 0.85))
        XCTAssertEqual(background, 0)
        XCTAssertEqual(text, 7)
        XCTAssertEqual(border, 7)
        let top = RGB(141, 151, 163), middle = RGB(98, 110, 125)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let color = top.mixed(with: middle, t)
            XCTAssertEqual(Palette.ansi8(color), 4, "\(color)")
        }
    }

    func testAnsi8GreysAreBlackOrWhite() {
        // The nearer by lightness: light grey 7 (229) has L* 90.9; grey 108 has L* 45.6.
        for value in stride(from: 0, through: 255, by: 5) {
            let grey = UInt8(value)
            XCTAssertEqual(Palette.ansi8(RGB(grey, grey, grey)), value < 108 ? 0 : 7, "\(value)")
        }
    }

    func testAnsi8KeepsDarkAndLightTintedColoursBlackAndWhite() {
        XCTAssertEqual(Palette.ansi8(RGB(36, 40, 48)), 0)  // the help panel's background
        XCTAssertEqual(Palette.ansi8(RGB(235, 235, 245)), 7)
    }

    /// A mid colour keeps its hue even where another basic colour is nearer by ΔE: the touches
    /// scene's multi-touch tile (69,140,84) is nearer cyan (ΔE 42) than green (64), and was
    /// drawn cyan beside its red and blue neighbours (issue 46).
    func testAnsi8KeepsAMidGreenGreen() {
        XCTAssertEqual(Palette.ansi8(RGB(69, 140, 84)), 2)
        XCTAssertEqual(Palette.ansi8(RGB(184, 84, 71)), 1, "the ordinary tile")
        XCTAssertEqual(Palette.ansi8(RGB(71, 102, 184)), 4, "the exclusive tile")
    }

    /// Text in eight colours: its own colour where it reads on the background (3:1 or more,
    /// with xterm's colours), else black or white, whichever reads better. White (light grey,
    /// 229) on green was 1.7:1.
    func testReadableTextOnEachBasicBackground() {
        let white = 7, black = 0
        XCTAssertEqual((0...7).map { Palette.readableANSI8(white, on: $0) }, [white, white, black, black, white, white, black, black])
        XCTAssertEqual((0...7).map { Palette.readableANSI8(black, on: $0) }, [white, black, black, black, white, black, black, black])
        XCTAssertEqual(Palette.readableANSI8(3, on: 0), 3, "yellow on black reads")
        XCTAssertEqual(Palette.readableANSI8(4, on: 0), white, "blue on black does not (2.4:1)")
    }
}
