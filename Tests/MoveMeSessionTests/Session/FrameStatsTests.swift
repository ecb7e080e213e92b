@testable import MoveMeStrings
@testable import MoveMeSession
@testable import MoveMeTUI
import MoveMeCore
import XCTest

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

    /// Three lines, as the README says: two for people, the machine line last.
    func testTheSummaryIsTheThreeLinesTheReadmeDocuments() {
        var stats = FrameStats()
        stats.record(render: 0.001, draw: 0.0005, update: 0.0005, cells: 40)
        let lines = stats.summary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 4, "three lines and the newline that ends the last")
        XCTAssertEqual(lines[0], "moveme: 1 frames (0 with no change), 40 cells sent a frame")
        XCTAssertTrue(lines[1].hasPrefix("moveme: mean frame: render 1.00 ms, draw 0.50 ms, update 0.50 ms;"), lines[1])
        XCTAssertEqual(lines[2], stats.machineLine)
        XCTAssertEqual(lines[3], "")
        // The lines for people in their language's numbers and units; the programs' line as it is.
        let russian = stats.summary(Strings(.russian)).split(separator: "\n").map(String.init)
        XCTAssertTrue(russian[1].hasPrefix("moveme: в среднем: рендер 1,00 мс, отрисовка 0,50 мс, вывод 0,50 мс;"), russian[1])
        XCTAssertEqual(russian[2], stats.machineLine)
    }

    /// A long session keeps a fixed sample of its frames' costs, not every frame's: keeping
    /// each frame's 4 bytes was what the soak's live heap grew by.
    func testALongSessionKeepsAFixedSampleOfFrameCosts() {
        var stats = FrameStats()
        // 200 000 frames: nine in ten cost 100 µs, one in ten 1 000 µs.
        for index in 1...200_000 {
            let total = index % 10 == 0 ? 0.001 : 0.0001
            stats.record(render: total, draw: 0, update: 0, cells: 1)
        }
        XCTAssertEqual(stats.frames, 200_000)
        XCTAssertEqual(stats.sampleCount, 16_384)
        // The sample keeps the costs' shares: the median is the common cost, p99 the rare one.
        XCTAssertEqual(stats.machineLine,
                       "moveme-stats: frames=200000 frame_us_p50=100.0 frame_us_p99=1000.0 cells_per_frame=1.0")
    }

    /// Up to the limit every frame's cost is kept, so short runs' percentiles are exact.
    func testFramesUpToTheLimitAreAllKept() {
        var stats = FrameStats()
        for index in 1...16_384 { stats.record(render: Double(index) * 0.000001, draw: 0, update: 0, cells: 1) }
        XCTAssertEqual(stats.sampleCount, 16_384)
        XCTAssertEqual(stats.percentile(1), 16_384)
        XCTAssertEqual(stats.percentile(0.5), 8_192)
    }

    /// Issue 37: RSS grew by about 40 KB over the first 600 drags, the 64 KB sample being
    /// touched page by page as frames came. Only MOVEME_STATS=1 prints the costs, and only then
    /// are they kept (the counts, which the benchmark reads, cost nothing and stay).
    func testASessionKeepsNoFrameCostsUnlessStatsAreAskedFor() {
        let h = SessionHarness()
        for step in 0..<40 { h.drag(40 + step % 5, 12) }
        XCTAssertGreaterThan(h.runtime.stats.frames, 1)
        XCTAssertEqual(h.runtime.stats.sampleCount, 0)
        XCTAssertEqual(h.runtime.stats.sampleStorageCount, 0, "no sample storage at all")
        let asked = SessionHarness(printStats: true)
        asked.press(40, 12)
        XCTAssertGreaterThan(asked.runtime.stats.sampleCount, 0)
    }

    /// With MOVEME_STATS=1 the whole sample is made, and written, at the start: a soak's memory
    /// is flat from the first frame, not growing a page at a time over the first 16 384.
    func testAskedForTheWholeSampleIsMadeAtTheStart() {
        let stats = FrameStats(keepsSamples: true)
        XCTAssertEqual(stats.sampleStorageCount, FrameStats.sampleLimit)
        XCTAssertEqual(stats.sampleCount, 0)
        XCTAssertEqual(stats.percentile(0.5), 0, "nothing recorded yet: the zeros are not samples")
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
