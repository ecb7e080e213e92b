import TestSupport
import XCTest
@testable import MoveMeCore

/// Bad numbers never poison the model: durations, delays, repeat counts and times that are
/// not finite or are negative.
extension AnimatorTests {
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
