import TestSupport
import XCTest
@testable import MoveMeCore

final class AnimatorTests: XCTestCase {
    private var window: Window!
    private var view: View!
    private var animator: Animator { window.animator }

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

    func testExplicitAnimationsRunLinearlyByDefault() {
        animator.add([.alpha: .basic(from: .scalar(0), to: .scalar(1))], to: view, duration: 1)
        animator.advance(to: 0.25)
        XCTAssertEqual(view.presentation.alpha, 0.25, accuracy: 1e-12)
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

    func testKeyframesLinearGiveEachSegmentAnEqualShare() {
        let path: [AnimatableValue] = [.point(Point(x: 0, y: 0)), .point(Point(x: 30, y: 0)), .point(Point(x: 30, y: 10))]
        animator.add([.center: .keyframes(path, .linear)], to: view, duration: 1, curve: .linear)
        animator.advance(to: 0.5)
        assertEqual(view.presentation.center, Point(x: 30, y: 0))
        animator.advance(to: 0.75)
        assertEqual(view.presentation.center, Point(x: 30, y: 5))
    }

    func testKeyframesPacedGoAtConstantSpeed() {
        let path: [AnimatableValue] = [.point(Point(x: 0, y: 0)), .point(Point(x: 30, y: 0)), .point(Point(x: 30, y: 10))]
        animator.add([.center: .keyframes(path, .paced)], to: view, duration: 1, curve: .linear)
        animator.advance(to: 0.5)
        assertEqual(view.presentation.center, Point(x: 20, y: 0))
        animator.advance(to: 0.875)
        assertEqual(view.presentation.center, Point(x: 30, y: 5))
    }

    func testExplicitAnimationLeavesTheModelAlone() {
        let before = view.center
        animator.add([.center: .basic(from: .point(.zero), to: .point(Point(x: 50, y: 50)))], to: view, duration: 1)
        assertEqual(view.center, before)
        animator.advance(to: 1)
        assertEqual(view.presentation.center, before, accuracy: 1e-9)
    }

    func testGroupCurveWarpsEveryTrack() {
        animator.add([
            .center: .basic(from: .point(.zero), to: .point(Point(x: 100, y: 0))),
            .alpha: .basic(from: .scalar(0), to: .scalar(1)),
        ], to: view, duration: 2, curve: .easeIn)
        animator.advance(to: 1)
        let eased = TimingCurve.easeIn.value(at: 0.5)
        XCTAssertEqual(view.presentation.center.x, 100 * eased, accuracy: 1e-9)
        XCTAssertEqual(view.presentation.alpha, eased, accuracy: 1e-9)
    }

    func testRemovingAnimationsCompletesThemUnfinished() {
        var result: Bool?
        animator.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { result = $0 })
        animator.removeAllAnimations(of: view)
        animator.advance(to: 0)
        XCTAssertEqual(result, false)
        XCTAssertEqual(view.presentation.alpha, 0)
    }

    // MARK: Nested blocks

    func testANestedBlockInheritsTheOuterDurationAndCurve() {
        var inner: Bool?
        animator.animate(withDuration: 1, curve: .linear, animations: {
            view.alpha = 0
            animator.animate(withDuration: 0.1, curve: .easeIn, animations: {
                view.center = Point(x: 105, y: 5)
            }, completion: { inner = $0 })
        })
        animator.advance(to: 0.5)
        assertEqual(view.presentation.center, Point(x: 55, y: 5), accuracy: 1e-9)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
        XCTAssertNil(inner, "still running on the outer block's second")
        animator.advance(to: 1)
        XCTAssertEqual(inner, true)
    }

    func testANestedBlockKeepsItsOwnDurationOrCurveWhenToldTo() {
        animator.animate(withDuration: 1, curve: .linear) {
            animator.animate(withDuration: 0.5, curve: .easeIn, options: .overrideInheritedDuration) {
                view.center = Point(x: 105, y: 5)
            }
            animator.animate(withDuration: 0.5, curve: .easeIn, options: .overrideInheritedCurve) {
                view.alpha = 0
            }
        }
        animator.advance(to: 0.25)
        // Its own 0.5 s, the outer linear curve: half way.
        assertEqual(view.presentation.center, Point(x: 55, y: 5), accuracy: 1e-9)
        // The outer 1 s, its own ease-in: ease-in at a quarter is 0.093465.
        XCTAssertEqual(view.presentation.alpha, 1 - 0.093465, accuracy: 1e-4)
        animator.advance(to: 0.5)
        XCTAssertEqual(animator.animationKeys(of: view), ["opacity"])
    }

