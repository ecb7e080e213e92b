@testable import MoveMeScenes
import TestSupport
import XCTest
@testable import MoveMeCore

/// Writes down every call it is told, delegate and observer alike, in one list.
private final class Recorder: ApplicationDelegate {
    var calls: [String] = []
    var statesSeen: [Application.State] = []
    var opens = true

    func applicationDidFinishLaunching(_ application: Application) { note("launched", application) }
    func applicationWillResignActive(_ application: Application) { note("resign", application) }
    func applicationDidBecomeActive(_ application: Application) { note("become", application) }
    func applicationWillTerminate(_ application: Application) { note("terminate", application) }
    func application(_ application: Application, open url: String) -> Bool {
        note("open \(url)", application)
        return opens
    }

    private func note(_ call: String, _ application: Application) {
        calls.append(call)
        statesSeen.append(application.applicationState)
    }
}

final class LifeCycleTests: XCTestCase {
    private var application: Application!
    private var recorder: Recorder!

    override func setUp() {
        recorder = Recorder()
        application = Application(delegate: recorder)
    }

    private var logged: [String] {
        application.lifeCycleLog.entries.elements.map { "\($0.time) \($0.call.rawValue)" }
    }

    // MARK: Order

    func testLaunchIsFirstAndOnceAndEndsActive() {
        XCTAssertEqual(application.applicationState, .inactive)
        application.resignActive(at: 0.1)
        application.becomeActive(at: 0.2)
        application.terminate(at: 0.3)
        XCTAssertFalse(application.open("moveme://scene/gravity", at: 0.4))
        XCTAssertEqual(recorder.calls, [], "nothing before launch")
        XCTAssertFalse(application.isTerminated)

        application.finishLaunching(at: 1)
        application.finishLaunching(at: 2)
        XCTAssertEqual(recorder.calls, ["launched", "become"])
        XCTAssertEqual(recorder.statesSeen, [.inactive, .active])
        XCTAssertEqual(application.applicationState, .active)
        XCTAssertEqual(logged, ["1.0 applicationDidFinishLaunching", "1.0 applicationDidBecomeActive"])
    }

    func testInterruptionsPairAndRepeatsDoNothing() {
        application.finishLaunching(at: 0)
        application.becomeActive(at: 1)  // already active
        application.resignActive(at: 2)
        application.resignActive(at: 3)  // already inactive
        application.becomeActive(at: 4)
        application.becomeActive(at: 5)
        application.resignActive(at: 6)
        application.becomeActive(at: 7)
        XCTAssertEqual(recorder.calls, ["launched", "become", "resign", "become", "resign", "become"])
        // Told while still active, as UIKit does; inactive once it has resigned.
        XCTAssertEqual(recorder.statesSeen, [.inactive, .active, .active, .active, .active, .active])
        XCTAssertEqual(logged, ["0.0 applicationDidFinishLaunching", "0.0 applicationDidBecomeActive",
                                "2.0 applicationWillResignActive", "4.0 applicationDidBecomeActive",
                                "6.0 applicationWillResignActive", "7.0 applicationDidBecomeActive"])
    }

    func testTerminateOnceLastFromActive() {
        application.finishLaunching(at: 0)
        application.terminate(at: 1)
        application.terminate(at: 2)
        application.resignActive(at: 3)
        application.becomeActive(at: 4)
        application.finishLaunching(at: 5)
        XCTAssertFalse(application.open("moveme://", at: 6))
        XCTAssertEqual(recorder.calls, ["launched", "become", "terminate"])
        XCTAssertTrue(application.isTerminated)
        XCTAssertEqual(logged.last, "1.0 applicationWillTerminate")
        XCTAssertEqual(logged.count, 3)
    }

    func testTerminateFromInactive() {
        application.finishLaunching(at: 0)
        application.resignActive(at: 1)
        application.terminate(at: 2)
        application.becomeActive(at: 3)
        XCTAssertEqual(recorder.calls, ["launched", "become", "resign", "terminate"])
        XCTAssertEqual(application.applicationState, .inactive)
    }

    func testTimesNeverGoBackAndNotFiniteKeepsTheLast() {
        application.finishLaunching(at: 5)
        application.resignActive(at: 3)
        application.becomeActive(at: .nan)
        XCTAssertEqual(logged, ["5.0 applicationDidFinishLaunching", "5.0 applicationDidBecomeActive",
                                "5.0 applicationWillResignActive", "5.0 applicationDidBecomeActive"])
        XCTAssertEqual(application.currentTime, 5)
    }

