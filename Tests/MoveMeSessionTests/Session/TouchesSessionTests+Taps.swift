@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeCore
import MoveMeScenes

/// Taps, swipes and time: a single click waits out the double-tap interval with no input, a
/// perform due waits for its frame, a swipe slides the tiles.
extension TouchesSessionTests {
    func testASingleClickWaitsTheDoubleTapIntervalWithNoInputThenADoubleClickNeverDoesBoth() {
        let h = harness()
        h.press(8, 10)
        let released = h.time
        h.release(8, 10)
        h.wait(0.1)
        XCTAssertEqual(h.runtime.deadline ?? 0, released + 0.35, accuracy: 0.001, "the loop sleeps until the single tap is due")
        h.wait(0.24)
        XCTAssertFalse(h.caption.contains("single tap"), h.caption)
        h.wait(0.02)
        XCTAssertTrue(h.caption.hasPrefix(" single tap — waited 0.35 s: ordinary tile to the front"), h.caption)
        XCTAssertNil(h.runtime.deadline, "nothing more is due: it sleeps until input")

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
        XCTAssertNil(h.runtime.deadline)
    }

    /// A single tap falls due with no input: the loop wakes for it and draws its frame when
    /// the scheduler allows, never waking again and again at one time (the harness fails a
    /// test whose loop spins).
    func testAPerformDueWaitsForItsFrameWithoutSpinning() {
        let h = harness()
        h.press(8, 10)
        let released = h.time
        h.release(8, 10)
        let frames = h.runtime.framesDrawn
        h.run(to: released + 0.35 + 1.0 / 60)
        XCTAssertTrue(h.caption.hasPrefix(" single tap — waited 0.35 s"), h.caption)
        XCTAssertGreaterThan(h.runtime.framesDrawn, frames)
        XCTAssertFalse(h.terminal.hasSpun)
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
