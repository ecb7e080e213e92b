@testable import MoveMeCore
@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeTerminal
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
        XCTAssertNil(scheduler.timeout(at: 5, isAnimating: false), "idle must be a wait with no timeout")
    }

    func testInputIsDrawnAtMostFourTimesAFrameInterval() {
        scheduler.didDrawFrame(at: 1, isAnimating: false)
        scheduler.setNeedsFrame()
        XCTAssertFalse(scheduler.isFrameDue(at: 1.002, isAnimating: false), "2 ms after a frame is too soon")
        XCTAssertEqual(scheduler.timeout(at: 1.002, isAnimating: false), 3, "4.17 ms after the frame, rounded up")
        XCTAssertTrue(scheduler.isFrameDue(at: 1.0042, isAnimating: false))
    }

    func testInputLongAfterTheLastFrameIsDrawnAtOnce() {
        scheduler.didDrawFrame(at: 1, isAnimating: false)
        scheduler.setNeedsFrame()
        XCTAssertTrue(scheduler.isFrameDue(at: 3, isAnimating: false))
        XCTAssertEqual(scheduler.timeout(at: 3, isAnimating: false), 0)
    }

    func testTicksKeepAFixedCadenceDespiteLateWakeUps() {
        scheduler.didDrawFrame(at: 1, isAnimating: true)  // next tick at 1.01667
        var drawn: [Double] = []
        var now = 1.0
        for _ in 0..<60 {
            // Each wake-up is 1 ms late, as poll's whole milliseconds make it.
            let wait = Double(scheduler.timeout(at: now, isAnimating: true)!) / 1000
            now += wait + 0.001
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
        XCTAssertEqual(Double(scheduler.timeout(at: 5, isAnimating: true)!), 17, accuracy: 0.5)
    }

    func testAHeldEscapeWaitsTwentyFiveMilliseconds() {
        scheduler.didDrawFrame(at: 1, isAnimating: false)
        scheduler.didReadInput(at: 2, holdsBytes: true)
        XCTAssertEqual(scheduler.timeout(at: 2, isAnimating: false), 25)
        XCTAssertFalse(scheduler.pendingInputExpired(at: 2.02))
        XCTAssertTrue(scheduler.pendingInputExpired(at: 2.025))
        XCTAssertNil(scheduler.pendingInputDeadline, "the deadline is used once")
        XCTAssertFalse(scheduler.pendingInputExpired(at: 3))
        XCTAssertNil(scheduler.timeout(at: 3, isAnimating: false))
    }

    func testTheRestOfASequenceCancelsTheEscapeDeadline() {
        scheduler.didReadInput(at: 2, holdsBytes: true)
        scheduler.didReadInput(at: 2.01, holdsBytes: false)
        XCTAssertNil(scheduler.pendingInputDeadline)
    }

    func testTimeoutIsTheEarliestDeadline() {
        scheduler.didDrawFrame(at: 1, isAnimating: true)  // tick due at 1.0167
        scheduler.didReadInput(at: 1.001, holdsBytes: true)  // Esc due at 1.026
        XCTAssertEqual(scheduler.timeout(at: 1.001, isAnimating: true), 16)
        XCTAssertEqual(scheduler.timeout(at: 1.001, isAnimating: false), 25)
    }

    func testTimeoutIsAtMostAMinute() {
        let slow = FrameScheduler(framesPerSecond: 1)
        XCTAssertEqual(slow.frameInterval, 1)
        var scheduler = slow
        scheduler.didReadInput(at: 0, holdsBytes: true)
        XCTAssertLessThanOrEqual(scheduler.timeout(at: -1000, isAnimating: false)!, 60_000)
    }
}
