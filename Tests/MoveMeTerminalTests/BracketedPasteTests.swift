import XCTest
@testable import MoveMeTerminal

/// Bracketed paste (DECSET 2004): what comes between `ESC [ 200 ~` and `ESC [ 201 ~` is one
/// paste event, never keys, however it is cut into reads; a paste of megabytes keeps a bounded
/// part and is known to be cut.
final class BracketedPasteTests: XCTestCase {
    private let start = "\(ESC)[200~"
    private let end = "\(ESC)[201~"

    func testAPasteIsOneEventAndNotKeys() {
        XCTAssertEqual(decode(start + "Hi q" + end + "k"), [.paste(PastedText("Hi q")), key(.character("k"))])
    }

    func testEscapesAndControlsInsideAPasteAreText() {
        let text = "a\(ESC)[Ab\u{3}c\r\nd"
        XCTAssertEqual(decode(start + text + end), [.paste(PastedText(text))])
    }

    func testAnEmptyPaste() {
        XCTAssertEqual(decode(start + end), [.paste(PastedText(""))])
    }

    func testAPartOfTheEndMarkerIsText() {
        // ESC [ 2 0 1 without its ~ is not the end: the bytes stay in the text.
        let text = "x\(ESC)[201y\(ESC)[20z"
        XCTAssertEqual(decode(start + text + end), [.paste(PastedText(text))])
    }

    func testByteByByteGivesTheSameEvent() {
        let bytes = Array((start + "héllo 歡迎" + end + "q").utf8)
        XCTAssertEqual(decodeByteByByte(bytes), [.paste(PastedText("héllo 歡迎")), key(.character("q"))])
    }

    func testAPasteWaitsForItsEndHoweverLongThePause() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode(Array((start + "ab\(ESC)").utf8)), [])
        XCTAssertFalse(decoder.hasPendingInput)
        XCTAssertEqual(decoder.flushPending(), [])
        XCTAssertEqual(decoder.decode(Array("[201~".utf8)), [.paste(PastedText("ab"))])
    }

    func testAMegabyteInManyReadsKeepsABoundedPartAndCountsAll() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode(Array(start.utf8)), [])
        let chunk = [UInt8](repeating: UInt8(ascii: "q"), count: 4096)
        for _ in 0..<256 {
            XCTAssertEqual(decoder.decode(chunk), [])
            XCTAssertLessThanOrEqual(decoder.keptPasteByteCount, InputDecoder.longestPaste)
        }
        let events = decoder.decode(Array((end + "k").utf8))
        XCTAssertEqual(events.count, 2)
        guard case .paste(let pasted) = events[0] else { return XCTFail("\(events)") }
        XCTAssertEqual(pasted.byteCount, 1_048_576)
        XCTAssertEqual(pasted.text.utf8.count, 65_540)
        XCTAssertTrue(pasted.isCut)
        XCTAssertEqual(events[1], key(.character("k")))
        XCTAssertEqual(decoder.keptPasteByteCount, 0)
    }

    func testOtherTildeKeysAreStillKeys() {
        XCTAssertEqual(decode("\(ESC)[3~\(ESC)[201~"), [key(.delete)])
    }
}
