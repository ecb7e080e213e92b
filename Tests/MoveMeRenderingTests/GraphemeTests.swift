@testable import MoveMeScenes
@testable import MoveMeRendering
import SceneTestSupport
import XCTest

/// Emoji clusters become forms every terminal measures alike; the width the core lays text
/// out by is the width of what is sent.
final class GraphemeTests: XCTestCase {
    private func forms(_ text: String) -> [String] { text.graphemes.map(\.text) }
    private func widths(_ text: String) -> [Int] { text.graphemes.map(\.width) }

    func testPlainTextIsOneTerminalCharacterEach() {
        XCTAssertEqual(forms("Hi!"), ["H", "i", "!"])
        XCTAssertEqual(widths("Hi!"), [1, 1, 1])
        XCTAssertEqual(widths("歡迎"), [2, 2])
    }

    func testZWJSequenceIsItsFirstEmoji() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        XCTAssertEqual(forms(family), ["\u{1F468}"])
        XCTAssertEqual(DisplayWidth.of(Character(family)), 2)
    }

    func testZWJSequenceWithSkinToneOrSelectorIsItsFirstEmoji() {
        // 🏃🏽‍♀️: the skin tone and the selector before and after the joiner.
        XCTAssertEqual(forms("\u{1F3C3}\u{1F3FD}\u{200D}\u{2640}\u{FE0F}"), ["\u{1F3C3}"])
        // 👁️‍🗨️: the selector sits between the emoji and the joiner.
        XCTAssertEqual(forms("\u{1F441}\u{FE0F}\u{200D}\u{1F5E8}\u{FE0F}"), ["\u{1F441}"])
    }

    func testAJoinerBetweenLettersKeepsTheLetters() {
        // Devanagari क्‍ष (ka, virama, ZWJ, ssa): the half form of ka, then ssa.
        XCTAssertEqual(forms("\u{915}\u{94D}\u{200D}\u{937}"), ["\u{915}\u{94D}", "\u{937}"])
        XCTAssertEqual(DisplayWidth.of("\u{915}\u{94D}\u{200D}\u{937}"), 2)
        // Sinhala ශ්‍රී (sha, al-lakuna, ZWJ, ra, ii): the rakaransaya conjunct.
        XCTAssertEqual(forms("\u{DC1}\u{DCA}\u{200D}\u{DBB}\u{DD3}"), ["\u{DC1}\u{DCA}", "\u{DBB}\u{DD3}"])
        XCTAssertEqual(DisplayWidth.of("\u{DC1}\u{DCA}\u{200D}\u{DBB}\u{DD3}"), 2)
    }

    func testAJoinerIsNeverSent() {
        // tmux joins whatever follows a ZWJ to the cell before it, so a joiner sent on one
        // cell swallows the next cell's character and leaves that cell unpainted.
        for text in ["\u{915}\u{94D}\u{200D}\u{937}", "a\u{200D}b", "\u{1F468}\u{200D}", "\u{1F3FD}\u{200D}\u{2640}"] {
            XCTAssertFalse(text.graphemes.contains { $0.text.unicodeScalars.contains("\u{200D}") }, text)
        }
    }

    func testSkinToneIsDropped() {
        XCTAssertEqual(forms("\u{1F44D}\u{1F3FD}"), ["\u{1F44D}"])
        XCTAssertEqual(DisplayWidth.of("\u{1F44D}\u{1F3FD}"), 2)
    }

    func testALoneSkinToneIsShown() {
        XCTAssertEqual(forms("\u{1F3FD}"), ["\u{1F3FD}"])
        XCTAssertEqual(widths("\u{1F3FD}"), [2])
    }

    func testPresentationSelectorIsDroppedAndTheBaseKeepsItsWidth() {
        XCTAssertEqual(forms("\u{2764}\u{FE0F}"), ["\u{2764}"])
        XCTAssertEqual(DisplayWidth.of("\u{2764}\u{FE0F}"), 1, "❤ is narrow without the selector")
        XCTAssertEqual(forms("\u{263A}\u{FE0E}"), ["\u{263A}"])
    }

    func testKeycapIsItsDigit() {
        XCTAssertEqual(forms("1\u{FE0F}\u{20E3}"), ["1"])
        XCTAssertEqual(DisplayWidth.of("1\u{FE0F}\u{20E3}"), 1)
    }

    func testFlagIsItsTwoLetters() {
        XCTAssertEqual(forms("\u{1F1EB}\u{1F1F7}"), ["F", "R"])
        XCTAssertEqual(DisplayWidth.of("\u{1F1EB}\u{1F1F7}"), 2)
        XCTAssertEqual(forms("\u{1F1EF}"), ["J"], "a lone regional indicator")
        XCTAssertEqual(DisplayWidth.of("\u{1F1EF}"), 1)
    }

    func testTagSequenceIsItsBlackFlag() {
        let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        XCTAssertEqual(forms(scotland), ["\u{1F3F4}"])
        XCTAssertEqual(DisplayWidth.of(scotland), 2)
    }

    func testRainbowFlagIsItsWhiteFlag() {
        XCTAssertEqual(forms("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}"), ["\u{1F3F3}"])
        XCTAssertEqual(DisplayWidth.of("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}"), 1)
    }

    func testCombiningMarksStayOnTheirBase() {
        XCTAssertEqual(forms("e\u{301}x"), ["e\u{301}", "x"])
        XCTAssertEqual(widths("e\u{301}x"), [1, 1])
        // Hangul in conjoining jamo: one wide syllable.
        XCTAssertEqual(forms("\u{1100}\u{1161}\u{11A8}"), ["\u{1100}\u{1161}\u{11A8}"])
        XCTAssertEqual(widths("\u{1100}\u{1161}\u{11A8}"), [2])
    }

    func testASpacingMarkTakesItsOwnCellAsWcwidthCountsIt() {
        // Devanagari कि: the vowel sign i is a spacing mark, one cell of its own.
        XCTAssertEqual(forms("\u{915}\u{93F}"), ["\u{915}", "\u{93F}"])
        XCTAssertEqual(DisplayWidth.of("\u{915}\u{93F}"), 2)
    }

    func testTheWidthOfAStringIsTheWidthOfWhatIsDrawn() {
        let greeting = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} family \u{1F1EB}\u{1F1F7}"
        XCTAssertEqual(DisplayWidth.of(greeting), 2 + 8 + 2)
        XCTAssertEqual(greeting.graphemes.reduce(0) { $0 + $1.width }, DisplayWidth.of(greeting))
    }

    func testTheGridHoldsTheFormSent() {
        let app = makeApp(columns: 40, rows: 11, greetings: ["\u{1F44D}\u{1F3FD} ok"])
        let grid = Rasterizer.render(app.window, columns: 40, rows: 11)
        let texts = (0..<40).map { grid[$0, 5].text }
        XCTAssertTrue(texts.contains("\u{1F44D}"), "\(texts)")
        XCTAssertFalse(texts.contains { $0.unicodeScalars.contains { $0.value == 0x1F3FD } })
    }
}
