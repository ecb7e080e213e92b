import XCTest
@testable import MoveMeCore
import TestSupport

final class GeometryTests: XCTestCase {
    func testTransformsApplyAndConcatenateInOrder() {
        let scaleThenMove = AffineTransform(scale: 2).concatenating(AffineTransform(translationX: 10, y: 5))
        assertEqual(scaleThenMove.apply(to: Point(x: 1, y: 1)), Point(x: 12, y: 7))
        let moveThenScale = AffineTransform(translationX: 10, y: 5).concatenating(AffineTransform(scale: 2))
        assertEqual(moveThenScale.apply(to: Point(x: 1, y: 1)), Point(x: 22, y: 12))
    }

    func testInverseUndoesTheTransform() {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 1.5, y: 0.5).translatedBy(x: 3, y: -4)
        let p = Point(x: 12.5, y: -3.25)
        assertEqual(t.inverted()!.apply(to: t.apply(to: p)), p, accuracy: 1e-12)
    }

    /// A rectangle's box is found without arrays, and is the box of its four mapped corners
    /// to the bit (the renderer's damage and every pixel range depend on it): 2,000 seeded
    /// transforms and rectangles, turned, sheared, flipped and flattened.
    func testRectangleBoxIsTheBoundingBoxOfItsMappedCorners() {
        var random = SplitMix64(seed: 0x7265_6374)
        for _ in 0..<2_000 {
            let t = AffineTransform(a: random.double(-3...3), b: random.double(-3...3), c: random.double(-3...3),
                                    d: random.oneIn(5) ? 0 : random.double(-3...3), tx: random.double(-500...500),
                                    ty: random.double(-500...500))
            let rect = Rect(x: random.double(-100...100), y: random.double(-100...100), width: random.double(0...50),
                            height: random.double(0...50))
            let box = t.apply(to: rect), expected = Rect.bounding(rect.corners.map { t.apply(to: $0) })
            XCTAssertEqual([box.minX, box.minY, box.width, box.height].map(\.bitPattern),
                           [expected.minX, expected.minY, expected.width, expected.height].map(\.bitPattern), "\(t) \(rect)")
        }
        XCTAssertEqual(AffineTransform(rotationAngle: .pi / 2).apply(to: Rect(x: 0, y: 0, width: 4, height: 2)).size.width,
                       2, accuracy: 1e-12)
    }

    func testSingularTransformHasNoInverse() {
        XCTAssertNil(AffineTransform(scaleX: 0, y: 1).inverted())
        XCTAssertNil(AffineTransform(scale: 0).inverted())
        XCTAssertNil(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted(), "rows in proportion")
        XCTAssertNil(AffineTransform(translationX: .nan, y: 0).inverted())
        XCTAssertNotNil(AffineTransform(scale: 1e-6).inverted())
    }

    func testComponentsOfAKnownTransform() {
        // Scale 2 by 3, then a quarter turn, then a move: the x axis goes to (0, 2), y to (-3, 0).
        let t = AffineTransform(a: 0, b: 2, c: -3, d: 0, tx: 5, ty: -7)
        let parts = t.components
        XCTAssertEqual(parts.scaleX, 2, accuracy: 1e-12)
        XCTAssertEqual(parts.scaleY, 3, accuracy: 1e-12)
        XCTAssertEqual(parts.rotation, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(parts.shear, 0, accuracy: 1e-12)
        assertEqual(parts.translation, Point(x: 5, y: -7))
        XCTAssertEqual(AffineTransform(scale: 1.5).rotated(by: -0.4).rotationAngle, -0.4, accuracy: 1e-12)
        let mirrored = AffineTransform(scaleX: 1, y: -2).components
        XCTAssertEqual(mirrored.scaleY, -2, accuracy: 1e-12, "a reflection is a negative y scale")
    }

    /// Whatever a transform is (a seeded sample, singular ones included), its components give it
    /// back: a rotation written by dynamics reads back as the same angle and scale.
    func testComponentsRoundTrip() {
        var random = SplitMix64(seed: 7)
        for i in 0..<2000 {
            let t = i % 10 == 0
                ? AffineTransform(a: 0, b: 0, c: random.double(-3...3), d: random.double(-3...3), tx: 1, ty: 2)
                : AffineTransform(a: random.double(-3...3), b: random.double(-3...3), c: random.double(-3...3),
                                  d: random.double(-3...3), tx: random.double(-50...50), ty: random.double(-50...50))
            let back = AffineTransform(t.components)
            for (x, y) in [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d), (back.tx, t.tx), (back.ty, t.ty)] {
                XCTAssertEqual(x, y, accuracy: 1e-9, "\(t)")
            }
            let angle = random.double(-3.1...3.1), size = random.double(0.1...4)
            let turned = AffineTransform(rotationAngle: angle).scaledBy(x: size, y: size)
            XCTAssertEqual(turned.rotationAngle, angle, accuracy: 1e-9)
            XCTAssertEqual(turned.components.scaleX, size, accuracy: 1e-9)
            XCTAssertEqual(turned.components.scaleY, size, accuracy: 1e-9)
        }
    }

    /// Component by component, a half turn would pass through the zero matrix; taken apart, it
    /// turns at full size.
    func testRotationInterpolatesAsATurnNeverThroughASingularMatrix() {
        let from = AffineTransform.identity, to = AffineTransform(rotationAngle: .pi)
        for i in 0...100 {
            let t = Double(i) / 100
            let shown = from.interpolated(to: to, t)
            XCTAssertEqual(shown.determinant, 1, accuracy: 1e-9, "at \(t)")
            XCTAssertNotNil(shown.inverted())
        }
        let halfway = from.interpolated(to: to, 0.5)
        assertEqual(halfway.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), accuracy: 1e-12)
    }

    func testRotationTakesTheShortWayRound() {
        let from = AffineTransform(rotationAngle: 0.1), to = AffineTransform(rotationAngle: 2 * .pi - 0.1)
        // The short way is through 0 (−0.2 rad in all), not through π.
        XCTAssertEqual(from.interpolated(to: to, 0.5).rotationAngle, 0, accuracy: 1e-12)
        XCTAssertEqual(from.interpolated(to: to, 0.25).rotationAngle, 0.05, accuracy: 1e-12)
    }

    func testScaleAndTranslationInterpolateLinearly() {
        let from = AffineTransform(scale: 1.2)
        let to = AffineTransform(scaleX: 1, y: 2).concatenating(AffineTransform(translationX: 10, y: -4))
        let shown = from.interpolated(to: to, 0.25)
        XCTAssertEqual(shown.a, 1.15, accuracy: 1e-12)
        XCTAssertEqual(shown.d, 1.4, accuracy: 1e-12)
        XCTAssertEqual(shown.b, 0, accuracy: 1e-12)
        XCTAssertEqual(shown.c, 0, accuracy: 1e-12)
        assertEqual(Point(x: shown.tx, y: shown.ty), Point(x: 2.5, y: -1), accuracy: 1e-12)
    }

    func testRotationTurnsXTowardsY() {
        assertEqual(AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), accuracy: 1e-12)
    }

    func testRectUnderTransformIsItsBoundingBox() {
        let square = Rect(x: -1, y: -1, width: 2, height: 2)
        let turned = AffineTransform(rotationAngle: .pi / 4).apply(to: square)
        assertEqual(turned, Rect(x: -2.0.squareRoot(), y: -2.0.squareRoot(), width: 2 * 2.0.squareRoot(), height: 2 * 2.0.squareRoot()), accuracy: 1e-12)
    }

    func testRectContainsItsMinimumEdgesButNotItsMaximum() {
        let r = Rect(x: 0, y: 0, width: 10, height: 5)
        XCTAssertTrue(r.contains(Point(x: 0, y: 0)))
        XCTAssertFalse(r.contains(Point(x: 10, y: 2)))
        XCTAssertFalse(r.contains(Point(x: 2, y: 5)))
    }

    func testABoxIsFarFromARoundedRectOnlyWhereItsNearestPointIs() {
        let shape = RoundedRect(Rect(x: 0, y: 0, width: 10, height: 6), cornerRadius: 2)
        func box(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: 0.5, height: 0.5) }
        // In the corner's square, beyond the arc: the box's nearest corner (0.5, 0.5) lies
        // 1.5 * sqrt(2) = 2.12 from the arc's centre (2, 2), more than the radius.
        XCTAssertTrue(shape.isFar(from: box(0, 0), by: 1e-6))
        XCTAssertFalse(shape.isFar(from: box(0, 0), by: 0.2), "0.12 beyond the arc, not 0.2")
        // Across the arc, and inside along an edge: not far.
        XCTAssertFalse(shape.isFar(from: box(0.5, 0.5), by: 1e-6))
        XCTAssertFalse(shape.isFar(from: box(4, -0.25), by: 1e-6))
        // Beyond a straight edge by more than the margin.
        XCTAssertTrue(shape.isFar(from: box(4, -0.75), by: 0.2))
        XCTAssertFalse(shape.isFar(from: box(4, -0.75), by: 0.3))
    }
}
