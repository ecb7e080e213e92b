import XCTest
@testable import MoveMeCore
import TestSupport

/// The small pieces the inspector's data rests on: the ring, decimals, curve names, and how
/// much of an animation has played.
final class InspectionSupportTests: XCTestCase {
    func testARingKeepsTheLastElementsOldestFirst() {
        var ring = RingBuffer<Int>(capacity: 3)
        XCTAssertNil(ring.last)
        XCTAssertEqual(ring.elements, [])
        ring.append(1)
        ring.append(2)
        XCTAssertEqual(ring.elements, [1, 2])
        for i in 3...7 { ring.append(i) }
        XCTAssertEqual(ring.elements, [5, 6, 7])
        XCTAssertEqual(ring.last, 7)
        ring.last = 70
        XCTAssertEqual(ring.elements, [5, 6, 70])
        XCTAssertEqual(RingBuffer<Int>(capacity: 0).capacity, 1)
    }

    /// The caller's decimal separator: the core knows no language, a front end gives French's.
    func testDecimalTextWithASeparator() {
        XCTAssertEqual(2.684.decimalText(places: 2, separator: ","), "2,68")
        XCTAssertEqual((-0.5).decimalText(places: 1, separator: ","), "-0,5")
        XCTAssertEqual(12.4.decimalText(places: 0, separator: ","), "12", "no separator without decimals")
        XCTAssertEqual(0.35.decimalText(places: 2, separator: "·"), "0.35", "a mark that is not ASCII: the point")
    }

    func testDecimalText() {
        XCTAssertEqual(1.7708333.decimalText(places: 2), "1.77")
        XCTAssertEqual(1.625.decimalText(places: 2), "1.63", "half away from zero")
        XCTAssertEqual((-0.5).decimalText(places: 2), "-0.50")
        XCTAssertEqual((-0.004).decimalText(places: 2), "0.00", "no minus on a zero")
        XCTAssertEqual(0.05.decimalText(places: 1), "0.1")
        XCTAssertEqual(12.4.decimalText(places: 0), "12")
        XCTAssertEqual(40.decimalText(places: 3), "40.000")
        XCTAssertEqual(Double.nan.decimalText(places: 2), "nan")
        XCTAssertEqual((-Double.infinity).decimalText(places: 2), "-inf")
        XCTAssertEqual(1e300.decimalText(places: 2), "1e+300")
        XCTAssertEqual(0.0.decimalText(places: 0), "0")
        XCTAssertEqual(9.9999.decimalText(places: 3), "10.000")
    }

    /// The digits written in place against the texts joined, as `decimalText` made them
    /// before: 20,000 seeded numbers of every size and sign, every number of places (and some
    /// out of range), and the edges of rounding.
    func testDecimalTextWrittenInPlaceIsTheJoinedText() {
        var state: UInt64 = 29
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var values: [Double] = [0, -0.0, 0.5, -0.5, 0.005, 0.0049999, 1.625, 9.995, 99.5, 1e9, 8.9e18, -8.9e18, 1e-300]
        for _ in 0..<20_000 {
            let magnitude = pow(10, Double(Int(next() % 30)) - 10)
            values.append((Double(next() % 2_000_001) / 1_000_000 - 1) * magnitude)
        }
        for value in values {
            for places in -1...11 {
                XCTAssertEqual(value.decimalText(places: places), value.joinedDecimalText(places: places), "\(value) \(places)")
            }
        }
    }

    func testCurvesAreNamedAsCoreAnimationNamesThem() {
        XCTAssertEqual([TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default].map(\.description),
                       ["linear", "easeIn", "easeOut", "easeInOut", "default"])
        XCTAssertEqual(TimingCurve(0.42, 0, 1, 1).name, "easeIn")
        XCTAssertNil(TimingCurve(0.42, 0, 1, 0.9).name)
    }

    func testFractionPlayedIsLinearInTime() {
        let timing = AnimationTiming(beginTime: 1, duration: 2, curve: .easeIn)
        XCTAssertEqual(timing.fractionPlayed(at: 0), 0)
        XCTAssertEqual(timing.fractionPlayed(at: 2), 0.5)
        XCTAssertEqual(timing.fractionPlayed(at: 9), 1)
        let repeating = AnimationTiming(beginTime: 0, duration: 1, repeatCount: 1.5, autoreverses: true)
        XCTAssertEqual(repeating.fractionPlayed(at: 1.5), 0.5, "1.5 of 3 s")
        let forever = AnimationTiming(beginTime: 0, duration: 1, repeatCount: .infinity)
        XCTAssertEqual(forever.fractionPlayed(at: 7.25), 0.25, accuracy: 1e-12, "of the current play")
    }

    func testAKeyframePositionIsItsSegmentAndHowFarAlong() {
        let track = AnimationTrack.keyframes([.scalar(0), .scalar(10), .scalar(20), .scalar(30)], .linear)
        XCTAssertEqual(track.keyframePosition(at: 0)?.segment, 0)
        XCTAssertEqual(track.keyframePosition(at: 0.5)?.segment, 1)
        XCTAssertEqual(track.keyframePosition(at: 0.5)?.fraction ?? 0, 0.5, accuracy: 1e-12)
        XCTAssertEqual(track.keyframePosition(at: 1)?.segment, 2)
        XCTAssertNil(AnimationTrack.basic(from: .scalar(0), to: .scalar(1)).keyframePosition(at: 0.5))
        XCTAssertNil(AnimationTrack.keyframes([.scalar(0)], .linear).keyframePosition(at: 0.5))
    }

    /// Linear key times, worked out without their array (the bounce asks every frame), put a
    /// progress in the segment and fraction the array put it in, to the bit; paced ones too.
    func testKeyframePositionsAreThoseOfTheKeyTimesArray() {
        var random = SplitMix64(seed: 0x6B65_7973)
        for _ in 0..<500 {
            let values = (0..<random.inRange(2...9)).map { _ in AnimatableValue.point(Point(x: random.double(-50...50), y: random.double(-50...50))) }
            for mode in [KeyframeCalculationMode.linear, .paced] {
                let track = AnimationTrack.keyframes(values, mode)
                let times = AnimationTrack.keyTimes(values, mode)
                for _ in 0..<20 {
                    let progress = random.oneIn(4) ? Double(random.inRange(0...(values.count - 1))) / Double(values.count - 1) : random.double(-0.1...1.1)
                    let p = progress.clamped(to: 0...1)
                    var segment = 0
                    while segment < values.count - 2 && p > times[segment + 1] { segment += 1 }
                    let span = times[segment + 1] - times[segment]
                    let t = (span > 0 ? (p - times[segment]) / span : 1).clamped(to: 0...1)
                    let found = track.keyframePosition(at: progress)
                    XCTAssertEqual(found?.segment, segment)
                    XCTAssertEqual(found?.fraction.bitPattern, t.bitPattern, "\(mode) \(progress)")
                }
            }
        }
    }
}

private extension Double {
    /// `decimalText` as it was: texts made and joined.
    func joinedDecimalText(places: Int) -> String {
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        let places = min(max(0, places), 9)
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(self) * Double(scale)).rounded()
        guard scaled < 9e18 else { return "\(self)" }
        let units = Int(scaled)
        let sign = self < 0 && units > 0 ? "-" : ""
        guard places > 0 else { return sign + String(units) }
        let fraction = String(units % scale)
        return sign + String(units / scale) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
