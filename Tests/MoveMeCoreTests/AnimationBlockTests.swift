import XCTest
@testable import MoveMeCore

/// The begin/commit block (`beginAnimations(_:context:)`): its delegate gets the block's
/// context, and a start date (`setAnimationStartDate`) holds what is shown until it comes.
final class AnimationBlockTests: XCTestCase {
    private var window: Window!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 20, height: 8))
    }

    private final class Delegate: AnimationDelegate {
        var events: [String] = []
        let animator: Animator
        init(_ animator: Animator) { self.animator = animator }
        func animationWillStart(_ animationID: String?, context: Any?) {
            events.append("start \(animationID ?? "-") \(context as? String ?? "-") at \(animator.currentTime)")
        }
        func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {
            events.append("stop \(animationID ?? "-") \(finished) \(context as? String ?? "-") at \(animator.currentTime)")
        }
    }

    /// `beginAnimations(_:context:)`'s context comes back to both of the delegate's methods.
    func testTheDelegateGetsTheBlocksContext() {
        let view = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(view)
        let delegate = Delegate(window.animator)
        window.animator.animate("fade", context: "the placard", delegate: delegate, withDuration: 0.5) { view.alpha = 0 }
        window.animator.advance(to: 1)
        XCTAssertEqual(delegate.events, ["start fade the placard at 0.0", "stop fade true the placard at 0.5"])
    }

    /// `setAnimationStartDate`: the model value is set at once; what is shown keeps the old
    /// value until the date (then any delay) has come, and the block runs from there. A date
    /// is a time: slow animations stretch the animation, not the wait for the date.
    func testAStartDateHoldsTheOldValueUntilItComes() {
        let view = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(view)
        let delegate = Delegate(window.animator)
        window.animator.animate("later", delegate: delegate, withDuration: 1, curve: .linear, startDate: 2) { view.alpha = 0 }
        XCTAssertEqual(view.alpha, 0, "the model at once")
        window.animator.advance(to: 1.5)
        XCTAssertEqual(view.presentation.alpha, 1)
        XCTAssertEqual(delegate.events, [])
        window.animator.advance(to: 2.5)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
        window.animator.advance(to: 4)
        XCTAssertEqual(delegate.events, ["start later - at 2.0", "stop later true - at 3.0"])

        let slow = Window(frame: window.frame)
        let other = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        slow.addSubview(other)
        slow.animator.speed = Animator.slowAnimationsSpeed
        slow.animator.animate("slow", delegate: delegate, withDuration: 1, delay: 0.5, curve: .linear, startDate: 2) {
            other.alpha = 0
        }
        slow.animator.advance(to: 6.9)
        XCTAssertEqual(other.presentation.alpha, 1, "the date, then the delay, stretched: 2 + 5 s")
        slow.animator.advance(to: 12)
        XCTAssertEqual(other.presentation.alpha, 0.5, accuracy: 1e-9)
    }

    /// A date already past is now.
    func testAStartDateInThePastIsNow() {
        let view = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(view)
        window.animator.advance(to: 3)
        let delegate = Delegate(window.animator)
        window.animator.animate("now", delegate: delegate, withDuration: 1, curve: .linear, startDate: 1) { view.alpha = 0 }
        window.animator.advance(to: 3.5)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
    }
}