    func testANestedBlockInheritsRepeatAndAutoreverseUnlessItOverridesOptions() {
        animator.animate(withDuration: 1, curve: .linear, options: [.autoreverse, .repeat]) {
            animator.animate(animations: { view.alpha = 0 })
            animator.animate(options: .overrideInheritedOptions, animations: { view.center = Point(x: 105, y: 5) })
        }
        animator.advance(to: 1.5)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9, "on its way back")
        assertEqual(view.presentation.center, view.center, accuracy: 1e-9)  // played once and stopped
        XCTAssertEqual(animator.animationKeys(of: view), ["opacity"])
    }

    func testAnInnerBlockReplacesAnOuterChangeMadeBeforeIt() {
        // UIKit adds each animation when its property is set, so the inner one, set later, wins.
        var outer: Bool?, inner: Bool?
        animator.animate(withDuration: 1, curve: .linear, animations: {
            view.center = Point(x: 100, y: 5)
            animator.animate(withDuration: 1, options: .overrideInheritedDuration, animations: {
                view.center = Point(x: 50, y: 5)
            }, completion: { inner = $0 })
        }, completion: { outer = $0 })
        assertEqual(view.center, Point(x: 50, y: 5))
        animator.advance(to: 0.5)
        // From the model value the outer block left, 100, half way to 50.
        assertEqual(view.presentation.center, Point(x: 75, y: 5), accuracy: 1e-9)
        XCTAssertEqual(outer, false, "replaced by the inner block")
        XCTAssertNil(inner)
        animator.advance(to: 1)
        assertEqual(view.presentation.center, Point(x: 50, y: 5), accuracy: 1e-9)
        XCTAssertEqual(inner, true)
        XCTAssertEqual(outer, false, "told once")
    }

    func testAnOuterChangeMadeAfterAnInnerBlockReplacesIt() {
        var outer: Bool?, inner: Bool?
        animator.animate(withDuration: 1, curve: .linear, animations: {
            animator.animate(withDuration: 0.5, options: .overrideInheritedDuration, animations: {
                view.center = Point(x: 50, y: 5)
            }, completion: { inner = $0 })
            view.center = Point(x: 105, y: 5)
        }, completion: { outer = $0 })
        animator.advance(to: 0.5)
        // From 50, where the inner block left the model, half way to 105.
        assertEqual(view.presentation.center, Point(x: 77.5, y: 5), accuracy: 1e-9)
        XCTAssertEqual(inner, false)
        animator.advance(to: 1)
        XCTAssertEqual(outer, true)
    }

    func testAPropertySetTwiceInOneBlockAnimatesFromItsFirstValueAndFinishes() {
        var result: Bool?
        animator.animate(withDuration: 1, curve: .linear, animations: {
            view.center = Point(x: 50, y: 5)
            view.center = Point(x: 105, y: 5)
        }, completion: { result = $0 })
        animator.advance(to: 0.5)
        assertEqual(view.presentation.center, Point(x: 55, y: 5), accuracy: 1e-9)
        XCTAssertEqual(animator.animationKeys(of: view), ["position"])
        animator.advance(to: 1)
        XCTAssertEqual(result, true)
    }

    func testANestedBlockOfAnInstantBlockIsInstantToo() {
        var inner: Bool?
        animator.animate(withDuration: 0, animations: {
            animator.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { inner = $0 })
        })
        XCTAssertEqual(view.presentation.alpha, 0)
        XCTAssertFalse(animator.animationKeys(of: view).contains("opacity"))
        animator.advance(to: 0)
        XCTAssertEqual(inner, true)
    }

    // MARK: Keys

    func testExplicitAnimationsReplaceByKeyNotByProperty() {
        var first: Bool?, second: Bool?, third: Bool?
        let fade: [AnimatableProperty: AnimationTrack] = [.alpha: .basic(from: .scalar(0), to: .scalar(1))]
        let dim: [AnimatableProperty: AnimationTrack] = [.alpha: .basic(from: .scalar(0), to: .scalar(0.5))]
        animator.add(fade, to: view, duration: 1, forKey: "a", completion: { first = $0 })
        animator.add(dim, to: view, duration: 1, forKey: "b", completion: { second = $0 })
        animator.advance(to: 0.5)
        XCTAssertEqual(view.presentation.alpha, 0.25, accuracy: 1e-9, "the last added is shown")
        XCTAssertNil(first, "another key does not replace it")
        animator.add(fade, to: view, duration: 1, forKey: "b", completion: { third = $0 })
        animator.advance(to: 0.5)
        XCTAssertEqual(second, false, "the same key replaces it")
        XCTAssertEqual(view.presentation.alpha, 0, accuracy: 1e-9)
        animator.advance(to: 1.5)
        XCTAssertEqual(first, true)
        XCTAssertEqual(third, true)
    }

    func testANilKeyNeverReplaces() {
        var results: [Bool] = []
        for _ in 0..<2 {
            animator.add([.alpha: .basic(from: .scalar(0), to: .scalar(1))], to: view, duration: 1,
                         completion: { results.append($0) })
        }
        animator.animate(withDuration: 0.5) { view.alpha = 0.3 }  // a block: key "opacity"
        animator.advance(to: 1)
        XCTAssertEqual(results, [true, true])
    }

    func testABlockReplacesTheExplicitAnimationUnderItsKeyPath() {
        var explicit: Bool?
        animator.add([.center: .basic(from: .point(.zero), to: .point(Point(x: 50, y: 50)))], to: view,
                     duration: 1, forKey: AnimatableProperty.center.keyPath, completion: { explicit = $0 })
        animator.animate(withDuration: 1) { view.center = Point(x: 9, y: 9) }
        animator.advance(to: 0)
        XCTAssertEqual(explicit, false)
    }

    func testRemoveAnimationForKey() {
        var result: Bool?
        animator.add([.alpha: .basic(from: .scalar(0), to: .scalar(1))], to: view, duration: 1, forKey: "fade",
                     completion: { result = $0 })
        animator.removeAnimation(forKey: "other", of: view)
        XCTAssertEqual(animator.animationKeys(of: view), ["fade"])
        animator.removeAnimation(forKey: "fade", of: view)
        animator.advance(to: 0)
        XCTAssertEqual(result, false)
        XCTAssertFalse(animator.isAnimating)
    }

    // MARK: Bad numbers

    func testNonFiniteOrNegativeDurationsApplyAtOnce() {
        for duration in [Double.nan, .infinity, -.infinity, -1] {
            var result: Bool?
            animator.animate(withDuration: duration, animations: { view.alpha = 0.5 }, completion: { result = $0 })
            XCTAssertEqual(view.presentation.alpha, 0.5, "duration \(duration)")
            animator.add([.center: .basic(from: .point(.zero), to: .point(Point(x: 50, y: 50)))], to: view,
                         duration: duration, forKey: "k")
            assertEqual(view.presentation.center, view.center)
            animator.advance(to: animator.currentTime)
            XCTAssertEqual(result, true)
            XCTAssertFalse(animator.isAnimating)
            view.alpha = 1
        }
    }

    func testNonFiniteOrNegativeDelaysAreNoDelay() {
        for delay in [Double.nan, .infinity, -.infinity, -3] {
            let start = animator.currentTime
            var result: Bool?
            animator.animate(withDuration: 1, delay: delay, curve: .linear, animations: { view.alpha = 0 },
                             completion: { result = $0 })
            animator.advance(to: start + 0.5)
            XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9, "delay \(delay)")
            animator.advance(to: start + 1)
            XCTAssertEqual(result, true)
            view.alpha = 1
        }
    }

    func testBadRepeatCountsPlayOnce() {
        for count in [Double.nan, -2] {
            let start = animator.currentTime
            var result: Bool?
            animator.animate(withDuration: 1, repeatCount: count, animations: { view.alpha = 0 },
                             completion: { result = $0 })
            animator.advance(to: start + 1)
            XCTAssertEqual(result, true, "repeat count \(count)")
            view.alpha = 1
        }
    }

    func testNonFiniteTimesAreIgnored() {
        let clock = Animator(time: .nan)
        XCTAssertEqual(clock.currentTime, 0)
        XCTAssertEqual(Animator(time: -.infinity).currentTime, 0)
        animator.animate(withDuration: 1, curve: .linear) { view.alpha = 0 }
        animator.advance(to: 0.25)
        for time in [Double.nan, .infinity, -.infinity] {
            animator.advance(to: time)
            XCTAssertEqual(animator.currentTime, 0.25)
            XCTAssertEqual(view.presentation.alpha, 0.75, accuracy: 1e-9)
        }
    }
}
