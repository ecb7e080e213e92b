import XCTest
@testable import MoveMeTerminal

final class ColorDepthTests: XCTestCase {
    func testTable() {
        let rows: [(environment: [String: String], colors: Int, flag: Bool, expected: ColorDepth)] = [
            ([:], 256, false, .palette256),
            ([:], 88, false, .palette8),
            ([:], 8, false, .palette8),
            ([:], 16, false, .palette8),
            ([:], 2, false, .monochrome),
            ([:], 0, false, .monochrome),
            ([:], -1, false, .monochrome),
            (["COLORTERM": "truecolor"], 256, false, .trueColor),
            (["COLORTERM": "24bit"], 8, false, .trueColor),
            (["COLORTERM": "TrueColor"], 256, false, .trueColor),
            (["COLORTERM": "truecolor"], 2, false, .monochrome),
            (["COLORTERM": "yes"], 256, false, .palette256),
            (["COLORTERM": "truecolor"], 256, true, .monochrome),
            (["NO_COLOR": "1"], 256, false, .monochrome),
            (["NO_COLOR": "1", "COLORTERM": "truecolor"], 256, false, .monochrome),
            (["NO_COLOR": ""], 256, false, .palette256),
            ([:], 256, true, .monochrome),
        ]
        for row in rows {
            XCTAssertEqual(
                ColorDepth.detect(environment: row.environment, terminalColors: row.colors, noColorFlag: row.flag),
                row.expected, "\(row.environment) colors \(row.colors) flag \(row.flag)")
        }
    }

    func testNoColorWinsOverTrueColor() {
        XCTAssertEqual(ColorDepth.detect(environment: ["NO_COLOR": "x", "COLORTERM": "24bit"], terminalColors: 16_777_216, noColorFlag: false), .monochrome)
    }

    func testEmptyNoColorIsIgnored() {
        XCTAssertEqual(ColorDepth.detect(environment: ["NO_COLOR": ""], terminalColors: 8, noColorFlag: false), .palette8)
    }
}
