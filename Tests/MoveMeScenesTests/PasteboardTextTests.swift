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
        let text = PasteboardText("\u{1B}[2Jevil\u{202E}txt\u{9B}31m\u{7F}")
        XCTAssertEqual(text.text, "[2Jeviltxt31m")
        XCTAssertEqual(text.message, "4 control characters removed")
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
