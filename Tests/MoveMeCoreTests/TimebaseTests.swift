import XCTest
@testable import MoveMeCore

final class TimebaseTests: XCTestCase {
    func testItStartsReadingTheSameTimeInBothClocks() {
        let timebase = Timebase(time: 5)
        XCTAssertEqual(timebase.localTime(at: 5), 5)
        XCTAssertEqual(timebase.localTime(at: 7), 7)
        XCTAssertEqual(timebase.speed, 1)
    }

    func testASpeedChangeKeepsLocalTimeAndChangesItsRate() {
        var timebase = Timebase(time: 0)
        timebase.setSpeed(0.1, at: 2)
        XCTAssertEqual(timebase.localTime(at: 2), 2, accuracy: 1e-12)
        XCTAssertEqual(timebase.localTime(at: 12), 3, accuracy: 1e-12)
        timebase.setSpeed(1, at: 12)
        XCTAssertEqual(timebase.localTime(at: 13), 4, accuracy: 1e-12)
    }

    func testHostTimeIsTheInverse() {
        var timebase = Timebase(time: 1)
        timebase.setSpeed(0.25, at: 3)
        XCTAssertEqual(timebase.hostTime(at: 4), 7, accuracy: 1e-12)
    }

    func testStoppedLocalTimeStaysWhereItStopped() {
        var timebase = Timebase(time: 0)
        timebase.setSpeed(0, at: 4)
        XCTAssertEqual(timebase.localTime(at: 100), 4)
        XCTAssertEqual(timebase.hostTime(at: 9), 4, "never reached: the moment it stopped")
    }

    func testBadSpeedsAreIgnored() {
        var timebase = Timebase(time: 0, speed: .nan)
        XCTAssertEqual(timebase.speed, 1)
        for bad in [-1, Double.nan, .infinity] {
            timebase.setSpeed(bad, at: 1)
            XCTAssertEqual(timebase.speed, 1)
        }
        timebase.setSpeed(0.5, at: .nan)
        XCTAssertEqual(timebase.speed, 1)
        XCTAssertEqual(timebase.localTime(at: 3), 3)
    }
}
