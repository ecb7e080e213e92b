import XCTest
@testable import MoveMeTerminal

final class X10MouseTests: XCTestCase {
    func testLeftPress() {
        XCTAssertEqual(decode(x10(0, 10, 5)), [mouse(.press, .left, 9, 4)])
    }

    func testReleaseReportsTheButtonThatWasPressed() {
        XCTAssertEqual(decode(x10(2, 3, 3) + x10(3, 4, 3)), [mouse(.press, .right, 2, 2), mouse(.release, .right, 3, 2)])
    }

    func testReleaseWithNoKnownPressIsLeft() {
        XCTAssertEqual(decode(x10(3, 1, 1)), [mouse(.release, .left, 0, 0)])
    }

    func testReleaseForgetsTheButton() {
        XCTAssertEqual(
            decode(x10(1, 1, 1) + x10(3, 1, 1) + x10(3, 1, 1)),
            [mouse(.press, .middle, 0, 0), mouse(.release, .middle, 0, 0), mouse(.release, .left, 0, 0)])
    }

    func testDragWithTheLeftButton() {
        XCTAssertEqual(decode(x10(32, 6, 2)), [mouse(.drag, .left, 5, 1)])
    }

    func testMotionWithNoButton() {
        XCTAssertEqual(decode(x10(35, 6, 2)), [mouse(.motion, .noButton, 5, 1)])
    }

    func testWheel() {
        XCTAssertEqual(decode(x10(64, 2, 2) + x10(65, 2, 2)), [mouse(.press, .wheelUp, 1, 1), mouse(.press, .wheelDown, 1, 1)])
    }

    func testWheelBetweenPressAndReleaseDoesNotChangeTheReleasedButton() {
        XCTAssertEqual(
            decode(x10(0, 1, 1) + x10(64, 1, 1) + x10(3, 1, 1)).last,
            mouse(.release, .left, 0, 0))
    }

    func testModifiers() {
        XCTAssertEqual(decode(x10(4 + 16, 1, 1)), [mouse(.press, .left, 0, 0, shift: true, control: true)])
    }

    func testOtherButton() {
        XCTAssertEqual(decode(x10(129, 1, 1)), [mouse(.press, .other(9), 0, 0)])
    }

    func testCoordinateBytesAbove127AreNotUTF8() {
        // Column 200 is byte 232 (0xE8), a UTF-8 lead byte; row 100 is 0x84, a continuation byte.
        XCTAssertEqual(decode(x10(0, 200, 100), columns: 223, rows: 223), [mouse(.press, .left, 199, 99)])
    }

    func testCoordinateByteOfZeroIsDropped() {
        XCTAssertEqual(decode(x10(0, 0, 5) + Array("a".utf8)), characters("a"))
    }

    func testEscapeInsideTheReportStartsANewSequence() {
        let cut: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 32]
        XCTAssertEqual(decode(cut + Array("\(ESC)[A".utf8)), [key(.up)])
    }

    func testCodeOfTheLastCoordinateByteMayBeACharacterLikeEscapeBracket() {
        // `[` (0x5B) as the row byte is row 59, not the start of anything.
        XCTAssertEqual(decode(x10(0, 1, 0x5B - 32), rows: 100), [mouse(.press, .left, 0, 58)])
    }
}
