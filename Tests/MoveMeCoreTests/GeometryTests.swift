import XCTest
@testable import MoveMeCore

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
        assertEqual(t.inverted().apply(to: t.apply(to: p)), p, accuracy: 1e-12)
    }

    func testSingularTransformIsReturnedUnchanged() {
        let flat = AffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(flat.inverted(), flat)
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
}
