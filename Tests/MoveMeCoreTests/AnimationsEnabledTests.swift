import XCTest
@testable import MoveMeCore

/// `setAnimationsEnabled(_:)` inside a block, as UIKit documents it: it "affects only those
/// animations that are submitted after it is called", so the block's later changes apply at
/// once; and it stays as set until it is set again: committing the block does not turn
/// animations back on (only `performWithoutAnimation` puts the switch back).
final class AnimationsEnabledTests: XCTestCase {
    private var window: Window!
    private var a: View!
    private var b: View!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        b = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
    }

    func testSwitchingOffInsideABlockAppliesTheRestAtOnceAndStaysOff() {
        let animator = window.animator
        var finished: Bool?
        animator.animate(withDuration: 1, curve: .linear, animations: {
            a.center = Point(x: 45, y: 5)
            animator.setAnimationsEnabled(false)
            b.center = Point(x: 45, y: 5)
        }, completion: { finished = $0 })
        XCTAssertEqual(b.presentation.center, Point(x: 45, y: 5), "a change after the switch is shown at once")
        animator.advance(to: 0.5)
        XCTAssertEqual(a.presentation.center, Point(x: 25, y: 5), "the change before it animates")
        XCTAssertFalse(animator.areAnimationsEnabled, "committing the block does not turn animations back on")
        animator.animate(withDuration: 1) { b.alpha = 0 }
        XCTAssertEqual(b.presentation.alpha, 0, "a later block applies at once")
        animator.advance(to: 1)
        XCTAssertEqual(finished, true)
    }

    /// UIKit's `performWithoutAnimation` is for a part of a block: its changes apply at once,
    /// the block's others animate, and the switch is back as it was after it.
    func testPerformWithoutAnimationInsideABlock() {
        let animator = window.animator
        animator.animate(withDuration: 1, curve: .linear) {
            a.center = Point(x: 45, y: 5)
            animator.performWithoutAnimation { b.center = Point(x: 45, y: 5) }
        }
        XCTAssertEqual(b.presentation.center, Point(x: 45, y: 5))
        XCTAssertTrue(animator.areAnimationsEnabled)
        animator.advance(to: 0.5)
        XCTAssertEqual(a.presentation.center, Point(x: 25, y: 5))
    }

    /// Switched back on inside a block begun while off, the block's later changes animate
    /// with its timing: each change asks the switch when it is made.
    func testSwitchingOnInsideABlockAnimatesTheRest() {
        let animator = window.animator
        animator.setAnimationsEnabled(false)
        animator.animate(withDuration: 1, curve: .linear) {
            a.center = Point(x: 45, y: 5)
            animator.setAnimationsEnabled(true)
            b.center = Point(x: 45, y: 5)
        }
        XCTAssertEqual(a.presentation.center, Point(x: 45, y: 5))
        animator.advance(to: 0.5)
        XCTAssertEqual(b.presentation.center, Point(x: 25, y: 5))
    }
}
