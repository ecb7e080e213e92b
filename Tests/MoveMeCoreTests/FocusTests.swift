import XCTest
@testable import MoveMeCore
import TestSupport

/// A view the keyboard's focus may be on.
private final class FocusableView: View {
    override var canBecomeFocused: Bool { true }
}

/// The keyboard's focus as iPadOS moves it with Tab: the views that can become focused, in
/// reading order from where they are, round to the first after the last; and the frame shown,
/// for a front end to mark.
final class FocusTests: XCTestCase {
    private let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))

    private func focusable(_ frame: Rect, in parent: View? = nil) -> View {
        let view = FocusableView(frame: frame)
        (parent ?? window).addSubview(view)
        return view
    }

    func testTabGoesInReadingOrderAndComesRound() {
        let right = focusable(Rect(x: 50, y: 10, width: 10, height: 10))
        let below = focusable(Rect(x: 0, y: 30, width: 10, height: 10))
        let left = focusable(Rect(x: 10, y: 10, width: 10, height: 10))
        window.addSubview(View(frame: Rect(x: 0, y: 0, width: 5, height: 5)))  // not focusable
        XCTAssertNil(window.focusedView)
        XCTAssertTrue(window.focusableViews.elementsEqual([left, right, below], by: ===))
        XCTAssertTrue(window.focusNextView() === left)
        XCTAssertTrue(left.isFocused)
        XCTAssertTrue(window.focusNextView() === right)
        XCTAssertFalse(left.isFocused)
        XCTAssertTrue(window.focusNextView() === below)
        XCTAssertTrue(window.focusNextView() === left, "after the last, the first")
        // Moved (a drag, the physics): the order is where they are now.
        right.center = Point(x: 5, y: 2)
        XCTAssertTrue(window.focusNextView() === below, "after left, now the last: below")
        XCTAssertTrue(window.focusNextView() === right)
    }

    func testHiddenOrRemovedViewsAreNotFocused() {
        let a = focusable(Rect(x: 0, y: 0, width: 10, height: 10))
        let holder = View(frame: Rect(x: 20, y: 0, width: 20, height: 20))
        window.addSubview(holder)
        let b = focusable(Rect(x: 0, y: 0, width: 10, height: 10), in: holder)
        XCTAssertTrue(window.focusableViews.elementsEqual([a, b], by: ===))
        window.focusNextView()
        window.focusNextView()
        XCTAssertTrue(window.focusedView === b)
        holder.isHidden = true
        XCTAssertNil(window.focusedView, "under a hidden view")
        XCTAssertTrue(window.focusableViews.elementsEqual([a], by: ===))
        holder.isHidden = false
        XCTAssertNil(window.focusedView, "shown again, it has not the focus back")
        window.focusNextView()
        window.focusNextView()
        b.removeFromSuperview()
        XCTAssertNil(window.focusedView, "gone from the window")
        XCTAssertTrue(window.focusNextView() === a)
        a.removeFromSuperview()
        XCTAssertNil(window.focusNextView(), "nothing to focus")
    }

    func testThePresentationFrameInTheWindowIsWhatIsShown() {
        let holder = View(frame: Rect(x: 10, y: 4, width: 40, height: 20))
        window.addSubview(holder)
        let view = focusable(Rect(x: 2, y: 2, width: 10, height: 6), in: holder)
        assertEqual(view.presentationFrameInWindow!, Rect(x: 12, y: 6, width: 10, height: 6))
        view.transform = AffineTransform(scale: 2)
        assertEqual(view.presentationFrameInWindow!, Rect(x: 7, y: 3, width: 20, height: 12))
        window.animator.animate(withDuration: 1) { view.center = Point(x: 27, y: 15) }
        window.animator.advance(to: 0.5)
        assertEqual(view.presentationFrameInWindow!, Rect(x: 17, y: 8, width: 20, height: 12))  // half way
        XCTAssertNil(FocusableView(frame: .zero).presentationFrameInWindow)
    }
}
