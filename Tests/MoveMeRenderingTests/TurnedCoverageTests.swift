@testable import MoveMeRendering
import XCTest
import TestSupport
@testable import MoveMeCore

/// A turned view's coverage classifies most pixels as wholly inside or outside without
/// sampling them: every pixel's share must be exactly what sampling all of them gives.
final class TurnedCoverageTests: XCTestCase {
    /// What each way gave for one view: pixels classified wholly in, wholly out, and straddling.
    private struct Tally { var full = 0, empty = 0, partial = 0, splitRows = 0, runPixels = 0 }

    /// Compares every pixel of the view's footprint on a 60×20-cell canvas (60×40 pixels),
    /// through the drawing context, with the share counted sample by sample.
    private func assertSameAsSampling(bounds: Rect, toCanvas: AffineTransform, _ tally: inout Tally,
                                      file: StaticString = #filePath, line: UInt = #line) {
        let canvas = Canvas(columns: 60, rows: 20, clip: CellRect(columns: 60, rows: 20), background: RGB(0, 0, 0))
        let context = DrawingContext(canvas: canvas, mode: .halfBlocks, bounds: bounds, toCanvas: toCanvas, opacity: 1)
        guard case .turned(let xs, let ys, let coverage)? = context.coverage() else { return }
        let sampled = TurnedCoverage(bounds: bounds, fromCanvas: toCanvas.inverted()!, pixels: (xs, ys))
        for y in ys {
            // The row's split (how `fill` paints it): wholly inside is 1, beyond reach is 0.
            let split = sampled.row(y: y, xs: xs)
            if split != nil { tally.splitRows += 1 }
            for x in xs {
                let expected = sampled.sampledShare(x: x, y: y), got = coverage.share(x: x, y: y)
                // The samples counted four at a time are those mapped one by one with `apply`.
                guard expected == Self.sampledOneByOne(sampled, x: x, y: y) else {
                    return XCTFail("pixel (\(x), \(y)) of \(bounds) by \(toCanvas): \(expected), one by one "
                                   + "\(Self.sampledOneByOne(sampled, x: x, y: y))", file: file, line: line)
                }
                guard got == expected else {
                    return XCTFail("pixel (\(x), \(y)) of \(bounds) by \(toCanvas): \(got), sampled \(expected)",
                                   file: file, line: line)
                }
                if let (inside, reach) = split {
                    let said: Double? = inside.contains(x) ? 1 : (reach.contains(x) ? nil : 0)
                    if let said, said != expected {
                        return XCTFail("row split: pixel (\(x), \(y)) of \(bounds) by \(toCanvas): \(said), sampled \(expected)",
                                       file: file, line: line)
                    }
                    if said == 1 { tally.runPixels += 1 }
                }
                if expected == 1 { tally.full += 1 } else if expected == 0 { tally.empty += 1 } else { tally.partial += 1 }
            }
        }
    }

    /// The share as it was first counted: each of the 4 × 4 samples mapped into the view with
    /// `apply` and tested with `contains`.
    private static func sampledOneByOne(_ coverage: TurnedCoverage, x: Int, y: Int) -> Double {
        var inside = 0
        for i in 0..<4 {
            for j in 0..<4 {
                let p = Point(x: Double(x) + (Double(i) + 0.5) * 0.25, y: Double(y) + (Double(j) + 0.5) * 0.25)
                if coverage.bounds.contains(coverage.fromCanvas.apply(to: p)) { inside += 1 }
            }
        }
        return Double(inside) / 16
    }

    func testRandomTurnedViewsCoverExactlyWhatSamplingGives() {
        var random = SplitMix64(seed: 19)
        var tally = Tally()
        for _ in 0..<400 {
            // Sizes from a hundredth of a point to ten thousand, scales from 1/1000 to 1000.
            let width = pow(10, Double.random(in: -2...4, using: &random))
            let height = Bool.random(using: &random) ? width : pow(10, Double.random(in: -2...4, using: &random))
            let bounds = Rect(x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random),
                              width: width, height: height)
            let scale = pow(10, Double.random(in: -3...3, using: &random))
            let squash = Bool.random(using: &random) ? 1 : Double.random(in: 0.2...5, using: &random)
            let transform = AffineTransform(translationX: Double.random(in: -20...80, using: &random),
                                            y: Double.random(in: -20...60, using: &random))
                .rotated(by: Double.random(in: -7...7, using: &random))
                .scaledBy(x: scale, y: scale * squash)
                .translatedBy(x: -bounds.midX, y: -bounds.midY)
            assertSameAsSampling(bounds: bounds, toCanvas: transform, &tally)
        }
        // Each kind of pixel was met, many times.
        XCTAssertGreaterThan(tally.full, 10_000)
        XCTAssertGreaterThan(tally.empty, 10_000)
        XCTAssertGreaterThan(tally.partial, 1_000)
        // Most rows are split, and most wholly covered pixels painted as runs.
        XCTAssertGreaterThan(tally.splitRows, 5_000)
        XCTAssertGreaterThan(tally.runPixels, tally.full / 2)
    }

    /// Quarter turns at whole and half scales, on whole and quarter pixels: samples fall exactly
    /// on the edges, where rounding decides whether they are in.
    func testQuarterTurnsWithSamplesOnTheEdgesCoverExactlyWhatSamplingGives() {
        var tally = Tally()
        for quarter in 1...3 {
            for scale in [0.5, 1, 1.125, 2, 4] {
                for offset in [0, 0.125, 0.25, 0.375, 0.5, 0.875] {
                    for size in [Size(width: 1, height: 1), Size(width: 8, height: 5), Size(width: 24, height: 10)] {
                        let bounds = Rect(origin: Point(x: 0, y: 0), size: size)
                        let transform = AffineTransform(translationX: 30 + offset, y: 20 + offset)
                            .rotated(by: Double(quarter) * .pi / 2)
                            .scaledBy(x: scale, y: scale)
                            .translatedBy(x: -size.width / 2, y: -size.height / 2)
                        assertSameAsSampling(bounds: bounds, toCanvas: transform, &tally)
                    }
                }
            }
        }
        XCTAssertGreaterThan(tally.full, 1_000)
        XCTAssertGreaterThan(tally.partial, 100)
    }
}
