import XCTest
@testable import MoveMeCore

final class TimingCurveTests: XCTestCase {
    func testEaseInAtHalf() {
        XCTAssertEqual(TimingCurve.easeIn.value(at: 0.5), 0.3153, accuracy: 0.0005)
    }

    func testDefaultAtHalf() {
        XCTAssertEqual(TimingCurve.default.value(at: 0.5), 0.8024, accuracy: 0.0005)
    }

    func testEaseOutMirrorsEaseIn() {
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(TimingCurve.easeOut.value(at: x), 1 - TimingCurve.easeIn.value(at: 1 - x), accuracy: 1e-6)
        }
    }

    func testEaseInOutIsSymmetric() {
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.25), 1 - TimingCurve.easeInOut.value(at: 0.75), accuracy: 1e-9)
    }

    func testCurvesRunFromZeroToOneMonotonically() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default] {
            XCTAssertEqual(curve.value(at: 0), 0)
            XCTAssertEqual(curve.value(at: 1), 1)
            var last = 0.0
            for i in 1...100 {
                let y = curve.value(at: Double(i) / 100)
                XCTAssertGreaterThanOrEqual(y, last - 1e-12)
                last = y
            }
        }
    }
}
