@testable import MoveMeRendering
@testable import MoveMeScenes
import MoveMeCore
import XCTest

final class GreetingsSanitizeTests: XCTestCase {
    func testPlainTextIsUnchanged() {
        XCTAssertEqual(GreetingsFile.sanitize("Hello, World!"), "Hello, World!")
    }

    func testClearScreenSequenceGoesWhole() {
        XCTAssertEqual(GreetingsFile.sanitize("\u{1B}[2Jgone"), "gone")
    }

    func testColourSequencesLeaveNoTail() {
        XCTAssertEqual(GreetingsFile.sanitize("\u{1B}[31mred\u{1B}[0m and \u{1B}[38;2;1;2;3mtrue\u{1B}[m"), "red and true")
    }

    func testC1CSIIsRemovedWhole() {
        XCTAssertEqual(GreetingsFile.sanitize("a\u{9B}2Jb"), "ab")
    }

    func testPrivateModeSequenceGoesWhole() {
        XCTAssertEqual(GreetingsFile.sanitize("a\u{1B}[?1049hb\u{1B}[>4;2mc"), "abc")
    }

    func testWindowTitleGoesWithItsTextToBELOrST() {
        XCTAssertEqual(GreetingsFile.sanitize("a\u{1B}]0;owned\u{7}b\u{1B}]2;x\u{1B}\\c"), "abc")
    }

    func testDeviceControlStringsGoToTheirTerminator() {
        XCTAssertEqual(GreetingsFile.sanitize("a\u{1B}Pq#0;2;0;0;0\u{1B}\\b\u{1B}_apc\u{9C}c\u{90}dcs\u{9C}d"), "abcd")
    }

    func testUnterminatedOSCRunsToTheEndOfTheLine() {
        XCTAssertEqual(GreetingsFile.sanitize("Hello\u{1B}]8;;http://x"), "Hello")
    }

    func testShortEscapesGoWhole() {
        XCTAssertEqual(GreetingsFile.sanitize("a\u{1B}7b\u{1B}(Bc\u{1B}cd"), "abcd")
    }

    func testBrokenCSIKeepsTheLetterThatBrokeIt() {
        XCTAssertEqual(GreetingsFile.sanitize("\u{1B}[12\u{6B61}x"), "\u{6B61}x")
    }

    func testAllC0AndC1ControlsAndDeleteAreRemoved() {
        // Each alone, before a letter no sequence can take as its own; a control string's
        // introducer takes everything up to its terminator.
        let strings: Set<UInt32> = [0x90, 0x98, 0x9D, 0x9E, 0x9F]
        for control in (0x00...0x1F).filter({ $0 != 0x09 }) + Array(0x7F...0x9F) {
            let scalar = String(Unicode.Scalar(UInt32(control))!)
            if strings.contains(UInt32(control)) {
                XCTAssertEqual(GreetingsFile.sanitize("x" + scalar + "歡\u{9C}y"), "xy", "U+\(control)")
            } else {
                XCTAssertEqual(GreetingsFile.sanitize("x" + scalar + "歡"), "x歡", "U+\(control)")
            }
        }
    }

    func testTabBecomesASpace() {
        XCTAssertEqual(GreetingsFile.sanitize("a\tb"), "a b")
    }

    func testBidiControlsAreRemoved() {
        let bidi: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]
        let text = "a" + String(String.UnicodeScalarView(bidi.map { Unicode.Scalar($0)! })) + "b"
        XCTAssertEqual(GreetingsFile.sanitize(text), "ab")
    }

    func testRightToLeftOverrideIsRemoved() {
        XCTAssertEqual(GreetingsFile.sanitize("\u{202E}txt.exe"), "txt.exe")
    }

    func testZeroWidthSpaceAndBOMAreRemoved() {
        XCTAssertEqual(GreetingsFile.sanitize("a\u{200B}b\u{FEFF}c"), "abc")
    }

    func testLineAndParagraphSeparatorsAreRemoved() {
        XCTAssertEqual(GreetingsFile.sanitize("a\u{2028}b\u{2029}c"), "abc")
    }

    func testSurroundingWhitespaceIsTrimmed() {
        XCTAssertEqual(GreetingsFile.sanitize(" \t\u{3000}Hi there\u{A0}  "), "Hi there")
    }

    func testCombiningMarkOnALetterIsKept() {
        XCTAssertEqual(GreetingsFile.sanitize("Cafe\u{301}"), "Cafe\u{301}")
    }

    func testCombiningMarkAtTheStartIsDropped() {
        XCTAssertEqual(GreetingsFile.sanitize("\u{301}\u{308}abc"), "abc")
    }

    func testCombiningMarkAfterLeadingSpaceIsDropped() {
        XCTAssertEqual(GreetingsFile.sanitize(" \u{301}abc"), "abc")
    }

    func testMarkAfterARemovedControlAttachesToTheLetterBefore() {
        XCTAssertEqual(GreetingsFile.sanitize("e\u{1B}\u{301}"), "e\u{301}")
    }

    func testEmojiSequencesSurvive() {
        XCTAssertEqual(GreetingsFile.sanitize("👩‍💻 👍🏽"), "👩‍💻 👍🏽")
    }

    func testWideTextWithinTheLimitIsUnchanged() {
        let text = String(repeating: "歡", count: 30)
        XCTAssertEqual(GreetingsFile.sanitize(text), text)
    }

    func testTenThousandCharacterLineIsShortenedInTheMiddle() {
        let line = "Start" + String(repeating: "x", count: 10_000) + "End"
        let greeting = GreetingsFile.sanitize(line)
        XCTAssertLessThanOrEqual(DisplayWidth.of(greeting), GreetingsFile.maximumWidth)
        XCTAssertTrue(greeting.hasPrefix("Start"))
        XCTAssertTrue(greeting.hasSuffix("End"))
        XCTAssertTrue(greeting.contains("…"))
    }

    func testLongWideLineFitsTheWidth() {
        let greeting = GreetingsFile.sanitize(String(repeating: "ようこそ", count: 2_500))
        XCTAssertLessThanOrEqual(DisplayWidth.of(greeting), GreetingsFile.maximumWidth)
    }

    func testOnlyHostileContentBecomesEmpty() {
        XCTAssertEqual(GreetingsFile.sanitize("\u{1B}\u{7}\u{200B}\u{202E} \u{9B}"), "")
    }

    func testRandomHostileTextNeverKeepsAControl() {
        var random = SplitMix64(seed: 99)
        let pool: [UInt32] = [0x1B, 0x9B, 0x7, 0x0, 0x7F, 0x85, 0x202E, 0x2066, 0x200B, 0xFEFF, 0x2028,
                              0x301, 0x9, 0x20, 0x41, 0x5B, 0x6B61, 0x1F44D, 0x200D, 0xFE0F]
        for _ in 0..<2_000 {
            let scalars = (0..<random.inRange(0...90)).map { _ in Unicode.Scalar(random.pick(pool))! }
            let greeting = GreetingsFile.sanitize(String(String.UnicodeScalarView(scalars)))
            XCTAssertFalse(greeting.unicodeScalars.contains(where: SafeText.isControl))
            XCTAssertFalse(greeting.unicodeScalars.contains { SafeText.isRemoved($0) })
            XCTAssertLessThanOrEqual(DisplayWidth.of(greeting), GreetingsFile.maximumWidth)
            XCTAssertEqual(greeting, greeting.trimmingWhitespaceForTest())
        }
    }
}

private extension String {
    func trimmingWhitespaceForTest() -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
