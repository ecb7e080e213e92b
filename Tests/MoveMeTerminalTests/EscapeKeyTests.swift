import XCTest
@testable import MoveMeTerminal

final class EscapeKeyTests: XCTestCase {
    func testLoneEscapeWaitsForMoreBytes() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode([0x1B]), [])
        XCTAssertTrue(decoder.hasPendingInput)
    }

    func testLoneEscapeIsTheEscapeKeyAfterFlush() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode([0x1B])
        XCTAssertEqual(decoder.flushPending(), [key(.escape)])
        XCTAssertFalse(decoder.hasPendingInput)
    }

    func testFlushWithNothingPendingGivesNothing() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode(Array("ab".utf8))
        XCTAssertFalse(decoder.hasPendingInput)
        XCTAssertEqual(decoder.flushPending(), [])
    }

    func testEscapeIsNotRepeatedBySecondFlush() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode([0x1B])
        _ = decoder.flushPending()
        XCTAssertEqual(decoder.flushPending(), [])
    }

    func testEscapeEscapeIsOneEscapeThenAPendingOne() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode([0x1B, 0x1B]), [key(.escape)])
        XCTAssertEqual(decoder.flushPending(), [key(.escape)])
    }

    func testEscapeEscapeSequenceIsEscapeThenTheKey() {
        XCTAssertEqual(decode("\(ESC)\(ESC)[A"), [key(.escape), key(.up)])
    }

    func testEscapeThenALetterIsEscapeThenTheLetter() {
        XCTAssertEqual(decode("\(ESC)x"), [key(.escape), key(.character("x"))])
    }

    func testEscapeThenAControlIsEscapeThenTheControl() {
        XCTAssertEqual(decode("\(ESC)\r"), [key(.escape), key(.enter)])
    }

    func testEscapeSplitFromTheRestOfItsSequenceIsStillOneKey() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode([0x1B]), [])
        XCTAssertEqual(decoder.decode(Array("[B".utf8)), [key(.down)])
    }

    func testFlushDropsAHalfMouseReport() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode(Array("\(ESC)[<0;1".utf8))
        XCTAssertTrue(decoder.hasPendingInput)
        XCTAssertEqual(decoder.flushPending(), [])
        XCTAssertEqual(decoder.decode(Array(";1Mq".utf8)), characters(";1Mq"))
    }

    func testFlushDropsAHalfX10Report() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode(x10(0, 1, 1).prefix(4))
        XCTAssertEqual(decoder.flushPending(), [])
        XCTAssertFalse(decoder.hasPendingInput)
    }

    func testFlushDropsAHalfCharacter() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode([0xE6, 0xAD])
        XCTAssertTrue(decoder.hasPendingInput)
        XCTAssertEqual(decoder.flushPending(), [])
        XCTAssertEqual(decoder.decode([0xA1]), [])
    }

    func testFlushKeepsTheHeldButton() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode(x10(2, 1, 1))
        _ = decoder.flushPending()
        XCTAssertEqual(decoder.decode(x10(3, 1, 1)), [mouse(.release, .right, 0, 0)])
    }
}
