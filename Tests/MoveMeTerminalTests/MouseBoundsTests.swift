import XCTest
@testable import MoveMeTerminal

/// Clamping of plausible reports off the screen, and dropping of impossible ones.
final class MouseBoundsTests: XCTestCase {
    func testADragPastTheRightAndBottomEdgesIsClamped() {
        XCTAssertEqual(decode(sgr(32, 150, 60)), [mouse(.drag, .left, 79, 23)])
    }

    func testLargestPlausibleCoordinateIsClamped() {
        XCTAssertEqual(decode(sgr(0, 9999, 9999)), [mouse(.press, .left, 79, 23)])
    }

    func testX10ReportPastTheScreenIsClamped() {
        XCTAssertEqual(decode(x10(0, 200, 200), columns: 10, rows: 5), [mouse(.press, .left, 9, 4)])
    }

    func testOneByOneScreenPutsEverythingInItsOnlyCell() {
        XCTAssertEqual(decode(sgr(0, 40, 12) + sgr(0, 1, 1), columns: 1, rows: 1), [mouse(.press, .left, 0, 0), mouse(.press, .left, 0, 0)])
    }

    func testEmptyScreenDropsMouseEvents() {
        XCTAssertEqual(decode(sgr(0, 1, 1) + "x", columns: 0, rows: 24), characters("x"))
        XCTAssertEqual(decode(urxvt(0, 1, 1), columns: 80, rows: 0), [])
        XCTAssertEqual(decode(x10(0, 1, 1), columns: 0, rows: 0), [])
    }

    func testNegativeScreenSizeDropsMouseEvents() {
        XCTAssertEqual(decode(sgr(0, 1, 1), columns: -5, rows: 10), [])
    }

    func testResizeChangesTheClamp() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        decoder.columns = 20
        decoder.rows = 10
        XCTAssertEqual(decoder.decode(Array(sgr(0, 50, 50).utf8)), [mouse(.press, .left, 19, 9)])
    }

    func testColumnZeroIsDropped() {
        XCTAssertEqual(decode(sgr(0, 0, 5)), [])
    }

    func testRowZeroIsDropped() {
        XCTAssertEqual(decode(urxvt(0, 5, 0)), [])
    }

    func testCoordinateAbove9999IsDropped() {
        XCTAssertEqual(decode(sgr(0, 10000, 5)), [])
    }

    func testOverflowingNumberIsDropped() {
        XCTAssertEqual(decode("\(ESC)[<0;99999999999999999999999999;5M"), [])
    }

    func testCodeAbove255IsDropped() {
        XCTAssertEqual(decode(sgr(256, 1, 1)), [])
    }

    func testMissingFieldIsDropped() {
        XCTAssertEqual(decode("\(ESC)[<0;5M"), [])
    }

    func testEmptyFieldIsDropped() {
        XCTAssertEqual(decode("\(ESC)[<0;;5M" + "\(ESC)[<;1;5M"), [])
    }

    func testTooManyFieldsIsDropped() {
        XCTAssertEqual(decode("\(ESC)[<0;1;1;1M" + "\(ESC)[32;1;1;1M"), [])
    }

    func testNonDigitsAreDropped() {
        XCTAssertEqual(decode("\(ESC)[<0;1:2;1M" + "\(ESC)[<0;1;<1M"), [])
    }

    func testADroppedReportDoesNotSwallowWhatFollows() {
        XCTAssertEqual(decode("\(ESC)[<0;0;0M" + sgr(0, 2, 2)), [mouse(.press, .left, 1, 1)])
    }
}
