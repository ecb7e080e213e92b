import XCTest
@testable import MoveMeCore

/// Foundation has a RunLoop too; the tests mean the core's.
private typealias RunLoop = MoveMeCore.RunLoop

/// Something drawn every frame: it keeps what each call of its display link said.
private final class Game {
    var frames: [(timestamp: Double, target: Double, duration: Double, now: Double)] = []
    let loop: RunLoop

    init(loop: RunLoop) {
        self.loop = loop
    }

    func step(_ link: DisplayLink) {
        frames.append((link.timestamp, link.targetTimestamp, link.duration, loop.currentTime))
    }
}

/// CADisplayLink on the core's clock: called once a turn on a grid of frames, its timestamps
/// the frame's and the next's, paused and invalidated as CADisplayLink is.
final class DisplayLinkTests: XCTestCase {
    func testEachFrameHasItsTimestampTheNextsAndTheDuration() throws {
        let loop = RunLoop(time: 1)
        let game = Game(loop: loop)
        let link = DisplayLink(target: game, action: Action("step:", Game.step))
        XCTAssertEqual(link.duration, 0, "undefined until the first call, as CADisplayLink's")
        link.add(to: loop)
        XCTAssertTrue(loop.hasActiveDisplayLinks)
        XCTAssertNil(loop.nextTimerTime, "a display link is frames, not a timer")

        loop.advance(to: 1)  // the first turn calls it at once
        loop.advance(to: 1 + 1.0 / 60 + 0.004)  // a turn a little after the next frame
        loop.advance(to: 1 + 1.0 / 60 + 0.008)  // the same frame: not called again
        loop.advance(to: 1 + 4.0 / 60 + 0.001)  // a late turn: the frames it passed are not sent

        XCTAssertEqual(game.frames.count, 3)
        let expected = [1, 1 + 1.0 / 60, 1 + 4.0 / 60]
        for (frame, timestamp) in zip(game.frames, expected) {
            XCTAssertEqual(frame.timestamp, timestamp, accuracy: 1e-9)
            XCTAssertEqual(frame.target, timestamp + 1.0 / 60, accuracy: 1e-9)
            XCTAssertEqual(frame.duration, 1.0 / 60, accuracy: 1e-12)
            XCTAssertGreaterThanOrEqual(frame.now, frame.timestamp, "called between its frame and the next")
            XCTAssertLessThan(frame.now, frame.target)
        }
    }

    func testAPausedLinkIsNotCalledAndAsksForNoFrames() {
        let loop = RunLoop()
        let game = Game(loop: loop)
        let link = DisplayLink(target: game, action: Action("step:", Game.step))
        link.add(to: loop)
        loop.advance(to: 0)
        link.isPaused = true
        XCTAssertFalse(loop.hasActiveDisplayLinks, "a front end may sleep")
        loop.advance(to: 0.1)
        loop.advance(to: 0.2)
        XCTAssertEqual(game.frames.count, 1)
        link.isPaused = false
        loop.advance(to: 0.25)
        XCTAssertEqual(game.frames.count, 2)
        XCTAssertEqual(game.frames[1].timestamp, 15.0 / 60, accuracy: 1e-9, "still on its grid of frames")
    }

    func testAPreferredRateSpacesTheFramesAndTheDurationStaysTheDisplays() {
        let loop = RunLoop()
        let game = Game(loop: loop)
        let link = DisplayLink(target: game, action: Action("step:", Game.step))
        link.preferredFramesPerSecond = 20
        link.add(to: loop)
        for turn in 0...6 { loop.advance(to: Double(turn) / 60) }
        XCTAssertEqual(game.frames.map(\.timestamp), [0, 3.0 / 60, 6.0 / 60], "every third refresh")
        XCTAssertEqual(game.frames[0].target, 0.05, accuracy: 1e-12)
        XCTAssertEqual(game.frames[0].duration, 1.0 / 60, accuracy: 1e-12)
    }

    func testInvalidateTakesItOutAndLetsItsTargetGo() {
        let loop = RunLoop()
        weak var weakGame: Game?
        let link: DisplayLink
        do {
            let game = Game(loop: loop)
            weakGame = game
            link = DisplayLink(target: game, action: Action("step:", Game.step))
        }
        link.add(to: loop)
        XCTAssertNotNil(weakGame, "it holds its target, as CADisplayLink")
        loop.advance(to: 0)
        link.invalidate()
        XCTAssertNil(weakGame)
        XCTAssertFalse(loop.hasActiveDisplayLinks)
        link.add(to: loop)
        XCTAssertFalse(loop.hasActiveDisplayLinks, "an invalidated link is not added again")
    }

    func testRemovedItIsNotCalledAndMayBeAddedAgain() {
        let loop = RunLoop()
        let game = Game(loop: loop)
        let link = DisplayLink(target: game, action: Action("step:", Game.step))
        link.add(to: loop)
        link.remove(from: loop)
        loop.advance(to: 1)
        XCTAssertEqual(game.frames.count, 0)
        link.add(to: loop)
        loop.advance(to: 2)
        XCTAssertEqual(game.frames.count, 1)
    }

    func testTheTurnBringsTheSceneToItsTimeBeforeTheLinks() {
        let loop = RunLoop()
        let game = Game(loop: loop)
        DisplayLink(target: game, action: Action("step:", Game.step)).add(to: loop)
        var caughtUp: [Double] = []
        loop.advance(to: 0.5) { caughtUp.append($0) }
        XCTAssertEqual(caughtUp, [0.5])
        XCTAssertEqual(game.frames.count, 1)
    }
}
