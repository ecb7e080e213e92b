import XCTest
@testable import MoveMeTerminal

final class KeyDecodingTests: XCTestCase {
    func testPrintableASCII() {
        XCTAssertEqual(decode("aZ ~"), characters("aZ ~"))
    }

    func testCSIArrows() {
        XCTAssertEqual(decode("\(ESC)[A\(ESC)[B\(ESC)[C\(ESC)[D"), [key(.up), key(.down), key(.right), key(.left)])
    }

    func testSS3Arrows() {
        XCTAssertEqual(decode("\(ESC)OA\(ESC)OB\(ESC)OC\(ESC)OD"), [key(.up), key(.down), key(.right), key(.left)])
    }

    func testModifiedArrowsAreArrows() {
        XCTAssertEqual(decode("\(ESC)[1;5A\(ESC)[1;2D\(ESC)[1;3B"), [key(.up), key(.left), key(.down)])
    }

    func testRxvtModifiedArrows() {
        XCTAssertEqual(decode("\(ESC)[a\(ESC)Od"), [key(.up), key(.left)])
    }

    func testArrowWithAFirstParameterOtherThanOneIsNotAKey() {
        // `ESC [ 5 ; 1 H`-shaped text is a cursor position, not Home.
        XCTAssertEqual(decode("\(ESC)[5;1H\(ESC)[3A"), [])
    }

    func testHomeAndEndInEveryForm() {
        let home = ["\(ESC)[H", "\(ESC)OH", "\(ESC)[1~", "\(ESC)[7~", "\(ESC)[1;5H"]
        let end = ["\(ESC)[F", "\(ESC)OF", "\(ESC)[4~", "\(ESC)[8~", "\(ESC)[8^"]
        XCTAssertEqual(decode(home.joined()), Array(repeating: key(.home), count: home.count))
        XCTAssertEqual(decode(end.joined()), Array(repeating: key(.end), count: end.count))
    }

    func testEditingKeys() {
        XCTAssertEqual(
            decode("\(ESC)[2~\(ESC)[3~\(ESC)[5~\(ESC)[6~\(ESC)[3;5~"),
            [key(.insert), key(.delete), key(.pageUp), key(.pageDown), key(.delete)])
    }

    func testFunctionKeysF1ToF4FromSS3() {
        XCTAssertEqual(decode("\(ESC)OP\(ESC)OQ\(ESC)OR\(ESC)OS"), (1...4).map { key(.function($0)) })
    }

    func testModifiedF1FromCSI() {
        XCTAssertEqual(decode("\(ESC)[1;2P"), [key(.function(1))])
    }

