import XCTest
@testable import MoveMeTerminal

final class SGRMouseTests: XCTestCase {
    func testLeftPressIsConvertedToZeroBasedCells() {
        XCTAssertEqual(decode(sgr(0, 10, 5)), [mouse(.press, .left, 9, 4)])
    }

    func testMiddleAndRightPresses() {
        XCTAssertEqual(decode(sgr(1, 1, 1) + sgr(2, 80, 24)), [mouse(.press, .middle, 0, 0), mouse(.press, .right, 79, 23)])
    }

    func testReleaseNamesTheButtonTheTerminalReports() {
        XCTAssertEqual(decode(sgr(2, 3, 4, release: true)), [mouse(.release, .right, 2, 3)])
    }

    func testMotionWithLeftHeldIsADrag() {
        XCTAssertEqual(decode(sgr(0, 1, 1) + sgr(32, 2, 1)), [mouse(.press, .left, 0, 0), mouse(.drag, .left, 1, 0)])
    }

    func testMotionWithRightHeldIsARightDrag() {
        XCTAssertEqual(decode(sgr(34, 7, 7)), [mouse(.drag, .right, 6, 6)])
    }

    func testMotionWithNoButtonIsMotion() {
        XCTAssertEqual(decode(sgr(35, 12, 3)), [mouse(.motion, .noButton, 11, 2)])
    }

    func testWheelUpAndDownArePresses() {
        XCTAssertEqual(decode(sgr(64, 5, 5) + sgr(65, 5, 5)), [mouse(.press, .wheelUp, 4, 4), mouse(.press, .wheelDown, 4, 4)])
    }

    func testHorizontalWheelIsOtherSixAndSeven() {
        XCTAssertEqual(decode(sgr(66, 1, 1) + sgr(67, 1, 1)), [mouse(.press, .other(6), 0, 0), mouse(.press, .other(7), 0, 0)])
    }

    func testButtonsFrom128AreOther() {
        XCTAssertEqual(decode(sgr(128, 1, 1) + sgr(131, 1, 1)), [mouse(.press, .other(8), 0, 0), mouse(.press, .other(11), 0, 0)])
    }

    func testShiftModifier() {
        XCTAssertEqual(decode(sgr(4, 1, 1)), [mouse(.press, .left, 0, 0, shift: true)])
    }

    func testAltModifier() {
        XCTAssertEqual(decode(sgr(8, 1, 1)), [mouse(.press, .left, 0, 0, alt: true)])
    }

    func testControlModifier() {
        XCTAssertEqual(decode(sgr(16, 1, 1)), [mouse(.press, .left, 0, 0, control: true)])
    }

    func testAllModifiersOnADrag() {
        XCTAssertEqual(decode(sgr(32 + 28, 2, 2)), [mouse(.drag, .left, 1, 1, shift: true, alt: true, control: true)])
    }

    func testModifiedWheelKeepsItsDirection() {
        XCTAssertEqual(decode(sgr(65 + 16, 1, 1)), [mouse(.press, .wheelDown, 0, 0, control: true)])
    }

    func testCoordinatesBeyond223AreFine() {
        XCTAssertEqual(decode(sgr(0, 500, 300), columns: 1000, rows: 400), [mouse(.press, .left, 499, 299)])
    }

    func testPressSetsTheHeldButtonAndReleaseClearsIt() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode(Array(sgr(2, 1, 1).utf8))
        XCTAssertEqual(decoder.heldButton, .right)
        _ = decoder.decode(Array(sgr(2, 1, 1, release: true).utf8))
        XCTAssertNil(decoder.heldButton)
    }

    func testAWheelIsNeverHeld() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        _ = decoder.decode(Array((sgr(0, 1, 1) + sgr(64, 1, 1)).utf8))
        XCTAssertEqual(decoder.heldButton, .left)
    }
}
