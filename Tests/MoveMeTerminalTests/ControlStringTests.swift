@testable import MoveMeCore
import XCTest
@testable import MoveMeTerminal

/// OSC, DCS, APC, PM and SOS strings (a terminal's replies) are data: however long, however
/// slowly they come, their bodies never turn into keys.
final class ControlStringTests: XCTestCase {
    private let BEL = "\u{7}"
    private let ST = "\(ESC)\\"

    // MARK: Over-long strings

    func testAQPastTheOldLimitOf4096BytesIsNotAKey() {
        let body = String(repeating: "x", count: 5000) + "q"
        XCTAssertEqual(decode("\(ESC)]" + body + BEL + "k"), characters("k"))
    }

    func testOverlongDCSEndedBySTGivesNothing() {
        // The ST's ESC must not become the Escape key, nor its backslash a character.
        let body = String(repeating: "y", count: 5000)
        XCTAssertEqual(decode("\(ESC)P" + body + ST + "k"), characters("k"))
    }

    func testOverlongAPCWithAnNInItGivesNothing() {
        let body = String(repeating: "z", count: 5000) + "n"
        XCTAssertEqual(decode("\(ESC)_" + body + ST + "k"), characters("k"))
    }

    func testPMAndSOSAreDiscardedToo() {
        let body = String(repeating: "w", count: 4500)
        XCTAssertEqual(decode("\(ESC)^" + body + ST + "\(ESC)X" + body + ST + "k"), characters("k"))
    }

    func testMegabyteStringInManyReadsIsDiscardedWithoutStoringIt() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode(Array("\(ESC)]52;c;".utf8)), [])
        var random = SplitMix64(seed: 99)
        var sent = 0
        while sent < 1_000_000 {
            // Anything but the bytes that end a string: BEL, ESC, CAN, SUB.
            let chunk = (0..<random.inRange(1...4096)).map { _ -> UInt8 in
                let byte = random.byte()
                return [0x07, 0x1B, 0x18, 0x1A].contains(byte) ? UInt8(ascii: "q") : byte
            }
            XCTAssertEqual(decoder.decode(chunk), [])
            XCTAssertEqual(decoder.pendingByteCount, 0)
            sent += chunk.count
        }
        XCTAssertEqual(decoder.decode(Array((BEL + "k").utf8)), characters("k"))
    }

    func testOverlongStringEndedByAnotherSequenceGivesThatSequence() {
        let body = String(repeating: "x", count: 5000)
        XCTAssertEqual(decode("\(ESC)]" + body + "\(ESC)[A"), [key(.up)])
    }

    func testOverlongStringDecodesTheSameByteByByte() {
        let input = Array(("\(ESC)]" + String(repeating: "q", count: 4200) + ST + "a\(ESC)[B").utf8)
        XCTAssertEqual(decodeByteByByte(input), [key(.character("a")), key(.down)])
        XCTAssertEqual(decode(input), [key(.character("a")), key(.down)])
    }

    // MARK: CAN and SUB

    func testCANAndSUBCancelAString() {
        XCTAssertEqual(decode("\(ESC)]0;tit\u{18}k"), characters("k"))
        XCTAssertEqual(decode("\(ESC)P1$r\u{1A}k"), characters("k"))
    }

    func testCANAndSUBCancelAStringPastTheOldLimit() {
        let body = String(repeating: "x", count: 5000)
        XCTAssertEqual(decode("\(ESC)]" + body + "\u{18}k"), characters("k"))
        XCTAssertEqual(decode("\(ESC)_" + body + "\u{1A}k"), characters("k"))
    }

    func testCANOrSUBStraightAfterAnESCInAStringCancelsBoth() {
        // Not the Escape key and Ctrl-X: the CAN cancels the string and the ESC in it.
        XCTAssertEqual(decode("\(ESC)]0;title\(ESC)\u{18}k"), characters("k"))
        XCTAssertEqual(decode("\(ESC)P1$r\(ESC)\u{1A}k"), characters("k"))
    }

    func testCANAndSUBOutsideAStringAreStillKeys() {
        XCTAssertEqual(decode("\u{18}\u{1A}"), [key(.control("x")), key(.control("z"))])
    }

    // MARK: Pauses

    func testAPauseInsideAStringDoesNotEndIt() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode(Array("\(ESC)]0;ti".utf8)), [])
        XCTAssertEqual(decoder.flushPending(), [])
        XCTAssertEqual(decoder.decode(Array("tle quits\(BEL)k".utf8)), characters("k"))
    }

    func testAPauseInsideAnOverlongStringDoesNotEndIt() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode(Array(("\(ESC)P" + String(repeating: "y", count: 5000)).utf8)), [])
        XCTAssertEqual(decoder.flushPending(), [])
        XCTAssertEqual(decoder.decode(Array("nq\(ST)k".utf8)), characters("k"))
    }

    func testAPauseBetweenTheTwoBytesOfSTDoesNotEndTheString() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode(Array("\(ESC)]0;title\(ESC)".utf8)), [])
        XCTAssertEqual(decoder.flushPending(), [])
        XCTAssertEqual(decoder.decode(Array("\\k".utf8)), characters("k"))
    }

    func testNothingToWaitForInsideAString() {
        // The front end arms its 25 ms timer on hasPendingInput: inside a string's body the
        // timer would do nothing, so it is false, and flushing anyway changes nothing.
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode(Array("\(ESC)]11;rgb:00".utf8))
        XCTAssertFalse(decoder.hasPendingInput)
        for _ in 0..<3 { XCTAssertEqual(decoder.flushPending(), []) }
        XCTAssertFalse(decoder.hasPendingInput)
        _ = decoder.decode([0x1B])  // perhaps the start of ST
        XCTAssertFalse(decoder.hasPendingInput)
        XCTAssertEqual(decoder.flushPending(), [])
        XCTAssertEqual(decoder.decode(Array("\\".utf8)), [])
        XCTAssertFalse(decoder.hasPendingInput)
        XCTAssertEqual(decoder.decode(Array("k".utf8)), characters("k"))
    }

    func testAnIntroducerAloneIsAltWithItsKeyAfterAPause() {
        // Alt+] and Alt+Shift+P send `ESC ]` and `ESC P`: with nothing after them they are
        // keys (Escape then the key, as for any Alt+key), and must not swallow what follows.
        for introducer in ["]", "P", "_", "^", "X"] {
            var decoder = InputDecoder(columns: 80, rows: 24)
            XCTAssertEqual(decoder.decode(Array("\(ESC)\(introducer)".utf8)), [])
            XCTAssertTrue(decoder.hasPendingInput, introducer)
            XCTAssertEqual(decoder.flushPending(), [key(.escape), key(.character(Character(introducer)))])
            XCTAssertFalse(decoder.hasPendingInput)
            XCTAssertEqual(decoder.flushPending(), [])
            XCTAssertEqual(decoder.decode(Array("q".utf8)), characters("q"))
        }
    }

    func testAnIntroducerSplitFromItsBodyIsStillAString() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode(Array("\(ESC)]".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("0;q\(BEL)k".utf8)), characters("k"))
    }

    func testFlushStillDropsACutCSIAndSS3() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode(Array("\(ESC)[1;".utf8))
        XCTAssertTrue(decoder.hasPendingInput)
        XCTAssertEqual(decoder.flushPending(), [])
        XCTAssertFalse(decoder.hasPendingInput)
        _ = decoder.decode(Array("\(ESC)O".utf8))
        XCTAssertEqual(decoder.flushPending(), [])
        XCTAssertFalse(decoder.hasPendingInput)
    }
}
