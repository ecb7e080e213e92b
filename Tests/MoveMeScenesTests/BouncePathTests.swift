@testable import MoveMeScenes
import TestSupport
import XCTest
@testable import MoveMeCore

final class BouncePathTests: XCTestCase {
    let c = Point(x: 160, y: 240)

    func testAHorizontalReleaseOnTheOriginalScreen() {
        let path = BouncePath(from: c + Point(x: 100, y: 0), to: c, threshold: 6)
        let expected = [100, 0, 25, 0, 12.5, 0, 100.0 / 12, 0, 6.25, 0].map { c + Point(x: $0, y: 0) }
        XCTAssertEqual(path.vertices.count, expected.count)
        for (v, e) in zip(path.vertices, expected) { assertEqual(v, e) }
        XCTAssertEqual(path.excursions, 4)
        XCTAssertEqual(path.duration, 1.5 + 1.0 / 8 + 1.0 / 12 + 1.0 / 16 + 1.0 / 20, accuracy: 1e-12)
    }

    func testASmallOffsetStillBouncesOnce() {
        let path = BouncePath(from: c + Point(x: -40, y: 30), to: c, threshold: 6)
        XCTAssertEqual(path.vertices, [c + Point(x: -40, y: 30), c, c + Point(x: -10, y: 7.5), c])
        XCTAssertEqual(path.duration, 1.625, accuracy: 1e-12)
    }

    func testReleasedAtTheCentre() {
        let path = BouncePath(from: c, to: c, threshold: 6)
        XCTAssertEqual(path.vertices, [c, c, c, c])
        XCTAssertEqual(path.duration, 1.625, accuracy: 1e-12)
    }

    func testBothAxesMustFallBelowTheThreshold() {
        let path = BouncePath(from: c + Point(x: 10, y: -200), to: c, threshold: 6)
        // 200/(4k+4) < 6 first at k = 8.
        XCTAssertEqual(path.excursions, 8)
        XCTAssertTrue(path.vertices.dropFirst().allSatisfy { $0.y <= c.y && $0.x >= c.x }, "excursions stay on the side it came from")
    }

    func testDurationStaysWithinTheOriginalsRangeAnywhereOnItsScreen() {
        for x in stride(from: 0.0, through: 320, by: 10) {
            for y in stride(from: 0.0, through: 480, by: 10) {
                let d = BouncePath(from: Point(x: x, y: y), to: c, threshold: 6).duration
                XCTAssertGreaterThanOrEqual(d, 1.6)
                XCTAssertLessThanOrEqual(d, 2.01, "REFERENCE says about 2.0; a release at the very top edge gives 2.005")
            }
        }
    }

    func testThresholdScalesWithTheScreen() {
        XCTAssertEqual(BouncePath.threshold(forScreenWidth: 320), 6)
        XCTAssertEqual(BouncePath.threshold(forScreenWidth: 80), 1.5)
    }

    func testAbsurdOffsetsAreBounded() {
        let path = BouncePath(from: Point(x: 1e300, y: .nan), to: c, threshold: 0)
        XCTAssertEqual(path.excursions, BouncePath.maximumExcursions)
    }
}
