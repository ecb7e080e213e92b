import TestSupport
import XCTest
@testable import MoveMeCore

/// Explicit animations, as CALayer.add(_:forKey:): linear by default, keyframes, a group's
/// curve, the model left alone, and keys that replace.
extension AnimatorTests {
    func testExplicitAnimationsRunLinearlyByDefault() {
        animator.add([.alpha: .basic(from: .scalar(0), to: .scalar(1))], to: view, duration: 1)
        animator.advance(to: 0.25)
        XCTAssertEqual(view.presentation.alpha, 0.25, accuracy: 1e-12)
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
}
