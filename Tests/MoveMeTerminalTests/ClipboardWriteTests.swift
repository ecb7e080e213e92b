import XCTest
@testable import MoveMeTerminal

final class ClipboardWriteTests: XCTestCase {
    func testBase64AsRFC4648() {
        XCTAssertEqual(ClipboardWrite.base64([]), "")
        XCTAssertEqual(ClipboardWrite.base64(Array("f".utf8)), "Zg==")
        XCTAssertEqual(ClipboardWrite.base64(Array("fo".utf8)), "Zm8=")
        XCTAssertEqual(ClipboardWrite.base64(Array("foo".utf8)), "Zm9v")
        XCTAssertEqual(ClipboardWrite.base64(Array("foobar".utf8)), "Zm9vYmFy")
        XCTAssertEqual(ClipboardWrite.base64([0xFF, 0xFE, 0x00]), "//4A")
    }

    func testTheSequenceForTheGreeting() {
        XCTAssertEqual(ClipboardWrite.sequence(for: "Welcome"), "\u{1B}]52;c;V2VsY29tZQ==\u{1B}\\")
        XCTAssertEqual(ClipboardWrite.sequence(for: "歡迎"), "\u{1B}]52;c;5q2h6L+O\u{1B}\\")
    }
}
