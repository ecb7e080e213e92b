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

    func testAutoresizingWithOneFlexiblePartGivesItAllTheChange() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 40, y: 40, width: 20, height: 20))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
        parent.addSubview(child)
        parent.bounds.size = Size(width: 140, height: 120)
        assertEqual(child.frame, Rect(x: 60, y: 40, width: 20, height: 40))
    }

    /// UIKit shares a change among the flexible parts in proportion to their lengths; an even
    /// share would put this child at x = 50, not 20.
    func testAutoresizingSharesTheChangeInProportionToTheFlexibleParts() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let margins = View(frame: Rect(x: 10, y: 0, width: 20, height: 10))  // margins 10 and 70
        margins.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let widthAndMargin = View(frame: Rect(x: 0, y: 10, width: 20, height: 10))  // width 20, margin 80
        widthAndMargin.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        let all = View(frame: Rect(x: 0, y: 20, width: 100, height: 60))  // top 20, height 60, bottom 20
        all.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        let zeroes = View(frame: Rect(x: 0, y: 0, width: 0, height: 0))  // nothing to weigh: even
        zeroes.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        for view in [margins, widthAndMargin, all, zeroes] { parent.addSubview(view) }
        parent.bounds.size = Size(width: 180, height: 150)
        assertEqual(margins.frame, Rect(x: 20, y: 0, width: 20, height: 10))
        assertEqual(widthAndMargin.frame, Rect(x: 0, y: 10, width: 36, height: 10))
        assertEqual(all.frame, Rect(x: 0, y: 30, width: 100, height: 90))
        assertEqual(zeroes.frame, Rect(x: 40, y: 0, width: 40, height: 0))
    }

    // MARK: Layout

    /// Counts its layouts and remembers the geometry it saw.
    private final class LayoutRecorder: View {
        var layouts = 0
        var seen: (center: Point, size: Size)?
        var onLayout: ((LayoutRecorder) -> Void)?
        override func layoutSubviews() {
            layouts += 1
            seen = (center, bounds.size)
            onLayout?(self)
        }
    }

    func testLayoutWaitsForTheLayoutPassAndRunsOnce() {
        let parent = LayoutRecorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 1, "a new view lays out once")
        parent.bounds.size = Size(width: 120, height: 100)
        XCTAssertEqual(child.bounds.width, 120, "autoresizing is at once")
        parent.bounds.size = Size(width: 140, height: 100)
        parent.frame = Rect(x: 0, y: 0, width: 160, height: 100)
        XCTAssertEqual(parent.layouts, 1, "layout waits for the pass")
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 2, "three changes, one layout")
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 2, "nothing asked for it")
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 3)
    }

    /// Setting `frame` sets the size and then the centre; the layout sees both.
    func testLayoutAfterSettingFrameSeesTheNewCentre() {
        let view = LayoutRecorder(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.frame = Rect(x: 50, y: 50, width: 20, height: 30)
        view.layoutIfNeeded()
        assertEqual(view.seen!.center, Point(x: 60, y: 65))
        XCTAssertEqual(view.seen!.size, Size(width: 20, height: 30))
    }

    func testAParentLaysOutBeforeItsSubviewsInOnePass() {
        let parent = LayoutRecorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutRecorder(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.onLayout = { $0.subviews[0].bounds.size = Size(width: $0.bounds.width / 2, height: 10) }
        parent.bounds.size = Size(width: 60, height: 100)
        parent.layoutIfNeeded()
        XCTAssertEqual(child.layouts, 2)
        XCTAssertEqual(child.seen!.size.width, 30)
    }

    /// Inside an animation block, autoresizing is animated with the change that caused it; a
    /// layout left to the next pass is not, unless the block runs the pass itself.
    func testLayoutIsAnimatedOnlyWhenTheBlockRunsIt() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let parent = LayoutRecorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = View(frame: Rect(x: 0, y: 0, width: 100, height: 10))
        stretchy.autoresizingMask = .flexibleWidth
        let placed = View(frame: Rect(x: 0, y: 50, width: 10, height: 10))
        parent.onLayout = { placed.center = Point(x: $0.bounds.width - 5, y: 55) }
        window.addSubview(parent)
        parent.addSubview(stretchy)
        parent.addSubview(placed)
        window.layoutIfNeeded()
        let animator = window.animator
        animator.animate(withDuration: 1, curve: .linear) { parent.bounds.size = Size(width: 200, height: 100) }
        window.layoutIfNeeded()  // the next pass, outside the block
        animator.advance(to: 0.5)
        XCTAssertEqual(stretchy.presentation.bounds.width, 150, accuracy: 1e-9, "autoresizing: animated")
        XCTAssertEqual(placed.presentation.center.x, 195, accuracy: 1e-9, "layout in a later pass: not")

        animator.animate(withDuration: 1, curve: .linear) {
            parent.bounds.size = Size(width: 100, height: 100)
            window.layoutIfNeeded()
        }
        animator.advance(to: 1.0)
        XCTAssertEqual(stretchy.presentation.bounds.width, 150, accuracy: 1e-9)
        XCTAssertEqual(placed.presentation.center.x, 145, accuracy: 1e-9, "layout run in the block: animated")
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
