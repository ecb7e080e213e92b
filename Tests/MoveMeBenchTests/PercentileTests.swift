import XCTest
@testable import MoveMeBench

/// The bench's percentiles: `moveme-bench 1` trapped on an empty array (five heaps of one to
/// five items, so no ten-item step was measured) instead of saying the figure is missing.
final class PercentileTests: XCTestCase {
    func testNothingMeasuredHasNoPercentile() {
        XCTAssertNil(percentile([], 0.5))
        XCTAssertNil(percentile([], 0.99))
        XCTAssertEqual(format2(percentile([], 0.5)), "n/a")
    }

    func testNearestRankOfTheSortedValues() {
        let values: [Double] = [9, 1, 5, 3, 7]
        XCTAssertEqual(percentile(values, 0), 1)
        XCTAssertEqual(percentile(values, 0.5), 5)
        XCTAssertEqual(percentile(values, 0.99), 9)
        XCTAssertEqual(percentile([4.25], 0.99), 4.25)
        XCTAssertEqual(format2(percentile(values, 0.5)), "5.0")
        XCTAssertEqual(format2(1.236), "1.24")
    }
}