    func testTheLogKeepsTheLastCalls() {
        application.finishLaunching(at: 0)
        for step in 1...10 {
            application.resignActive(at: Double(step * 2))
            application.becomeActive(at: Double(step * 2 + 1))
        }
        XCTAssertEqual(application.lifeCycleLog.entries.count, LifeCycleLog.standardCapacity)
        XCTAssertEqual(logged.first, "14.0 applicationWillResignActive")
        XCTAssertEqual(logged.last, "21.0 applicationDidBecomeActive")
    }

    func testObserversAreToldAfterTheDelegateAndForgottenWhenGone() {
        var observer: NSObject? = NSObject()
        application.addObserver(observer!, for: .willResignActive) { [unowned self] _, application in
            recorder.calls.append("observed resign at \(application.currentTime)")
        }
        application.addObserver(observer!, for: .didBecomeActive) { [unowned self] _, _ in
            recorder.calls.append("observed become")
        }
        application.finishLaunching(at: 0)
        application.resignActive(at: 1.5)
        observer = nil
        application.becomeActive(at: 2)
        XCTAssertEqual(recorder.calls, ["launched", "become", "observed become", "resign", "observed resign at 1.5", "become"])
    }

    /// A scene made adds its observers and, dropped, leaves them dead: a program that switches
    /// scenes thousands of times without a life-cycle call kept every one (memory climbed in
    /// the soak). Adding an observer forgets the dead ones, so only the living are held.
    func testObserversOfDroppedObjectsAreNotHeldUntilTheNextCall() {
        application.finishLaunching(at: 0)
        for _ in 0..<1000 {
            let observer = NSObject()
            application.addObserver(observer, for: .willResignActive) { _, _ in }
            application.addObserver(observer, for: .didBecomeActive) { _, _ in }
        }
        XCTAssertEqual(application.observations.count, 2)
    }

    func testRemovedObserversHearNothing() {
        let observer = NSObject()
        var heard = 0
        application.addObserver(observer, for: .didBecomeActive) { _, _ in heard += 1 }
        application.removeObserver(observer)
        application.finishLaunching(at: 0)
        XCTAssertEqual(heard, 0)
    }

    // MARK: Touches

    /// A press on the placard (point (45.5, 27) of 80×24) at `time`.
    private func pressPlacard(_ app: MoveMeApp, at time: Double) {
        app.pointerDown(column: 45, row: 13, at: time)
    }

    func testResigningCancelsTheTouchesOfEveryScene() {
        application.finishLaunching(at: 0)
        let first = MoveMeApp(columns: 80, rows: 24, application: application)
        let second = MoveMeApp(columns: 80, rows: 24, application: application)
        pressPlacard(first, at: 1)
        first.pointerMoved(column: 60, row: 20, at: 1.1)
        pressPlacard(second, at: 1.2)
        XCTAssertTrue(first.isTouching)
        XCTAssertTrue(second.isTouching)

        application.resignActive(at: 1.5)
        XCTAssertFalse(first.isTouching)
        XCTAssertFalse(second.isTouching)
        XCTAssertEqual(first.window.touchLog.entries.last?.phase, .cancelled)
        XCTAssertEqual(first.window.touchLog.entries.last?.time, 1.5)
        XCTAssertEqual(second.window.touchLog.entries.last?.phase, .cancelled)
        // The cancel puts the placard back at once, as a call does.
        assertEqual(first.placardView.center, Point(x: 40, y: 24))
        assertEqual(first.placardView.presentation.center, Point(x: 40, y: 24))
    }

