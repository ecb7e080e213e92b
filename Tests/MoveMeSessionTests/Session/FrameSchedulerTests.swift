@testable import MoveMeSession
import XCTest

/// Frame scheduling with a manual clock, as the Animator is tested: 60 fps is a frame every
/// 16.67 ms, input at most every 4.17 ms.
final class FrameSchedulerTests: XCTestCase {
    private var scheduler = FrameScheduler(framesPerSecond: 60)

    func testTheFirstFrameIsDueAtOnce() {
        XCTAssertTrue(scheduler.isFrameDue(at: 0, isAnimating: false))
    }

    func testIdleWaitsForeverAndDrawsNothing() {
        scheduler.didDrawFrame(at: 1, isAnimating: false)
        XCTAssertFalse(scheduler.isFrameDue(at: 5, isAnimating: false))
        XCTAssertNil(scheduler.deadline(isAnimating: false), "idle must be a wait with no deadline")
    }

    func testInputIsDrawnAtMostFourTimesAFrameInterval() {
        scheduler.didDrawFrame(at: 1, isAnimating: false)
        scheduler.setNeedsFrame()
        XCTAssertFalse(scheduler.isFrameDue(at: 1.002, isAnimating: false), "2 ms after a frame is too soon")
        XCTAssertEqual(scheduler.deadline(isAnimating: false) ?? 0, 1 + 1.0 / 240, accuracy: 1e-12, "4.17 ms after the frame")
        XCTAssertTrue(scheduler.isFrameDue(at: 1.0042, isAnimating: false))
    }

    func testInputLongAfterTheLastFrameIsDrawnAtOnce() {
        scheduler.didDrawFrame(at: 1, isAnimating: false)
        scheduler.setNeedsFrame()
        XCTAssertTrue(scheduler.isFrameDue(at: 3, isAnimating: false))
        XCTAssertLessThanOrEqual(scheduler.deadline(isAnimating: false) ?? .infinity, 3, "already due")
    }

    func testTicksKeepAFixedCadenceDespiteLateWakeUps() {
        scheduler.didDrawFrame(at: 1, isAnimating: true)  // next tick at 1.01667
        var drawn: [Double] = []
        var now = 1.0
        for _ in 0..<60 {
            // Each wake-up is 1 ms late, as poll's whole milliseconds make it.
            now = max(now, scheduler.deadline(isAnimating: true)!) + 0.001
            if scheduler.isFrameDue(at: now, isAnimating: true) {
                scheduler.didDrawFrame(at: now, isAnimating: true)
                drawn.append(now)
            }
        }
        // 60 ticks from t = 1 end near t = 2, not 60 × 17.67 ms later.
        XCTAssertGreaterThanOrEqual(drawn.count, 55)
        XCTAssertLessThan(drawn.last!, 1 + Double(drawn.count + 1) / 60 + 0.003)
    }

    func testATickIsDrawnHalfAMillisecondEarlyRatherThanSleepAgain() {
        scheduler.didDrawFrame(at: 1, isAnimating: true)
        XCTAssertFalse(scheduler.isFrameDue(at: 1.0150, isAnimating: true))
        XCTAssertTrue(scheduler.isFrameDue(at: 1.0163, isAnimating: true))
    }

    func testAfterAPauseTheCadenceStartsFromNow() {
        scheduler.didDrawFrame(at: 1, isAnimating: true)
        scheduler.didDrawFrame(at: 5, isAnimating: true)  // the animation resumed long after
        XCTAssertEqual(scheduler.deadline(isAnimating: true) ?? 0, 5 + 1.0 / 60, accuracy: 1e-9)
    }

    func testTheDeadlineIsTheEarlierOfTheTickAndTheInputsFrame() {
        scheduler.didDrawFrame(at: 1, isAnimating: true)  // tick due at 1.0167
        XCTAssertEqual(scheduler.deadline(isAnimating: true) ?? 0, 1 + 1.0 / 60, accuracy: 1e-9)
        scheduler.setNeedsFrame()
        XCTAssertEqual(scheduler.deadline(isAnimating: true) ?? 0, 1 + 1.0 / 240, accuracy: 1e-9)
    }
}