    func testFunctionKeysF1ToF12FromCSITilde() {
        let numbers = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]
        XCTAssertEqual(decode(numbers.map { "\(ESC)[\($0)~" }.joined()), (1...12).map { key(.function($0)) })
    }

    func testUnassignedTildeNumbersAreDropped() {
        XCTAssertEqual(decode("\(ESC)[16~\(ESC)[22~\(ESC)[99~"), [])
    }

    func testLinuxConsoleF1ToF5() {
        XCTAssertEqual(decode("\(ESC)[[A\(ESC)[[B\(ESC)[[C\(ESC)[[D\(ESC)[[E"), (1...5).map { key(.function($0)) })
    }

    func testLinuxConsolePrefixWithAnUnknownLetterIsDropped() {
        XCTAssertEqual(decode("\(ESC)[[Zq\(ESC)[[\r"), characters("q") + [key(.enter)])
    }

    func testShiftTab() {
        XCTAssertEqual(decode("\(ESC)[Z"), [key(.backTab)])
    }

    func testKeypadInApplicationMode() {
        XCTAssertEqual(decode("\(ESC)OM\(ESC)Op\(ESC)Oy\(ESC)Ok"), [key(.enter), key(.character("0")), key(.character("9")), key(.character("+"))])
    }

    func testFocusInAndOut() {
        XCTAssertEqual(decode("\(ESC)[I\(ESC)[O"), [.focus(true), .focus(false)])
    }

    func testCtrlC() {
        XCTAssertEqual(decode([0x03]), [key(.control("c"))])
    }

    func testCtrlAAndCtrlZ() {
        XCTAssertEqual(decode([0x01, 0x1A]), [key(.control("a")), key(.control("z"))])
    }

    func testCtrlWithPunctuation() {
        XCTAssertEqual(decode([0x00, 0x1C, 0x1D, 0x1E, 0x1F]), [key(.control("@")), key(.control("\\")), key(.control("]")), key(.control("^")), key(.control("_"))])
    }

    func testEnterFromCarriageReturnAndLineFeed() {
        XCTAssertEqual(decode([0x0D, 0x0A]), [key(.enter), key(.enter)])
    }

    func testTab() {
        XCTAssertEqual(decode([0x09]), [key(.tab)])
    }

    func testBackspaceFromDeleteAndCtrlH() {
        XCTAssertEqual(decode([0x7F, 0x08]), [key(.backspace), key(.backspace)])
    }

    func testTwoByteUTF8() {
        XCTAssertEqual(decode("é"), [key(.character("é"))])
    }

    func testThreeByteUTF8() {
        XCTAssertEqual(decode("歡迎"), [key(.character("歡")), key(.character("迎"))])
    }

    func testFourByteUTF8() {
        XCTAssertEqual(decode("👍"), [key(.character("👍"))])
    }

    func testUTF8SplitAcrossReads() {
        XCTAssertEqual(decodeByteByByte(Array("ようこそ".utf8)), characters("ようこそ"))
    }

    func testLoneContinuationByteIsDropped() {
        XCTAssertEqual(decode([0x80, UInt8(ascii: "a"), 0xBF]), characters("a"))
    }

    func testBytesThatAreNeverUTF8AreDropped() {
        XCTAssertEqual(decode([0xC0, 0xC1, 0xF5, 0xFF, UInt8(ascii: "b")]), characters("b"))
    }

    func testOverlongEncodingIsDropped() {
        // C0 AF and E0 80 AF are overlong slashes.
        XCTAssertEqual(decode([0xC0, 0xAF, 0xE0, 0x80, 0xAF]), [])
    }

    func testSurrogateIsDropped() {
        XCTAssertEqual(decode([0xED, 0xA0, 0x80, UInt8(ascii: "c")]), characters("c"))
    }

    func testBeyondU10FFFFIsDropped() {
        XCTAssertEqual(decode([0xF4, 0x90, 0x80, 0x80]), [])
    }

    func testTruncatedCharacterDoesNotSwallowTheNextByte() {
        XCTAssertEqual(decode([0xE6, 0xAD, UInt8(ascii: "x")]), characters("x"))
    }

    func testTruncatedCharacterDoesNotSwallowAnEscapeSequence() {
        XCTAssertEqual(decode([0xE6] + Array("\(ESC)[A".utf8)), [key(.up)])
    }

    func testC1ControlEncodedAsUTF8IsDropped() {
        // U+009B is the 8-bit CSI.
        XCTAssertEqual(decode("\u{9B}2J"), characters("2J"))
    }

    func testRawC1ByteIsDropped() {
        XCTAssertEqual(decode([0x9B, UInt8(ascii: "A")]), characters("A"))
    }

    func testABracketedPasteIsOneEventNotKeys() {
        // More in BracketedPasteTests.
        XCTAssertEqual(decode("\(ESC)[200~hi\r\(ESC)[201~"), [.paste(PastedText("hi\r"))])
    }

    func testQueryRepliesWithPrivateMarkersAreDropped() {
        XCTAssertEqual(decode("\(ESC)[?1;2c\(ESC)[>0;276;0cz"), characters("z"))
    }
}
