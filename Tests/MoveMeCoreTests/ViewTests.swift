import TestSupport
import XCTest
@testable import MoveMeCore

final class ViewTests: XCTestCase {
    /// Every view of a tree knows its window, through additions, removals and moves, however
    /// deep, as a walk up the superviews would find it.
    func testEveryViewKnowsItsWindowAsTheTreeChanges() {
        let first = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let second = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let outer = View(), inner = View(), leaf = View()
        outer.addSubview(inner)
        XCTAssertNil(inner.window, "a tree without a window")
        first.addSubview(outer)
        inner.addSubview(leaf)
        XCTAssertTrue(outer.window === first && inner.window === first && leaf.window === first)
        second.addSubview(inner)   // moved, subtree and all
        XCTAssertTrue(inner.window === second && leaf.window === second)
        XCTAssertTrue(outer.window === first)
        inner.removeFromSuperview()
        XCTAssertNil(inner.window)
        XCTAssertNil(leaf.window)
        outer.addSubview(inner)
        XCTAssertTrue(leaf.window === first)
        // A window put inside another tree is still its own subviews' window.
        let view = View()
        second.addSubview(view)
        outer.addSubview(second)
        XCTAssertTrue(second.window === second && view.window === second)
    }

    /// A view whose window has gone has no window (the link is weak, as the superview is).
    func testAViewOutlivingItsWindowHasNone() {
        let view = View()
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            XCTAssertTrue(view.window === window)
        }
        XCTAssertNil(view.window)
    }

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

    /// Sizes convert as the programming guide says: an offset from each view's origin, always
    /// positive. A quarter turn swaps width and height; a scale multiplies them; a position
    /// never enters.
    func testConvertSizesThroughARotatedAndAScaledView() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let scaled = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        scaled.transform = AffineTransform(scaleX: 2, y: 3)
        let turned = View(frame: Rect(x: 10, y: 20, width: 20, height: 10))
        turned.transform = AffineTransform(rotationAngle: .pi / 2)
        window.addSubview(scaled)
        scaled.addSubview(turned)
        let size = Size(width: 6, height: 4)
        assertEqual(turned.convert(size, to: scaled), Size(width: 4, height: 6), accuracy: 1e-9)
        assertEqual(scaled.convert(size, to: nil), Size(width: 12, height: 12), accuracy: 1e-9)
        assertEqual(turned.convert(size, to: nil), Size(width: 8, height: 18), accuracy: 1e-9)
        assertEqual(turned.convert(Size(width: 8, height: 18), from: nil), size, accuracy: 1e-9)
        assertEqual(scaled.convert(size, from: turned), Size(width: 4, height: 6), accuracy: 1e-9)
    }

    /// UIKit leaves setting `frame` under a transform undefined; here only the centre moves and
    /// the bounds keep their size, so the transform still applies to the same content.
    func testSettingFrameUnderATransformMovesOnlyTheCentre() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 20))
        view.transform = AffineTransform(scale: 2)
        view.frame = Rect(x: 100, y: 100, width: 6, height: 6)
        assertEqual(view.center, Point(x: 103, y: 103))
        XCTAssertEqual(view.bounds.size, Size(width: 10, height: 20))
        assertEqual(view.frame, Rect(x: 93, y: 83, width: 20, height: 40))
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

    func testNextResponderIsTheSuperview() {
        let parent = View(), child = View()
        parent.addSubview(child)
        XCTAssertTrue(child.next === parent)
        XCTAssertNil(Window(frame: .zero).next)
    }

    /// A view's class named as `String(describing:)` names it (the inspector's and the touch
    /// log's words), though asked of the runtime without it: without the module nor the type it
    /// is nested in, with a generic class's argument.
    func testTypeNameIsTheClassAsDescribed() {
        XCTAssertEqual(View().typeName, "View")
        XCTAssertEqual(Placard().typeName, "Placard")
        XCTAssertEqual(Nested.Inner().typeName, "Inner")
        XCTAssertEqual(Boxed<Int>().typeName, "Boxed<Int>")
        for view in [View(), Placard(), Nested.Inner(), Boxed<Int>()] {
            XCTAssertEqual(view.typeName, String(describing: type(of: view)))
        }
    }

    private final class Placard: View {}
    private enum Nested { final class Inner: View {} }
    private final class Boxed<T>: View {}
}
