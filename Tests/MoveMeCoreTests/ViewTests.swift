import XCTest
@testable import MoveMeCore

final class ViewTests: XCTestCase {
    func testFrameUnderScaleGrowsAboutTheCentre() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        view.transform = AffineTransform(scale: 1.2)
        assertEqual(view.frame, Rect(x: 0, y: 15, width: 120, height: 60))
        assertEqual(view.center, Point(x: 60, y: 45))
        XCTAssertEqual(view.bounds.size, Size(width: 100, height: 50))
    }

    func testSettingFrameSetsSizeAndMovesCentre() {
        let view = View(frame: .zero)
        view.frame = Rect(x: 4, y: 6, width: 10, height: 20)
        assertEqual(view.center, Point(x: 9, y: 16))
        XCTAssertEqual(view.bounds, Rect(x: 0, y: 0, width: 10, height: 20))
    }

    func testBoundsOriginScrollsContentWithoutMovingTheView() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)
        parent.bounds.origin = Point(x: 5, y: 0)
        assertEqual(parent.frame, Rect(x: 0, y: 0, width: 100, height: 100))
        assertEqual(child.convert(.zero, to: parent), Point(x: 10, y: 10))
        assertEqual(child.convert(.zero, to: nil), Point(x: 5, y: 10))
    }

    func testConvertThroughNestedTransforms() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let outer = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))  // centre (100, 100)
        outer.transform = AffineTransform(scale: 2)
        let inner = View(frame: Rect(x: 10, y: 20, width: 20, height: 10))  // centre (20, 25) in outer
        inner.transform = AffineTransform(rotationAngle: .pi / 2)
        window.addSubview(outer)
        outer.addSubview(inner)
        // inner's (0,0) is (-10,-5) from its centre; rotated: (5,-10); in outer: (25, 15);
        // from outer's centre (50,50): (-25,-35), scaled: (-50,-70); in window: (50, 30).
        let p = inner.convert(.zero, to: nil)
        assertEqual(p, Point(x: 50, y: 30), accuracy: 1e-9)
        assertEqual(inner.convert(p, from: nil), .zero, accuracy: 1e-9)
        assertEqual(inner.convert(Point(x: 3, y: 4), to: outer), Point(x: 21, y: 18), accuracy: 1e-9)
    }

    func testHitTestOfAScaledViewUsesTheScaledArea() {
        let app = makeApp()
        let placard = app.placardView
        let justOutside = Point(x: placard.frame.maxX + 1, y: placard.center.y)
        XCTAssertTrue(app.window.hitTest(justOutside) === app.moveMeView)
        placard.transform = AffineTransform(scale: 1.2)
        XCTAssertTrue(app.window.hitTest(justOutside) === placard)
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
        let app = makeApp()
        let placard = app.placardView
        let start = placard.center
        app.window.animator.animate(withDuration: 1) { placard.center = Point(x: 10, y: 10) }
        app.advance(to: 0.01)
        XCTAssertTrue(app.window.hitTest(Point(x: 10, y: 10)) === placard)
        XCTAssertFalse(app.window.hitTest(start) === placard)
    }

    func testTreeOrderAndQueries() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        XCTAssertEqual(root.subviews.map(ObjectIdentifier.init), [c, a, b].map(ObjectIdentifier.init))
        root.bringSubviewToFront(c)
        XCTAssertTrue(root.subviews.last === c)
        root.sendSubviewToBack(b)
        XCTAssertTrue(root.subviews.first === b)
        a.tag = 7
        let grandchild = View()
        grandchild.tag = 7
        b.addSubview(grandchild)
        XCTAssertTrue(root.viewWithTag(7) === grandchild, "depth first, in subview order: b comes first")
        XCTAssertTrue(grandchild.isDescendant(of: root))
        XCTAssertTrue(grandchild.next === b)
        grandchild.removeFromSuperview()
        XCTAssertNil(grandchild.superview)
        XCTAssertTrue(root.viewWithTag(7) === a)
    }

    func testAutoresizingSharesSlackEvenly() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 40, y: 40, width: 20, height: 20))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
        parent.addSubview(child)
        parent.bounds.size = Size(width: 140, height: 120)
        assertEqual(child.frame, Rect(x: 60, y: 40, width: 20, height: 40))
    }

    func testNextResponderIsTheSuperview() {
        let parent = View(), child = View()
        parent.addSubview(child)
        XCTAssertTrue(child.next === parent)
        XCTAssertNil(Window(frame: .zero).next)
    }
}
