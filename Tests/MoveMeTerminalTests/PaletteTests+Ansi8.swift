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
}
