import TestSupport
import XCTest
@testable import MoveMeCore

final class AnimatorTests: XCTestCase {
    private var window: Window!
    var view: View!
    var animator: Animator { window.animator }

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
    }

    /// XCTest keeps every test case to the end of the run: let go of the views here, so that
    /// LeakSanitizer sees them freed (script/sanitize).
    override func tearDown() {
        window = nil
        view = nil
    }

    func testModelChangesAtOnceAndPresentationFollows() {
        animator.animate(withDuration: 1, curve: .linear) { view.center = Point(x: 25, y: 5) }
        assertEqual(view.center, Point(x: 25, y: 5))
        assertEqual(view.presentation.center, Point(x: 5, y: 5))
        animator.advance(to: 0.5)
        assertEqual(view.presentation.center, Point(x: 15, y: 5))
        animator.advance(to: 1)
        assertEqual(view.presentation.center, Point(x: 25, y: 5))
        XCTAssertFalse(animator.isAnimating)
    }

    func testDefaultsAreTwoTenthsOfASecondEaseInOut() {
        animator.animate(animations: { view.alpha = 0 })
        animator.advance(to: 0.05)
        XCTAssertEqual(view.presentation.alpha, 1 - TimingCurve.easeInOut.value(at: 0.25), accuracy: 1e-9)
        animator.advance(to: 0.2)
        XCTAssertFalse(animator.isAnimating)
    }

    func testCompletionReportsFinished() {
        var result: Bool?
        animator.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { result = $0 })
        animator.advance(to: 0.29)
        XCTAssertNil(result)
        animator.advance(to: 0.31)
        XCTAssertEqual(result, true)
    }

    func testReplacedAnimationStopsUnfinishedAndNewOneStartsFromTheModel() {
        var first: Bool?
        animator.animate(withDuration: 1, curve: .linear, animations: { view.center = Point(x: 105, y: 5) },
                         completion: { first = $0 })
        animator.advance(to: 0.5)  // showing x = 55
        animator.animate(withDuration: 1, curve: .linear) { view.center = Point(x: 5, y: 5) }
        assertEqual(view.presentation.center, Point(x: 105, y: 5), accuracy: 1e-9)  // the old model value
        animator.advance(to: 0.5)
        XCTAssertEqual(first, false)
    }

    func testReplacingOneOfABlocksPropertiesMakesTheBlockUnfinished() {
        var result: Bool?
        animator.animate(withDuration: 1, animations: {
            view.alpha = 0
            view.center = Point(x: 50, y: 50)
        }, completion: { result = $0 })
        animator.advance(to: 0.5)
        animator.animate(withDuration: 0.1) { view.alpha = 1 }
        animator.advance(to: 0.9)
        XCTAssertNil(result, "the centre is still animating")
        animator.advance(to: 1)
        XCTAssertEqual(result, false)
    }

    func testBeginFromCurrentStateStartsFromWhatIsShown() {
        animator.animate(withDuration: 1, curve: .linear) { view.center = Point(x: 105, y: 5) }
        animator.advance(to: 0.5)
        animator.animate(withDuration: 1, curve: .linear, options: .beginFromCurrentState) {
            view.center = Point(x: 5, y: 5)
        }
        assertEqual(view.presentation.center, Point(x: 55, y: 5))
        animator.advance(to: 1.0)
        assertEqual(view.presentation.center, Point(x: 30, y: 5))
    }

    func testAnInnerBlockFromCurrentStateStartsFromWhatIsShownNotFromTheOuterBlock() {
        animator.animate(withDuration: 1, curve: .linear) { view.center = Point(x: 105, y: 5) }
        animator.advance(to: 0.5)  // showing x = 55
        var outer: Bool?, inner: Bool?
        animator.animate(withDuration: 1, curve: .linear, animations: {
            view.center = Point(x: 205, y: 5)  // from the model, 105: not shown until drawn
            animator.animate(withDuration: 1, options: .beginFromCurrentState, animations: {
                view.center = Point(x: 5, y: 5)
            }, completion: { inner = $0 })
        }, completion: { outer = $0 })
        // The screen showed 55 when the blocks ran, not the outer block's start value, 105.
        assertEqual(view.presentation.center, Point(x: 55, y: 5), accuracy: 1e-9)
        animator.advance(to: 1.0)
        assertEqual(view.presentation.center, Point(x: 30, y: 5), accuracy: 1e-9)
        XCTAssertEqual(outer, false, "replaced by the inner block")
        animator.advance(to: 1.5)
        XCTAssertEqual(inner, true)
        assertEqual(view.presentation.center, Point(x: 5, y: 5), accuracy: 1e-9)
    }

    func testChainedAnimationStartsWhenTheFirstEndsWhateverTheFrameTime() {
        animator.animate(withDuration: 0.15, curve: .linear, animations: { view.alpha = 0 }, completion: { _ in
            self.animator.animate(withDuration: 0.15, curve: .linear) { self.view.alpha = 1 }
        })
        animator.advance(to: 0.25)  // one late frame: the second began at 0.15
        XCTAssertEqual(view.presentation.alpha, 2.0 / 3.0, accuracy: 1e-9)
    }

    func testDelayShowsTheFromValueUntilItStarts() {
        animator.animate(withDuration: 1, delay: 0.5, curve: .linear) { view.alpha = 0 }
        animator.advance(to: 0.4)
        XCTAssertEqual(view.presentation.alpha, 1)
        animator.advance(to: 1.0)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
    }

    func testAutoreverseWithFractionalRepeatCount() {
        var done = false
        animator.animate(withDuration: 1, curve: .linear, options: .autoreverse, repeatCount: 1.25,
                         animations: { view.alpha = 0 }, completion: { _ in done = true })
        animator.advance(to: 0.5)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
        animator.advance(to: 1.5)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)  // on the way back
        animator.advance(to: 2.25)
        XCTAssertEqual(view.presentation.alpha, 0.75, accuracy: 1e-9)  // a quarter of the next cycle
        XCTAssertFalse(done)
        animator.advance(to: 2.5)
        XCTAssertTrue(done)
        XCTAssertEqual(view.presentation.alpha, 0, "rests at the model value")
    }

    func testRepeatForeverKeepsAnimating() {
        animator.animate(withDuration: 0.5, options: .repeat) { view.alpha = 0 }
        animator.advance(to: 1000)
        XCTAssertTrue(animator.isAnimating)
    }

    func testZeroDurationAppliesAtOnceAndCompletes() {
        var result: Bool?
        animator.animate(withDuration: 0, animations: { view.alpha = 0.25 }, completion: { result = $0 })
        XCTAssertEqual(view.presentation.alpha, 0.25)
        animator.advance(to: 0)
        XCTAssertEqual(result, true)
    }

    func testZeroDurationReplacesARunningAnimation() {
        var old: Bool?
        animator.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { old = $0 })
        animator.advance(to: 0.5)
        animator.animate(withDuration: 0) { view.alpha = 1 }
        XCTAssertEqual(view.presentation.alpha, 1)
        animator.advance(to: 0.5)
        XCTAssertEqual(old, false)
        XCTAssertFalse(animator.isAnimating)
    }

    func testRemovingASubtreeStopsTheAnimationsUnderIt() {
        let child = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        view.addSubview(child)
        var result: Bool?
        animator.animate(withDuration: 1, options: .repeat, animations: { child.alpha = 0 }, completion: { result = $0 })
        view.removeFromSuperview()
        animator.advance(to: 0.1)
        XCTAssertFalse(animator.isAnimating)
        XCTAssertEqual(result, false)
    }

    func testAllAnimatableProperties() {
        animator.animate(withDuration: 1, curve: .linear) {
            view.bounds = Rect(x: 0, y: 0, width: 20, height: 30)
            view.transform = AffineTransform(scale: 3)
            view.backgroundColor = Color(white: 1)
        }
        animator.advance(to: 0.5)
        let shown = view.presentation
        assertEqual(shown.bounds, Rect(x: 0, y: 0, width: 15, height: 20))
        XCTAssertEqual(shown.transform.a, 2, accuracy: 1e-9)
        XCTAssertEqual(shown.backgroundColor?.alpha ?? 0, 0.5, accuracy: 1e-9, "from clear")
    }

    func testRemovingAnimationsCompletesThemUnfinished() {
        var result: Bool?
        animator.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { result = $0 })
        animator.removeAllAnimations(of: view)
        animator.advance(to: 0)
        XCTAssertEqual(result, false)
        XCTAssertEqual(view.presentation.alpha, 0)
    }
}
