import XCTest
@testable import MoveMeCore

/// Animations switched off, and the animation delegate told when a block starts and stops.
extension ViewChapterTests {
    func testWithAnimationsOffABlockAppliesAtOnceAndCompletesFinished() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let animator = window.animator
        var result: Bool?
        animator.setAnimationsEnabled(false)
        animator.animate(withDuration: 1, animations: { view.center = Point(x: 50, y: 50) }, completion: { result = $0 })
        XCTAssertEqual(view.presentation.center, Point(x: 50, y: 50), "shown at once")
        animator.advance(to: 0)
        XCTAssertEqual(result, true)
        animator.setAnimationsEnabled(true)
        animator.animate(withDuration: 1, animations: { view.center = Point(x: 0, y: 50) })
        animator.performWithoutAnimation { view.alpha = 0.5 }
        XCTAssertEqual(view.presentation.alpha, 0.5)
        XCTAssertTrue(animator.areAnimationsEnabled, "performWithoutAnimation puts it back")
        animator.advance(to: 0.5)
        XCTAssertEqual(view.presentation.center, Point(x: 25, y: 50), "the block before still animates")
    }

    private final class Delegate: AnimationDelegate {
        var events: [String] = []
        let animator: Animator
        init(_ animator: Animator) { self.animator = animator }
        func animationWillStart(_ animationID: String?, context: Any?) {
            events.append("start \(animationID ?? "-") at \(animator.currentTime)")
        }
        func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {
            events.append("stop \(animationID ?? "-") \(finished) at \(animator.currentTime)")
        }
    }

    func testTheDelegateIsToldWhenTheBlockStartsAndStops() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let delegate = Delegate(window.animator)
        window.animator.animate("move", delegate: delegate, withDuration: 0.5, delay: 0.25) { view.alpha = 0 }
        XCTAssertTrue(window.animator.isAnimating)
        window.animator.advance(to: 0.2)
        XCTAssertEqual(delegate.events, [])
        window.animator.advance(to: 2)
        XCTAssertEqual(delegate.events, ["start move at 0.25", "stop move true at 0.75"])
        delegate.events = []
        window.animator.animate("cut", delegate: delegate, withDuration: 1) { view.alpha = 1 }
        window.animator.advance(to: 2.5)
        window.animator.animate(withDuration: 0.1) { view.alpha = 0.5 }  // replaces it
        window.animator.advance(to: 3)
        XCTAssertEqual(delegate.events, ["start cut at 2.0", "stop cut false at 2.5"])
    }
}
