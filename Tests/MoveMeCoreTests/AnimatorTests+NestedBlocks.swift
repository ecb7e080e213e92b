import TestSupport
import XCTest
@testable import MoveMeCore

/// A block inside a block: what it inherits, what it keeps, and which change to a property
/// wins.
extension AnimatorTests {
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
}
