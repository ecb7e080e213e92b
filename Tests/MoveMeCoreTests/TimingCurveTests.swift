import XCTest
@testable import MoveMeCore

/// The curves pinned to values computed independently (bisection on x(t) in Python, to 1e-12),
/// so a wrong control point cannot pass: (0.3, 0, 0.7, 1) gives 0.1668 at a quarter, not 0.1292.
final class TimingCurveTests: XCTestCase {
    private func assertCurve(_ curve: TimingCurve, _ expected: [Double: Double],
                             file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in expected {
            XCTAssertEqual(curve.value(at: x), y, accuracy: 1e-4, "at \(x)", file: file, line: line)
        }
    }

    func testEaseIn() {
        assertCurve(.easeIn, [0.25: 0.093465, 0.5: 0.315357, 0.75: 0.621862])
    }

    func testEaseOut() {
        assertCurve(.easeOut, [0.25: 0.378138, 0.5: 0.684643, 0.75: 0.906535])
    }

    func testEaseInOut() {
        assertCurve(.easeInOut, [0.25: 0.129162, 0.5: 0.5, 0.75: 0.870838])
    }

    func testDefault() {
        assertCurve(.default, [0.25: 0.408511, 0.5: 0.802403, 0.75: 0.960459])
    }

    func testLinear() {
        assertCurve(.linear, [0.25: 0.25, 0.5: 0.5, 0.75: 0.75])
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

    /// Control x values outside 0...1 would make x(t) turn back; they are clamped to the
    /// nearest end, so the curve stays a function of time.
    func testControlXOutside0To1IsClamped() {
        XCTAssertEqual(TimingCurve(-0.5, 0, 1.5, 1), .linear)
        let clamped = TimingCurve(1.7, 0, -0.2, 1)  // taken as (1, 0, 0, 1)
        XCTAssertEqual(clamped, TimingCurve(1, 0, 0, 1))
        assertCurve(clamped, [0.1: 0.003762, 0.25: 0.029725, 0.5: 0.5])
    }

    func testNonFiniteControlPointsBecomeLinear() {
        let curve = TimingCurve(.nan, .infinity, -.infinity, .nan)
        XCTAssertEqual(curve, .linear)
        XCTAssertEqual(curve.value(at: 0.3), 0.3, accuracy: 1e-12)
    }
}
