@testable import MoveMeSession
import XCTest
import MoveMeCore

/// Taps, swipes and time: a single click waits out the double-tap interval with no input, a
/// perform due waits for its frame, a swipe slides the tiles.
extension TouchesSessionTests {
    func testASingleClickWaitsTheDoubleTapIntervalWithNoInputThenADoubleClickNeverDoesBoth() {
        let h = harness()
        h.press(8, 10)
        let released = h.time
        h.release(8, 10)
        // Whole milliseconds, rounded up: 250 or, with the time's rounding, 251.
        XCTAssertEqual(Double(h.session.timeout(at: released + 0.1) ?? 0), 250, accuracy: 1,
                       "the shell sleeps until the single tap is due")
        h.wait(0.34)
        XCTAssertFalse(h.caption.contains("single tap"), h.caption)
        h.wait(0.02)
        XCTAssertTrue(h.caption.hasPrefix(" single tap — waited 0.35 s: ordinary tile to the front"), h.caption)
        XCTAssertNil(h.session.timeout(at: h.time), "nothing more is due: it sleeps until input")

        h.press(30, 18)  // the background: nothing
        h.release(30, 18)
        h.wait(1)
        h.press(40, 10)
        h.release(40, 10)
        h.wait(0.1)
        h.press(40, 10)
        h.release(40, 10)
        XCTAssertTrue(h.caption.hasPrefix(" double tap: multi-touch tile springs back to its size"), h.caption)
        h.wait(1)
        XCTAssertTrue(h.caption.hasPrefix(" double tap: multi-touch tile springs back to its size"), h.caption)
        XCTAssertNil(h.session.timeout(at: h.time))
    }

    /// A single tap falling due just after a frame is drawn waits for the next frame the
    /// scheduler allows, rather than the shell polling with no timeout over and over.
    func testAPerformDueRightAfterAFrameWaitsForTheNextFrameWithoutSpinning() {
        let h = harness()
        h.press(8, 10)
        let released = h.time
        h.release(8, 10)
        let due = released + 0.35
        h.session.scheduler.setNeedsFrame()
        XCTAssertTrue(h.session.drawIfDue(at: due - 0.001))
        XCTAssertFalse(h.session.drawIfDue(at: due + 0.001), "too soon after the last frame")
        // A quarter of a 60 fps frame after the last: 4.17 ms less the 2 ms gone, rounded up.
        XCTAssertEqual(h.session.timeout(at: due + 0.001), 3, "the frame's input interval, not 0 ms again")
        XCTAssertTrue(h.session.drawIfDue(at: due + 0.004))
        XCTAssertTrue(h.caption.hasPrefix(" single tap — waited 0.35 s"), h.caption)
    }

    func testASwipeOnTheBackgroundSlidesTheTilesAlong() {
        let h = harness()
        h.press(20, 20)
        h.drag(26, 20)
        h.drag(33, 20)
        XCTAssertTrue(h.caption.hasPrefix(" swipe right: the tiles slide right"), h.caption)
        h.release(33, 20)
        h.wait(0.5)
        XCTAssertEqual(center(h, .ordinary), Point(x: 40, y: 24))
        XCTAssertEqual(center(h, .exclusive), Point(x: 13, y: 24))
        h.press(60, 20)
        h.drag(47, 20)
        h.release(47, 20)
        XCTAssertTrue(h.caption.hasPrefix(" swipe left"), h.caption)
    }
}
