import TestSupport
import XCTest
@testable import MoveMeCore

/// Hit testing: the deepest visible, interaction-enabled view under a point, by model values
/// and through every transform.
extension ViewTests {
    func testHitTestOfAScaledViewUsesTheScaledArea() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let background = View(frame: window.bounds)
        let placard = View(frame: Rect(x: 28, y: 19, width: 24, height: 10))
        window.addSubview(background)
        background.addSubview(placard)
        let justOutside = Point(x: placard.frame.maxX + 1, y: placard.center.y)
        XCTAssertTrue(window.hitTest(justOutside) === background)
        placard.transform = AffineTransform(scale: 1.2)
        XCTAssertTrue(window.hitTest(justOutside) === placard)
    }

    func testHitTestSkipsHiddenTransparentAndNonInteractiveViews() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let back = View(frame: window.bounds)
        let front = View(frame: window.bounds)
        window.addSubview(back)
        window.addSubview(front)
        let p = Point(x: 5, y: 5)
        XCTAssertTrue(window.hitTest(p) === front, "last added is front-most")
        front.isHidden = true
        XCTAssertTrue(window.hitTest(p) === back)
        front.isHidden = false
        front.alpha = 0.005
        XCTAssertTrue(window.hitTest(p) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(p) === back)
        XCTAssertNil(window.hitTest(Point(x: 11, y: 5)))
    }

    func testHitTestUsesModelValuesNotAnimation() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let placard = View(frame: Rect(x: 28, y: 19, width: 24, height: 10))
        window.addSubview(placard)
        let start = placard.center
        window.animator.animate(withDuration: 1) { placard.center = Point(x: 10, y: 10) }
        window.animator.advance(to: 0.01)
        XCTAssertTrue(window.hitTest(Point(x: 10, y: 10)) === placard)
        XCTAssertFalse(window.hitTest(start) === placard)
    }

    /// A view scaled to nothing has no inverse: no point is inside it or its subviews, and a
    /// conversion into it says so instead of answering with the wrong place. (With the old
    /// "invert a singular matrix to itself" every point of the window hit it.)
    func testAViewFlattenedByItsTransformIsNeverHit() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let flat = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(flat)
        flat.addSubview(child)
        flat.transform = AffineTransform(scale: 0)
        for p in [Point(x: 150, y: 150), Point(x: 50, y: 50), Point(x: 1, y: 1)] {
            XCTAssertTrue(window.hitTest(p) === window, "at \(p)")
        }
        XCTAssertFalse(child.convert(Point(x: 50, y: 50), from: nil).isFinite)
        XCTAssertFalse(window.convert(Point(x: 50, y: 50), to: flat).isFinite)
        assertEqual(flat.convert(Point(x: 7, y: 9), to: nil), Point(x: 50, y: 50))  // everything lands on the centre
        flat.transform = AffineTransform(scaleX: 1, y: 0)  // flattened to a line
        XCTAssertTrue(window.hitTest(Point(x: 50, y: 50)) === window)
    }

    /// Hit testing converts one level at a time; through a deep tree of turned, scaled views it
    /// must find what converting all the way from the window finds.
    func testHitTestingThroughADeepTreeAgreesWithConversion() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        var parent: View = window
        var chain: [View] = []
        for level in 0..<40 {
            let view = View(frame: Rect(x: 2, y: 3, width: 396 - Double(level) * 4, height: 390 - Double(level) * 4))
            view.transform = AffineTransform(rotationAngle: 0.05 * Double(level % 5 - 2)).scaledBy(x: 1.01, y: 0.99)
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        let deepest = chain.last!
        let inside = deepest.convert(Point(x: deepest.bounds.midX, y: deepest.bounds.midY), to: nil)
        XCTAssertTrue(window.hitTest(inside) === deepest)
        let justOutside = deepest.convert(Point(x: deepest.bounds.maxX + 0.5, y: deepest.bounds.midY), to: nil)
        let hit = window.hitTest(justOutside)
        XCTAssertFalse(hit === deepest)
        if let hit { XCTAssertTrue(hit.point(inside: hit.convert(justOutside, from: nil))) }
    }

    /// Subviews are not clipped, but a point outside the parent never reaches them: hit testing
    /// asks the parent first. A parent that widens `point(inside:)` lets them be hit.
    func testASubviewOutsideItsParentIsHitOnlyWhenTheParentSaysThePointIsInside() {
        final class Generous: View {
            override func point(inside point: Point, with event: Event?) -> Bool {
                subviews.contains { $0.frame.contains(point) } || super.point(inside: point, with: event)
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let strict = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let generous = Generous(frame: Rect(x: 50, y: 0, width: 20, height: 20))
        let outsideStrict = View(frame: Rect(x: 30, y: 30, width: 10, height: 10))
        let outsideGenerous = View(frame: Rect(x: 30, y: 30, width: 10, height: 10))
        window.addSubview(strict)
        window.addSubview(generous)
        strict.addSubview(outsideStrict)
        generous.addSubview(outsideGenerous)
        XCTAssertTrue(window.hitTest(Point(x: 35, y: 35)) === window, "strict's child lies outside strict")
        XCTAssertTrue(window.hitTest(Point(x: 85, y: 35)) === outsideGenerous)
        XCTAssertTrue(window.hitTest(Point(x: 75, y: 35)) === window, "beside the child: not inside")
    }
}
