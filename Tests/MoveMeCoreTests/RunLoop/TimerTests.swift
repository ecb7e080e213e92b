import XCTest
@testable import MoveMeCore

/// Foundation has a RunLoop too; the tests mean the core's.
private typealias RunLoop = MoveMeCore.RunLoop

/// Foundation's Timer on the core's clock: fired at its dates, repeating from the date it was
/// due, once for a late turn, held by its run loop until invalidated.
final class TimerTests: XCTestCase {
    func testARepeatingTimerFiresAtEachDateOfItsSchedule() {
        let loop = RunLoop(time: 10)
        var fired: [Double] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true, in: loop) { _ in fired.append(loop.currentTime) }
        XCTAssertEqual(loop.nextTimerTime, 10.5, "a timer is a request: a front end sleeps until it")
        for time in stride(from: 10.25, through: 12, by: 0.25) { loop.advance(to: time) }
        XCTAssertEqual(fired, [10.5, 11, 11.5, 12])
        XCTAssertEqual(timer.fireDate, 12.5)
        XCTAssertEqual(timer.timeInterval, 0.5)
        XCTAssertTrue(timer.isValid)
    }

    func testATurnThatComesLateFiresOnceAndKeepsTheSchedule() {
        let loop = RunLoop()
        var fires = 0
        let timer = Timer(fire: 1, interval: 1, repeats: true) { _ in fires += 1 }
        loop.add(timer)
        loop.advance(to: 4.5)  // dates 1, 2, 3 and 4 passed while the loop slept
        XCTAssertEqual(fires, 1, "as Foundation's: once for the dates it missed")
        XCTAssertEqual(timer.fireDate, 5, "the next date of its schedule after the turn, no drift")
        loop.advance(to: 5)
        XCTAssertEqual(fires, 2)
    }

    func testATimerThatDoesNotRepeatFiresOnceAndInvalidatesItself() {
        let loop = RunLoop()
        var fires = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false, in: loop) { _ in fires += 1 }
        XCTAssertEqual(timer.timeInterval, 0, "Foundation's: 0 for a timer that does not repeat")
        loop.advance(to: 1)
        loop.advance(to: 2)
        XCTAssertEqual(fires, 1)
        XCTAssertFalse(timer.isValid)
        XCTAssertNil(loop.nextTimerTime)
    }

    func testInvalidateStopsItAndTheRunLoopLetsItGo() {
        let loop = RunLoop()
        var fires = 0
        weak var weakTimer: Timer?
        do {
            let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true, in: loop) { _ in fires += 1 }
            weakTimer = timer
        }
        XCTAssertNotNil(weakTimer, "the run loop holds its timers")
        loop.advance(to: 1)
        weakTimer?.invalidate()
        loop.advance(to: 5)
        XCTAssertEqual(fires, 1)
        XCTAssertNil(weakTimer, "invalidated, it is let go")
        XCTAssertNil(loop.nextTimerTime)
    }

    func testABlockMayInvalidateItsOwnTimer() {
        let loop = RunLoop()
        var fires = 0
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true, in: loop) { timer in
            fires += 1
            if fires == 2 { timer.invalidate() }
        }
        for time in 1...5 { loop.advance(to: Double(time)) }
        XCTAssertEqual(fires, 2)
    }

    func testSettingTheFireDateMovesIt() {
        let loop = RunLoop()
        var firedAt: [Double] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false, in: loop) { _ in firedAt.append(loop.currentTime) }
        timer.fireDate = 3
        XCTAssertEqual(loop.nextTimerTime, 3)
        loop.advance(to: 2)
        XCTAssertEqual(firedAt, [])
        loop.advance(to: 3)
        XCTAssertEqual(firedAt, [3])
    }

    func testFireFiresNowAndKeepsARepeatingSchedule() {
        let loop = RunLoop()
        var fires = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true, in: loop) { _ in fires += 1 }
        timer.fire()
        XCTAssertEqual(fires, 1)
        XCTAssertEqual(loop.nextTimerTime, 1, "its schedule is unchanged")
        let once = Timer(fire: 5, interval: 0, repeats: false) { _ in fires += 10 }
        loop.add(once)
        once.fire()
        XCTAssertEqual(fires, 11)
        XCTAssertFalse(once.isValid, "fired by hand, a timer that does not repeat is done")
    }

    func testBadIntervalsAreFoundationsLeastAndAnInvalidTimerIsNotAdded() {
        let loop = RunLoop()
        let timer = Timer.scheduledTimer(withTimeInterval: -1, repeats: true, in: loop) { _ in }
        XCTAssertEqual(timer.timeInterval, Timer.minimumInterval)
        timer.invalidate()
        loop.add(timer)
        XCTAssertNil(loop.nextTimerTime)
        let nan = Timer(fire: .nan, interval: .infinity, repeats: true) { _ in }
        XCTAssertEqual(nan.fireDate, 0)
        XCTAssertEqual(nan.timeInterval, Timer.minimumInterval)
    }
}