    func testNoTouchesBetweenResignAndBecomeActive() {
        application.finishLaunching(at: 0)
        let app = MoveMeApp(columns: 80, rows: 24, application: application)
        application.resignActive(at: 1)
        XCTAssertTrue(app.dispatcher.isIgnoringInteractionEvents)
        pressPlacard(app, at: 2)
        app.pointerMoved(column: 10, row: 3, at: 2.1)
        XCTAssertNil(app.dispatcher.activeTouch?.view, "delivered to no one")
        assertEqual(app.placardView.center, Point(x: 40, y: 24))
        app.pointerUp(column: 10, row: 3, at: 2.2)
        // A double click while inactive shows no next greeting either.
        app.pointerDown(column: 2, row: 2, at: 2.3)
        app.pointerUp(column: 2, row: 2, at: 2.35)
        app.pointerDown(column: 2, row: 2, at: 2.4)
        app.pointerUp(column: 2, row: 2, at: 2.45)
        XCTAssertEqual(app.greeting, "Welcome")

        application.becomeActive(at: 3)
        XCTAssertFalse(app.dispatcher.isIgnoringInteractionEvents)
        pressPlacard(app, at: 4)
        XCTAssertTrue(app.dispatcher.activeTouch?.view === app.placardView)
        app.pointerMoved(column: 60, row: 20, at: 4.1)
        assertEqual(app.placardView.center, Point(x: 60.5, y: 41))
    }

    func testResigningKeepsAnIgnoringTheSceneBegan() {
        application.finishLaunching(at: 0)
        application.beginIgnoringInteractionEvents()
        application.resignActive(at: 1)
        application.becomeActive(at: 2)
        XCTAssertTrue(application.isIgnoringInteractionEvents, "the scene's own begin still needs its end")
        application.endIgnoringInteractionEvents()
        XCTAssertFalse(application.isIgnoringInteractionEvents)
    }

    // MARK: Animations go on

    func testABounceInFlightAtResignCompletesOnTime() {
        application.finishLaunching(at: 0)
        let app = MoveMeApp(columns: 80, rows: 24, application: application)
        let middle = Point(x: 40, y: 24)
        pressPlacard(app, at: 1)
        app.pointerMoved(column: 60, row: 20, at: 1.4)
        app.pointerUp(column: 60, row: 20, at: 1.5)
        let path = BouncePath(from: Point(x: 60.5, y: 41), to: middle, threshold: 1.5)
        app.advance(to: 1.6)
        application.resignActive(at: 1.6)
        XCTAssertTrue(app.isAnimating, "Core Animation's animations keep running")

        app.advance(to: 1.5 + path.duration - 0.001)
        XCTAssertTrue(app.isAnimating)
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)
        app.advance(to: 1.5 + path.duration)
        XCTAssertFalse(app.isAnimating)
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
        assertEqual(app.placardView.presentation.center, middle)
        XCTAssertTrue(application.isIgnoringInteractionEvents, "still inactive")
    }

    // MARK: Opening URLs

    func testOpenAsksTheDelegateAndLogsTheAnswer() {
        application.finishLaunching(at: 0)
        XCTAssertTrue(application.open("moveme://scene/gravity", at: 1))
        recorder.opens = false
        XCTAssertFalse(application.open("other://x", at: 2))
        XCTAssertEqual(recorder.calls, ["launched", "become", "open moveme://scene/gravity", "open other://x"])
        let opens = application.lifeCycleLog.entries.elements.filter { $0.call == .open }
        XCTAssertEqual(opens, [LifeCycleLogEntry(time: 1, call: .open, url: "moveme://scene/gravity", handled: true),
                               LifeCycleLogEntry(time: 2, call: .open, url: "other://x", handled: false)])
    }

    func testWithoutADelegateNoURLIsOpened() {
        let bare = Application()
        bare.finishLaunching(at: 0)
        XCTAssertFalse(bare.open("moveme://scene/gravity", at: 1))
        XCTAssertEqual(bare.applicationState, .active)
    }

    // MARK: Inspection

    func testTheSnapshotHasTheStateAndTheLog() {
        let app = MoveMeApp(columns: 80, rows: 24, application: application)
        XCTAssertEqual(app.snapshot().applicationState, .inactive)
        application.finishLaunching(at: 0)
        application.resignActive(at: 2.5)
        let snapshot = app.snapshot()
        XCTAssertEqual(snapshot.applicationState, .inactive)
        XCTAssertEqual(snapshot.lifeCycleLog.map(\.call), [.didFinishLaunching, .didBecomeActive, .willResignActive])
        XCTAssertEqual(snapshot.lifeCycleLog.last?.time, 2.5)
        application.becomeActive(at: 3)
        XCTAssertEqual(app.snapshot().applicationState, .active)
        XCTAssertNil(ModelSnapshot(window: Window(frame: .zero), touch: nil).applicationState)
    }
}
