import XCTest
@testable import MoveMeCore

/// Writes down the memory warnings it is told.
private final class Listener: ApplicationDelegate {
    var calls: [String] = []
    func applicationDidReceiveMemoryWarning(_ application: Application) {
        calls.append("warned at \(application.currentTime)")
    }
}

/// The guide's low-memory warning: `applicationDidReceiveMemoryWarning` to the delegate, its
/// notification to the observers, and every window releasing what it can make again (the
/// touch log's and the animator's histories, text measured, pixels shaded), drawn the same
/// afterwards.
final class MemoryWarningTests: XCTestCase {
    func testTheDelegateThenTheObserversAreToldAndTheLogSaysSo() {
        let listener = Listener()
        let application = Application(delegate: listener)
        let observer = NSObject()
        application.addObserver(observer, for: .didReceiveMemoryWarning) { _, application in
            listener.calls.append("observed at \(application.currentTime)")
        }
        application.receiveMemoryWarning(at: 1)
        XCTAssertEqual(listener.calls, [], "nothing before launch")
        application.finishLaunching(at: 2)
        application.receiveMemoryWarning(at: 3)
        application.resignActive(at: 4)
        application.receiveMemoryWarning(at: 5)
        XCTAssertEqual(application.applicationState, .inactive, "a warning changes no state")
        application.terminate(at: 6)
        application.receiveMemoryWarning(at: 7)
        XCTAssertEqual(listener.calls, ["warned at 3.0", "observed at 3.0", "warned at 5.0", "observed at 5.0"])
        XCTAssertEqual(application.lifeCycleLog.entries.elements.map { "\($0.time) \($0.call.rawValue)" }, [
            "2.0 applicationDidFinishLaunching", "2.0 applicationDidBecomeActive",
            "3.0 applicationDidReceiveMemoryWarning", "4.0 applicationWillResignActive",
            "5.0 applicationDidReceiveMemoryWarning", "6.0 applicationWillTerminate",
        ])
    }

    /// MoveMe: the touch log and the stopped animations are forgotten, the placard's measured
    /// greeting and shaded panel released, and made again, the same, when next drawn.
    func testMoveMeReleasesItsHistoriesAndCachesAndDrawsTheSame() {
        let application = Application()
        let app = MoveMeApp(columns: 80, rows: 24, application: application)
        application.finishLaunching(at: 0)
        app.pointerDown(column: 40, row: 12, at: 1)
        app.pointerUp(column: 40, row: 12, at: 1.1)
        app.advance(to: 5)
        let renderer = Renderer()
        _ = app.render(with: renderer)
        let before = renderer.grid
        XCTAssertFalse(app.window.touchLog.entries.isEmpty)
        XCTAssertFalse(app.snapshot().recentlyStopped.isEmpty)
        XCTAssertNotNil(app.placardView.contents.key)

        application.receiveMemoryWarning(at: 6)
        XCTAssertTrue(app.window.touchLog.entries.isEmpty)
        XCTAssertTrue(app.snapshot().recentlyStopped.isEmpty)
        XCTAssertNil(app.placardView.contents.key)
        XCTAssertTrue(app.placardView.contents.colors.isEmpty)
        XCTAssertFalse(app.placardView.hasFittedGreeting)
        XCTAssertEqual(app.render(with: renderer), [], "nothing changed on the screen")
        XCTAssertEqual(app.render(), before, "drawn again, the same picture")
        XCTAssertTrue(app.placardView.hasFittedGreeting, "made again once needed")
        XCTAssertNotNil(app.placardView.contents.key)
    }

    /// Scene 6: its touch log and its tiles' measured labels.
    func testTheTouchesSceneReleasesItsLogAndLabels() {
        let scene = TouchesScene(columns: 80, rows: 24)
        scene.application.finishLaunching(at: 0)
        scene.pointerDown(column: 13, row: 12, at: 1)
        scene.pointerUp(column: 13, row: 12, at: 1.1)
        let before = scene.render()
        XCTAssertTrue(scene.touchesView.tiles.allSatisfy(\.hasFittedLabel))
        scene.application.receiveMemoryWarning(at: 2)
        XCTAssertTrue(scene.window.touchLog.entries.isEmpty)
        XCTAssertFalse(scene.touchesView.tiles.contains(where: \.hasFittedLabel))
        XCTAssertEqual(scene.render(), before)
    }

    /// Every window of the application: two scenes made with it both release.
    func testEveryWindowOfTheApplicationReleases() {
        let application = Application()
        let first = MoveMeApp(columns: 40, rows: 12, application: application)
        let second = TouchesScene(columns: 40, rows: 12, application: application)
        application.finishLaunching(at: 0)
        first.pointerDown(column: 2, row: 2, at: 1)
        second.pointerDown(column: 2, row: 2, at: 1)
        first.pointerUp(column: 2, row: 2, at: 1.1)
        second.pointerUp(column: 2, row: 2, at: 1.1)
        application.receiveMemoryWarning(at: 2)
        XCTAssertTrue(first.window.touchLog.entries.isEmpty)
        XCTAssertTrue(second.window.touchLog.entries.isEmpty)
    }
}
