import TestSupport
import XCTest
@testable import MoveMeCore

/// Autoresizing, at once, and layout, in the layout pass: when each runs and what each animates.
extension ViewTests {
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
}
