@testable import MoveMeCore
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

/// A report's three fields are read without making their list: exactly what reading them
/// as a list of parameters gives, for any bytes.
final class MouseReportFieldsTests: XCTestCase {
    /// The fields as `ControlSequenceParameters` reads them: the old way, and the rule.
    private func expected(_ bytes: [UInt8]) -> (Int, Int, Int)? {
        guard let fields = ControlSequenceParameters.numbers(bytes[...]), fields.count == 3,
              let code = fields[0], let x = fields[1], let y = fields[2] else { return nil }
        return (code, x, y)
    }

    private func read(_ bytes: [UInt8]) -> (Int, Int, Int)? {
        MouseReport.urxvt(parameterBytes: bytes[...]).map { ($0.code + 32, $0.x, $0.y) }
    }

    func testLiteralCases() {
        XCTAssertTrue(read(Array("32;10;5".utf8))! == (32, 10, 5))
        XCTAssertTrue(read(Array("32;0010;9999".utf8))! == (32, 10, 9999))
        for bad in ["32;10", "32;10;5;1", "32;;5", ";32;10;5", "32;10;", "32;10;10000", "32;1a;5", "", "32;10;5 "] {
            XCTAssertNil(read(Array(bad.utf8)), bad)
        }
    }

    func testRandomBytesReadAsTheParameterListReadsThem() {
        var random = SplitMix64(seed: 0x5EED_F1E1D5)
        let alphabet = Array("0123456789;;;9x".utf8)
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            // urxvt's code has 32 added: a code below 32 is no report, whatever its fields.
            let want = expected(bytes).flatMap { $0.0 >= 32 ? $0 : nil }
            let got = read(bytes)
            XCTAssertTrue(want == nil ? got == nil : got.map { $0 == want! } == true,
                          "\(String(decoding: bytes, as: UTF8.self)): \(String(describing: got)), expected \(String(describing: want))")
        }
    }
}
