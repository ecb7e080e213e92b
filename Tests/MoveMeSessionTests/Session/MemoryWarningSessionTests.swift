@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeCore
import MoveMeTerminal

/// The Simulator's Simulate Memory Warning as the key `w`: the application's delegate hears
/// `applicationDidReceiveMemoryWarning`, the inspector's life cycle lists it, the scene lets
/// its touch log go, and the bottom row says so for a few seconds. Nothing on the scene moves.
final class MemoryWarningSessionTests: XCTestCase {
    private final class Recorder: MoveMeAppDelegate {
        var calls: [String] = []
        override func applicationDidReceiveMemoryWarning(_ application: Application) {
            calls.append("memory warning at \(application.currentTime)")
        }
    }

    func testTheKeyWarnsTheApplicationAndTheInspectorAndTheBottomRowShowIt() {
        let recorder = Recorder()
        let h = SessionHarness(columns: 120, rows: 30, configuration: Configuration(showsInspector: true),
                               application: Application(delegate: recorder))
        h.press(5, 3)
        h.release(5, 3)
        h.wait(1.5)
        XCTAssertFalse(h.session.scene.window.touchLog.entries.isEmpty)
        let placard = h.row(containing: "Welcome")
        h.type("w")
        XCTAssertEqual(recorder.calls, ["memory warning at \(h.time)"])
        XCTAssertTrue(h.session.scene.window.touchLog.entries.isEmpty, "the touch log's history released")
        XCTAssertNotNil(h.row(containing: "applicationDidReceiveMemoryWarning at \(PanelFormat.number(h.time, Strings(.english))) s"), h.screen)
        XCTAssertTrue(h.caption.contains("Memory warning: caches released"), h.caption)
        XCTAssertEqual(h.row(containing: "Welcome"), placard, "nothing on the scene changed")
        h.wait(Session.noticeDuration + 0.1)
        XCTAssertFalse(h.caption.contains("Memory warning"), h.caption)
    }

    /// In any scene, and while inactive too: the warning comes whatever the state.
    func testEverySceneAnswersAndAnInactiveApplicationToo() {
        for entry in SceneCatalog.all {
            let h = SessionHarness(columns: 120, rows: 30, configuration: Configuration(scene: entry))
            h.send(.focus(false))
            h.type("w")
            XCTAssertEqual(h.session.application.lifeCycleLog.calls.last, .didReceiveMemoryWarning, entry.name)
            XCTAssertEqual(h.session.application.applicationState, .inactive, entry.name)
        }
    }

    /// The help lists it among the program's keys.
    func testTheHelpNamesTheKey() {
        let h = SessionHarness(columns: 120, rows: 40)
        h.type("?")
        XCTAssertNotNil(h.row(containing: "simulate a memory warning"), h.screen)
    }
}
