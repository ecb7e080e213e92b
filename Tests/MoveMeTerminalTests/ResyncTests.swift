import XCTest
@testable import MoveMeTerminal

/// Unknown, malformed and over-long sequences are consumed without taking valid input with them.
final class ResyncTests: XCTestCase {
    func testUnknownCSIIsDropped() {
        XCTAssertEqual(decode("\(ESC)[12;34q\(ESC)[A"), [key(.up)])
    }

    func testUnknownSS3IsDropped() {
        XCTAssertEqual(decode("\(ESC)O~x"), characters("x"))
    }

    func testCSIWithIntermediateByteIsDropped() {
        XCTAssertEqual(decode("\(ESC)[1 qy"), characters("y"))
    }

    func testCSILongerThan64BytesIsDroppedAndDecodingResumes() {
        let long = "\(ESC)[" + String(repeating: "1;", count: 40) + "5A"
        XCTAssertEqual(decode(long + "ok"), characters("ok"))
    }

    func testCSIOf64BytesIsStillParsed() {
        let parameters = String(repeating: "0", count: 62) + "1;" // 64 bytes: first parameter 1
        XCTAssertEqual(decode("\(ESC)[" + parameters + "A"), [key(.up)])
    }

    func testMegabyteLongCSIIsDroppedWithBoundedMemory() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        let digits = [UInt8](repeating: UInt8(ascii: "7"), count: 1_000_000)
        XCTAssertEqual(decoder.decode(Array("\(ESC)[".utf8) + digits), [])
        XCTAssertLessThanOrEqual(decoder.pendingByteCount, InputDecoder.longestControlSequence)
        XCTAssertEqual(decoder.decode(Array("~z".utf8)), characters("z"))
    }

    func testEscapeInsideACSIStartsANewSequence() {
        XCTAssertEqual(decode("\(ESC)[1;\(ESC)[B"), [key(.down)])
    }

    func testControlByteInsideACSIIsDecodedAsAKey() {
        XCTAssertEqual(decode("\(ESC)[12\u{3}"), [key(.control("c"))])
    }

    func testUTF8InsideACSIIsDecodedAsACharacter() {
        XCTAssertEqual(decode("\(ESC)[1é"), [key(.character("é"))])
    }

    func testOSCEndedByBELIsConsumed() {
        XCTAssertEqual(decode("\(ESC)]11;rgb:0000/0000/0000\u{7}k"), characters("k"))
    }

    func testOSCEndedBySTIsConsumed() {
        XCTAssertEqual(decode("\(ESC)]0;title\(ESC)\\k"), characters("k"))
    }

    func testDCSAndAPCAreConsumed() {
        XCTAssertEqual(decode("\(ESC)P1$r0m\(ESC)\\\(ESC)_G;OK\(ESC)\\k"), characters("k"))
    }

    func testEscapeInsideAStringThatIsNotSTStartsASequence() {
        XCTAssertEqual(decode("\(ESC)]0;never ended\(ESC)[C"), [key(.right)])
    }

    func testGarbageThenValidInputIsDecoded() {
        let garbage: [UInt8] = [0xFF, 0x1B, UInt8(ascii: "["), 0x3F, 0x3F, 0xFE, 0x80, 0x1B, UInt8(ascii: "O"), 0x01]
        let valid = Array((sgr(0, 3, 3) + "\(ESC)[Ah").utf8)
        XCTAssertEqual(decode(garbage + valid).suffix(3), [mouse(.press, .left, 2, 2), key(.up), key(.character("h"))])
    }
}
