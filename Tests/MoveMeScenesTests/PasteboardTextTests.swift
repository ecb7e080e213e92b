import MoveMeScenes
import XCTest

/// What the program keeps of text from outside (a paste, the desktop's clipboard): one line,
/// safe to draw, bounded.
final class PasteboardTextTests: XCTestCase {
    func testPlainTextIsKeptAsItCame() {
        let text = PasteboardText("Hello, 世界")
        XCTAssertEqual(text.text, "Hello, 世界")
        XCTAssertNil(text.message)
    }

    func testControlsAndBidiOverridesAreRemoved() {
        let text = PasteboardText("\u{1B}[2Jevil\u{202E}txt\u{9B}31m\u{7F}\u{7}")
        XCTAssertEqual(text.text, "eviltxt")
        XCTAssertEqual(text.message, "2 escape sequences removed, 3 control characters removed")
    }

    /// A sequence goes whole, as a greetings file's (`ControlSequences`): dropping only its ESC
    /// left "[2J]0;pwned[31m" in the greeting.
    func testEscapeSequencesAreRemovedWhole() {
        let text = PasteboardText("X \u{1B}[2J \u{1B}]0;pwned\u{7} \u{1B}[31mRED Y")
        XCTAssertEqual(text.text, "X   RED Y")
        XCTAssertEqual(text.message, "3 escape sequences removed")
    }

    func testEveryKindOfSequenceGoesWithItsTerminator() {
        // DCS, APC, PM and SOS to ST; OSC to ST; the 8-bit (C1) forms of CSI, OSC and DCS.
        let text = PasteboardText("a\u{1B}Pq#0;2\u{1B}\\b\u{1B}_apc\u{1B}\\c\u{1B}^pm\u{1B}\\d\u{1B}Xsos\u{1B}\\"
                                  + "e\u{1B}]8;;http://x\u{1B}\\f\u{9B}2Jg\u{9D}0;t\u{9C}h\u{90}dcs\u{9C}i")
        XCTAssertEqual(text.text, "abcdefghi")
        XCTAssertEqual(text.message, "8 escape sequences removed")
    }

    func testOneSequenceIsSaidInTheSingular() {
        XCTAssertEqual(PasteboardText("\u{1B}[1mbold").message, "1 escape sequence removed")
    }

    /// Each line is its own, as a greetings file's: an OSC left open ends with its line, and
    /// the next line is kept.
    func testAnUnterminatedStringEndsWithItsLine() {
        let text = PasteboardText("one\u{1B}]0;title\ntwo")
        XCTAssertEqual(text.text, "one two")
        XCTAssertEqual(text.message, "1 escape sequence removed, 2 lines joined")
    }

    func testLinesAreJoinedIntoOne() {
        let text = PasteboardText("  first line\r\n\n\tsecond\u{2028}third  \n")
        XCTAssertEqual(text.text, "first line second third")
        XCTAssertEqual(text.message, "3 lines joined")
    }

    func testLongTextIsCutToTheMaximum() {
        let text = PasteboardText(String(repeating: "ab", count: 200))
        XCTAssertEqual(text.text?.count, 256)
        XCTAssertEqual(text.text, String(repeating: "ab", count: 128))
        XCTAssertEqual(text.message, "cut to 256 characters")
    }

    func testMegabytesAreRefusedUnread() {
        let text = PasteboardText(String(repeating: "x", count: 1_048_576))
        XCTAssertNil(text.text)
        XCTAssertEqual(text.message, "refused: 1048576 bytes, more than 65536")
    }

    func testNothingLeftIsRefused() {
        for input in ["", "   \n\t ", "\u{1B}\u{7}", "\u{301}\u{200D}"] {
            XCTAssertNil(PasteboardText(input).text, input.debugDescription)
        }
        XCTAssertEqual(PasteboardText("\n\n").message, "refused: nothing to show")
    }
}
