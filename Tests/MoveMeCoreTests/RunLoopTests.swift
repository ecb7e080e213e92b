import XCTest
@testable import MoveMeCore

/// Foundation has a RunLoop too; the tests mean the core's.
private typealias RunLoop = MoveMeCore.RunLoop

private final class Target {
    var fired: [String] = []
}

final class RunLoopTests: XCTestCase {
    func testAPerformRunsAtItsTimeAndNotBefore() {
        let loop = RunLoop(time: 10), target = Target()
        var firedAt: [Double] = []
        loop.perform(after: 0.35, target: target) { _ in firedAt.append(loop.currentTime) }
        XCTAssertEqual(loop.nextTimerTime, 10.35)
        loop.advance(to: 10.3)
        XCTAssertEqual(firedAt, [])
        loop.advance(to: 11)
        XCTAssertEqual(firedAt, [10.35], "it runs with the clock at its own time")
        XCTAssertEqual(loop.currentTime, 11)
        XCTAssertNil(loop.nextTimerTime)
    }

    func testCancelRemovesOnlyThatTargetsRequests() {
        let loop = RunLoop(), a = Target(), b = Target()
        loop.perform(after: 1, target: a) { $0.fired.append("a1") }
        loop.perform(after: 2, target: a) { $0.fired.append("a2") }
        loop.perform(after: 1.5, target: b) { $0.fired.append("b") }
        XCTAssertEqual(loop.cancelPreviousPerformRequests(withTarget: a), 2)
        XCTAssertEqual(loop.cancelPreviousPerformRequests(withTarget: a), 0)
        XCTAssertEqual(loop.nextTimerTime, 1.5)
        loop.advance(to: 5)
        XCTAssertEqual(a.fired, [])
        XCTAssertEqual(b.fired, ["b"])
    }

    func testRequestsRunInTimeOrderThenInTheOrderMade() {
        let loop = RunLoop(), target = Target()
        loop.perform(after: 2, target: target) { $0.fired.append("late") }
        loop.perform(after: 1, target: target) { $0.fired.append("first") }
        loop.perform(after: 1, target: target) { $0.fired.append("second") }
        loop.advance(to: 3)
        XCTAssertEqual(target.fired, ["first", "second", "late"])
    }

    func testARequestMadeWhilePerformingRunsInTheSameTurnIfDue() {
        let loop = RunLoop(), target = Target()
        loop.perform(after: 1, target: target) { t in
            t.fired.append("one")
            loop.perform(after: 0.5, target: t) { $0.fired.append("one and a half") }
            loop.perform(after: 5, target: t) { $0.fired.append("six") }
        }
        loop.advance(to: 2)
        XCTAssertEqual(target.fired, ["one", "one and a half"])
        XCTAssertEqual(loop.nextTimerTime, 6)
    }

    func testCatchUpRunsBeforeEachPerformAtItsTime() {
        let loop = RunLoop(), target = Target()
        var caughtUp: [Double] = []
        loop.perform(after: 0.25, target: target) { _ in }
        loop.perform(after: 0.5, target: target) { _ in }
        loop.advance(to: 1) { caughtUp.append($0) }
        XCTAssertEqual(caughtUp, [0.25, 0.5])
    }

    func testAGoneTargetsRequestIsDropped() {
        let loop = RunLoop()
        var ran = false
        do {
            let target = Target()
            loop.perform(after: 1, target: target) { _ in ran = true }
        }
        loop.advance(to: 2)
        XCTAssertFalse(ran)
    }

    func testTimeNeverGoesBackAndBadDelaysMeanNow() {
        let loop = RunLoop(time: 5), target = Target()
        loop.advance(to: 3)
        XCTAssertEqual(loop.currentTime, 5)
        loop.advance(to: .nan)
        XCTAssertEqual(loop.currentTime, 5)
        loop.perform(after: -1, target: target) { $0.fired.append("negative") }
        loop.perform(after: .nan, target: target) { $0.fired.append("nan") }
        XCTAssertEqual(loop.nextTimerTime, 5)
        loop.advance(to: 5)
        XCTAssertEqual(target.fired, ["negative", "nan"])
    }
}
