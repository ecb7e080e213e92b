import XCTest
@testable import MoveMeCore

/// The guide's view chapter: layout runs when the bounds' size or the transform changes, not
/// only on `setNeedsLayout`, and never for a move.
final class LayoutTriggerTests: XCTestCase {
    private final class Counting: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    private var window: Window!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 20, height: 8))
    }

    // MARK: Layout

    /// A new size of the bounds or a new transform asks for layout; a move (the centre) or the
    /// same value again does not.
    func testLayoutFollowsTheBoundsSizeAndTheTransformButNotAMove() {
        let view = Counting(frame: Rect(x: 2, y: 2, width: 6, height: 4))
        window.addSubview(view)
        window.layoutIfNeeded()
        view.layouts = 0
        view.center = Point(x: 9, y: 5)
        window.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 0, "a move is no layout")
        view.transform = AffineTransform(scale: 1.2)
        XCTAssertTrue(view.needsLayout)
        window.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 1)
        view.transform = AffineTransform(scale: 1.2)
        window.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 1, "the same transform again")
        window.animator.animate(withDuration: 1) { view.transform = .identity }
        window.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 2, "set in a block: the model changes once")
        window.animator.advance(to: 0.5)
        window.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 2, "what is shown moving is no layout")
        view.bounds.size = Size(width: 8, height: 4)
        window.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 3)
    }
}

/// The layout pass walks only the branches that asked: a mark deep down is found, the views
/// on the way are not laid out, a view added is, and a view that asks while the pass runs (after
/// the pass went by it) is laid out in the next.
final class LayoutPassTests: XCTestCase {
    private final class Counting: View {
        var layouts = 0
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            layouts += 1
            onLayout?()
        }
    }

    func testAPassFindsADeepMarkAndLaysOutOnlyIt() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let a = Counting(), b = Counting(), c = Counting()
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        window.layoutIfNeeded()
        XCTAssertEqual([a.layouts, b.layouts, c.layouts], [1, 1, 1])
        XCTAssertFalse(window.subtreeNeedsLayout)
        c.setNeedsLayout()
        XCTAssertTrue(window.subtreeNeedsLayout && a.subtreeNeedsLayout && b.subtreeNeedsLayout)
        XCTAssertFalse(a.needsLayout || b.needsLayout)
        window.layoutIfNeeded()
        XCTAssertEqual([a.layouts, b.layouts, c.layouts], [1, 1, 2])
        XCTAssertFalse(window.subtreeNeedsLayout || c.subtreeNeedsLayout)
        let d = Counting()
        b.addSubview(d)
        window.layoutIfNeeded()
        XCTAssertEqual([b.layouts, d.layouts], [2, 1], "a view added is laid out, and its new parent")
    }

    func testAViewThatAsksAfterThePassWentByIsLaidOutInTheNext() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let first = Counting(), second = Counting()
        window.addSubview(first)
        window.addSubview(second)
        window.layoutIfNeeded()
        second.setNeedsLayout()
        second.onLayout = { first.setNeedsLayout() }
        window.layoutIfNeeded()
        XCTAssertEqual([first.layouts, second.layouts], [1, 2])
        second.onLayout = nil
        window.layoutIfNeeded()
        XCTAssertEqual([first.layouts, second.layouts], [2, 2])
        window.layoutIfNeeded()
        XCTAssertEqual([first.layouts, second.layouts], [2, 2], "then nothing")
    }
}
