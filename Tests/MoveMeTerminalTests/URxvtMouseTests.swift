import XCTest
@testable import MoveMeTerminal

final class URxvtMouseTests: XCTestCase {
    func testLeftPress() {
        XCTAssertEqual(decode(urxvt(0, 10, 5)), [mouse(.press, .left, 9, 4)])
    }

    func testReleaseReportsTheButtonThatWasPressed() {
        XCTAssertEqual(decode(urxvt(1, 2, 2) + urxvt(3, 2, 2)), [mouse(.press, .middle, 1, 1), mouse(.release, .middle, 1, 1)])
    }

    func testDrag() {
        XCTAssertEqual(decode(urxvt(0, 1, 1) + urxvt(32, 3, 1)), [mouse(.press, .left, 0, 0), mouse(.drag, .left, 2, 0)])
    }

    func testMotion() {
        XCTAssertEqual(decode(urxvt(35, 3, 1)), [mouse(.motion, .noButton, 2, 0)])
    }

    func testWheel() {
        XCTAssertEqual(decode(urxvt(64, 3, 1)), [mouse(.press, .wheelUp, 2, 0)])
    }

    func testModifiers() {
        XCTAssertEqual(decode(urxvt(8, 1, 1)), [mouse(.press, .left, 0, 0, alt: true)])
    }

    func testLargeCoordinates() {
        XCTAssertEqual(decode(urxvt(0, 300, 250), columns: 400, rows: 300), [mouse(.press, .left, 299, 249)])
    }

    func testCodeBelow32IsDropped() {
        XCTAssertEqual(decode("\(ESC)[31;1;1M"), [])
    }

    func testOtherButton() {
        XCTAssertEqual(decode(urxvt(130, 1, 1)), [mouse(.press, .other(10), 0, 0)])
    }
}
