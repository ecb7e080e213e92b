import XCTest
@testable import MoveMeCore

/// A view taken out of its window while a finger is on it: UIKit cancels the touch
/// (`touchesCancelled`: an interruption is anything that "causes the view handling the touch
/// events to be removed from its window"), and the finger's later moves and lift go to no one.
final class RemovedViewTouchTests: XCTestCase {
    /// Records what it is told, and may take itself out of the window when touched.
    private final class Recorder: View {
        var phases: [TouchPhase] = []
        var leavesWhenTouched = false
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
            phases.append(.began)
            if leavesWhenTouched { removeFromSuperview() }
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event) { phases.append(.moved) }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) { phases.append(.ended) }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
            phases += touches.map(\.phase)
        }
    }

    private var window: Window!
    private var dispatcher: TouchDispatcher!
    private var left: Recorder!
    private var right: Recorder!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        left = Recorder(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        right = Recorder(frame: Rect(x: 20, y: 0, width: 20, height: 20))
        window.addSubview(left)
        window.addSubview(right)
        dispatcher = TouchDispatcher(window: window)
    }

    func testRemovingATouchedViewCancelsItsTouch() {
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 1)
        dispatcher.pointerMoved(to: Point(x: 6, y: 5), time: 1.1)
        left.removeFromSuperview()
        XCTAssertEqual(left.phases, [.began, .moved, .cancelled])
        XCTAssertNil(dispatcher.activeTouch, "the touch is over")
        dispatcher.pointerMoved(to: Point(x: 7, y: 5), time: 1.2)
        dispatcher.pointerUp(at: Point(x: 7, y: 5), time: 1.3)
        XCTAssertEqual(left.phases, [.began, .moved, .cancelled], "its finger's move and lift go to no one")
    }

    /// Taking out a view's superview takes the view out of the window too; another view's
    /// finger goes on.
    func testRemovingAnAncestorCancelsOnlyTheTouchesUnderIt() {
        let parent = View(frame: window.bounds)
        window.addSubview(parent)
        left.removeFromSuperview()
        parent.addSubview(left)
        window.bringSubviewToFront(right)
        dispatcher.fingerDown(1, at: Point(x: 5, y: 5), time: 1)
        dispatcher.fingerDown(2, at: Point(x: 25, y: 5), time: 1)
        parent.removeFromSuperview()
        XCTAssertEqual(left.phases, [.began, .cancelled])
        XCTAssertNotNil(dispatcher.touch(forFinger: 2))
        dispatcher.fingerUp(2, at: Point(x: 25, y: 5), time: 1.5)
        XCTAssertEqual(right.phases, [.began, .ended])
    }

    /// Moved to another superview in the same window, the view keeps its touch.
    func testAViewMovedWithinItsWindowKeepsItsTouch() {
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 1)
        right.addSubview(left)
        dispatcher.pointerUp(at: Point(x: 5, y: 5), time: 1.2)
        XCTAssertEqual(left.phases, [.began, .ended])
    }

    /// A view that takes itself out when it is touched gets its cancel at once, and nothing
    /// after it, in an event of one finger and in an event of several.
    func testAViewThatLeavesAsItIsTouchedIsCancelledOnce() {
        left.leavesWhenTouched = true
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 1)
        dispatcher.pointerUp(at: Point(x: 5, y: 5), time: 1.2)
        XCTAssertEqual(left.phases, [.began, .cancelled])

        right.leavesWhenTouched = true
        right.isMultipleTouchEnabled = true
        dispatcher.fingersChanged([.down(1, at: Point(x: 25, y: 5)), .down(2, at: Point(x: 30, y: 5))], time: 2)
        XCTAssertEqual(right.phases, [.began, .cancelled, .cancelled], "both fingers, each cancelled once")
    }
}
