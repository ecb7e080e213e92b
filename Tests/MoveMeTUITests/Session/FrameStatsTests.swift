import MoveMeCore
import XCTest
@testable import MoveMeTUI

final class FrameStatsTests: XCTestCase {
    func testTheMachineLineGivesPercentilesOfTheWholeFrameInMicroseconds() {
        var stats = FrameStats()
        // 100 frames of 100…10 000 µs (render + draw + update), 10 cells each.
        for index in 1...100 {
            let total = Double(index) * 0.0001
            stats.record(render: total / 2, draw: total / 4, update: total / 4, cells: 10)
        }
        XCTAssertEqual(stats.machineLine,
                       "moveme-stats: frames=100 frame_us_p50=5000.0 frame_us_p99=9900.0 cells_per_frame=10.0")
        XCTAssertTrue(stats.summary.contains(stats.machineLine))
    }

    func testNoFramesStillPrintsAMachineLine() {
        XCTAssertTrue(FrameStats().summary.contains("moveme-stats: frames=0 "))
    }

    func testDecimals() {
        // The stats use the core's one formatter (no Foundation for String(format:)).
        XCTAssertEqual(0.05.decimalText(places: 2), "0.05")
        XCTAssertEqual(12.3456.decimalText(places: 1), "12.3")
        XCTAssertEqual(7.0.decimalText(places: 0), "7")
    }
}
