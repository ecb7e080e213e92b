import XCTest
@testable import MoveMeTerminal

/// However the terminal's bytes are cut into reads, the events are the same.
final class SplitReadTests: XCTestCase {
    /// A stream with every kind of sequence the decoder knows.
    static let sample: [UInt8] =
        Array((sgr(0, 10, 5) + sgr(32, 11, 5) + sgr(0, 11, 5, release: true) + urxvt(2, 3, 3) + urxvt(3, 3, 3)).utf8)
        + x10(1, 200, 100) + x10(3, 200, 100)
        + Array("a歡👍\(ESC)[A\(ESC)OB\(ESC)[1;5C\(ESC)[15~\(ESC)[Z\(ESC)[I\(ESC)]0;t\u{7}\(ESC)\(ESC)x\r".utf8)
        + [0x03, 0x7F, 0x09]

    func testSGRReportFedOneByteAtATime() {
        let report = Array(sgr(32 + 4, 42, 17).utf8)
        XCTAssertEqual(decodeByteByByte(report), decode(report))
        XCTAssertEqual(decodeByteByByte(report), [mouse(.drag, .left, 41, 16, shift: true)])
    }

    func testX10ReportFedOneByteAtATime() {
        let report = x10(0, 150, 90)
        XCTAssertEqual(decodeByteByByte(report, columns: 200, rows: 100), [mouse(.press, .left, 149, 89)])
    }

    func testURxvtReportFedOneByteAtATime() {
        let report = Array(urxvt(64, 7, 8).utf8)
        XCTAssertEqual(decodeByteByByte(report), [mouse(.press, .wheelUp, 6, 7)])
    }

    func testWholeSampleFedOneByteAtATimeGivesTheSameEvents() {
        let whole = decode(Self.sample, columns: 300, rows: 200)
        XCTAssertEqual(whole.count, 23)
        XCTAssertEqual(decodeByteByByte(Self.sample, columns: 300, rows: 200), whole)
    }

    func testSampleCutAtEveryPositionGivesTheSameEvents() {
        let whole = decode(Self.sample, columns: 300, rows: 200)
        for cut in 0...Self.sample.count {
            var decoder = InputDecoder(columns: 300, rows: 200)
            let events = decoder.decode(Self.sample[..<cut]) + decoder.decode(Self.sample[cut...])
            XCTAssertEqual(events, whole, "cut at \(cut)")
        }
    }
}
