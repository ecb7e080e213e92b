@testable import MoveMeRendering
@testable import MoveMeScenes
import XCTest

final class GreetingsFileParseTests: XCTestCase {
    private func parse(_ bytes: [UInt8]) throws -> [String] {
        try GreetingsFile.parse(bytes, path: "g.txt")
    }

    private func parseError(_ bytes: [UInt8]) -> GreetingsFileError? {
        do {
            _ = try GreetingsFile.parse(bytes, path: "g.txt")
            return nil
        } catch {
            return error
        }
    }

    func testOneGreetingALine() throws {
        XCTAssertEqual(try parse(Array("Hello\nHola\n歡迎".utf8)), ["Hello", "Hola", "歡迎"])
    }

    func testBlankLinesAreSkipped() throws {
        XCTAssertEqual(try parse(Array("\n\nHello\n   \n\t\nHola\n\n".utf8)), ["Hello", "Hola"])
    }

    func testCRLFLineEnds() throws {
        XCTAssertEqual(try parse(Array("Hello\r\nHola\r\n".utf8)), ["Hello", "Hola"])
    }

    func testLeadingByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try parse([0xEF, 0xBB, 0xBF] + Array("Hello\nHola".utf8)), ["Hello", "Hola"])
    }

    func testByteOrderMarkOnlyFileIsEmpty() {
        XCTAssertEqual(parseError([0xEF, 0xBB, 0xBF]), .empty(path: "g.txt"))
    }

    func testNoBytesIsEmpty() {
        XCTAssertEqual(parseError([]), .empty(path: "g.txt"))
    }

    func testOnlyBlankAndControlLinesIsBlank() {
        XCTAssertEqual(parseError(Array(" \n\u{1B}\n\u{200B}\r\n".utf8)), .blank(path: "g.txt"))
    }

    func testOneNewlineIsBlankNotEmpty() {
        XCTAssertEqual(parseError([0x0A]), .blank(path: "g.txt"))
    }

    func testInvalidUTF8OnTheFirstLine() {
        XCTAssertEqual(parseError([0xFF, 0x0A] + Array("ok".utf8)), .notUTF8(path: "g.txt", line: 1))
    }

    func testInvalidUTF8LineNumberCountsBlankLines() {
        XCTAssertEqual(parseError(Array("a\n\n\nb\r\n".utf8) + [0xC3]), .notUTF8(path: "g.txt", line: 5))
    }

    func testEncodedSurrogateIsInvalid() {
        XCTAssertEqual(parseError(Array("a\n".utf8) + [0xED, 0xA0, 0x80]), .notUTF8(path: "g.txt", line: 2))
    }

    func testHostileLinesAreSanitized() throws {
        let greetings = try parse(Array("\u{1B}[2JHi\u{9B}31m\n\u{202E}olleH\n".utf8))
        XCTAssertEqual(greetings, ["Hi", "olleH"])
    }

    func testEveryGreetingIsSafeAndFits() throws {
        let text = "\u{1B}]0;pwned\u{7}x\n" + String(repeating: "歡", count: 10_000) + "\n\u{0}\u{85}y\u{7F}\n"
        for greeting in try parse(Array(text.utf8)) {
            XCTAssertFalse(greeting.unicodeScalars.contains(where: SafeText.isControl), greeting)
            XCTAssertLessThanOrEqual(DisplayWidth.of(greeting), GreetingsFile.maximumWidth)
        }
    }
}
