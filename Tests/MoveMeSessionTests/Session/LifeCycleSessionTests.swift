@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
@testable import MoveMeCore
import MoveMeTerminal

/// The terminal's moments as the application's life cycle, under a manual clock: focus out and
/// in (DECSET 1004's reports), Ctrl-Z and `fg`, every way out terminating the application
/// first, a moveme:// URL opened at launch.
final class LifeCycleSessionTests: XCTestCase {
    private let green = RGB(0, 255, 0)

    /// Records what the application's delegate hears, in order.
    private final class Recorder: MoveMeAppDelegate {
        var calls: [String] = []
        override func applicationDidFinishLaunching(_ application: Application) { calls.append("launched") }
        override func applicationWillResignActive(_ application: Application) { calls.append("resign") }
        override func applicationDidBecomeActive(_ application: Application) { calls.append("become") }
        override func applicationWillTerminate(_ application: Application) { calls.append("terminate") }
    }

    private func harness(_ scene: String = "moveme", delegate: ApplicationDelegate? = nil,
                         configuration: Configuration = Configuration(), columns: Int = 80, rows: Int = 24) -> SessionHarness {
        var configuration = configuration
        configuration.scene = SceneCatalog.named(scene)!
        return SessionHarness(columns: columns, rows: rows, configuration: configuration,
                              application: Application(delegate: delegate))
    }

    func testTheSessionLaunchesTheApplicationOnce() {
        let recorder = Recorder()
        let h = harness(delegate: recorder)
        XCTAssertEqual(recorder.calls, ["launched", "become"])
        XCTAssertEqual(h.session.application.applicationState, .active)
    }

    func testFocusOutDuringADragCancelsItAndTheBottomRowSaysInactiveUntilFocusComesBack() {
        let recorder = Recorder()
        let h = harness(delegate: recorder)
        h.press(40, 12)
        h.drag(30, 6)
        XCTAssertTrue(h.session.scene.isTouching)
        h.send(.focus(false))
        XCTAssertFalse(h.session.scene.isTouching, "the drag is cancelled, as a call cancels a touch")
        XCTAssertEqual(h.session.application.applicationState, .inactive)
        XCTAssertEqual(h.caption.trimmingCharacters(in: .whitespaces), "inactive")
        // A click while inactive reaches no view.
        h.press(40, 12)
        XCTAssertNil(h.session.scene.dispatcher.activeTouch?.view)
        h.release(40, 12)
        h.send(.focus(true))
        XCTAssertEqual(recorder.calls, ["launched", "become", "resign", "become"])
        XCTAssertFalse(h.caption.contains("inactive"), h.caption)
        h.wait(2)
        XCTAssertEqual(h.row(containing: "Welcome"), 12, "the cancelled drag's placard went home")
        h.press(40, 12)
        XCTAssertTrue(h.session.scene.isTouching, "touches are taken again")
    }

    func testFocusReportsTwiceOverAreOneInterruption() {
        let recorder = Recorder()
        let h = harness(delegate: recorder)
        h.send(.focus(false), .focus(false))
        h.send(.focus(true), .focus(true))
        XCTAssertEqual(recorder.calls, ["launched", "become", "resign", "become"])
    }

    func testAScenesCaptionStartsWithInactiveWhileItIs() {
        let h = harness("collision", columns: 120, rows: 40)
        h.send(.focus(false))
        XCTAssertEqual(h.caption, " inactive · 2.2 Collision, everything: drag, throw · m mode · tab square · 1-6 scenes · r restart · ? help · q quit"
            .padding(toLength: 120, withPad: " ", startingAt: 0))
        h.send(.focus(true))
        XCTAssertTrue(h.caption.hasPrefix(" 2.2 Collision, everything"), h.caption)
    }

    func testInactiveShowsEvenWithoutTheHint() {
        let h = harness(configuration: Configuration(showsHint: false))
        h.send(.focus(false))
        XCTAssertEqual(h.caption.trimmingCharacters(in: .whitespaces), "inactive")
    }

    func testFocusOutDuringGravityStopsTheFallAndFocusInGoesOnFromThere() throws {
        let h = harness("gravity", columns: 120, rows: 40)
        h.wait(0.3)
        h.send(.focus(false))
        let stopped = try XCTUnwrap(h.box(green))
        h.wait(5)
        XCTAssertEqual(h.box(green)?.top, stopped.top, "the square waits while inactive")
        XCTAssertNil(h.runtime.deadline, "and nothing asks for frames")
        h.send(.focus(true))
        h.wait(0.1)
        let moved = try XCTUnwrap(h.box(green))
        XCTAssertGreaterThan(moved.top, stopped.top, "it falls on")
        XCTAssertNotNil(h.wait(until: { h.box(green) == nil }, limit: 2))
    }

    /// The soak's scene switches, with no life-cycle call between them: the application holds
    /// the showing scene's two observations and the last scene's two (it was still showing
    /// when the new one observed; the next scene made forgets them), not a pair for every
    /// scene ever made (the soak's memory climbed with them: 2,002 here before).
    func testSwitchingScenesAThousandTimesLeavesOnlyTheShowingScenesObservations() {
        let h = harness("gravity", columns: 120, rows: 40)
        for _ in 0..<500 {
            h.type("3")
            h.type("2")
        }
        XCTAssertEqual(h.session.application.observations.count, 4)
    }

    func testCtrlZResignsActiveAndTheReturnBecomesActive() {
        let recorder = Recorder()
        let h = harness(delegate: recorder)
        h.press(40, 12)
        var whileStopped: (touching: Bool, state: Application.State)?
        h.terminal.whileStopped = { [unowned h] in whileStopped = (h.session.scene.isTouching, h.session.application.applicationState) }
        h.key(.control("z"))
        XCTAssertEqual(h.terminal.requests.filter { $0 == .suspend }.count, 1)
        XCTAssertEqual(whileStopped?.touching, false)
        XCTAssertEqual(whileStopped?.state, .inactive)
        XCTAssertEqual(h.session.application.applicationState, .active, "back after fg")
        XCTAssertEqual(recorder.calls, ["launched", "become", "resign", "become"])
    }

    func testEveryWayOutTerminatesTheApplicationOnceBeforeTheProgramEnds() {
        for way in ["q", "esc", "ctrl-c", "SIGTERM", "SIGHUP", "inactive then q"] {
            let recorder = Recorder()
            let h = harness(delegate: recorder)
            switch way {
            case "q": h.key(.character("q"))
            case "esc": h.key(.escape)
            case "ctrl-c": h.key(.control("c"))
            case "SIGTERM": h.raise(15)
            case "SIGHUP": h.raise(1)
            default:
                h.send(.focus(false))
                h.key(.character("q"))
            }
            XCTAssertEqual(recorder.calls.last, "terminate", way)
            XCTAssertEqual(recorder.calls.filter { $0 == "terminate" }.count, 1, way)
            XCTAssertNotNil(h.exitStatus, way)
            h.session.terminate(at: h.time + 1)
            XCTAssertEqual(recorder.calls.filter { $0 == "terminate" }.count, 1, "\(way): once only")
        }
    }

    /// A URL opens only at launch, as the command does it: the application launched, the URL
    /// opened through its delegate, what it asks for put in the configuration the session
    /// starts with. The session launches the application no second time.
    func testAURLAtLaunchStartsTheSessionWithWhatItAsksFor() {
        let recorder = Recorder()
        let application = Application(delegate: recorder)
        application.finishLaunching(at: 0)
        XCTAssertTrue(application.open("moveme://scene/moveme?greeting=3&slow=1&inspector=1", at: 0))
        var configuration = Configuration()
        recorder.launchState.apply(to: &configuration)
        let h = SessionHarness(columns: 120, rows: 40, configuration: configuration, application: application)
        XCTAssertNotNil(h.row(containing: "歡迎"), h.screen)
        XCTAssertEqual(h.session.scene.animationSpeed, Animator.slowAnimationsSpeed, "slow, for this run")
        XCTAssertNotNil(h.row(containing: "Inspector"), h.screen)
        XCTAssertEqual(recorder.calls, ["launched", "become"])
    }

    func testTheInspectorShowsTheStateAndTheLifeCycleCallsWithTheirTimes() {
        let h = harness(configuration: Configuration(showsInspector: true))
        XCTAssertNotNil(h.row(containing: "Life cycle"), h.screen)
        XCTAssertNotNil(h.row(containing: "applicationDidBecomeActive at 0 s"), h.screen)
        h.wait(1.5)
        h.send(.focus(false))
        XCTAssertNotNil(h.row(containing: "Inspector  inactive"), h.screen)
        let resigned = h.lines.first { $0.contains("applicationWillResignActive") } ?? ""
        XCTAssertTrue(resigned.contains("applicationWillResignActive at 1.5 s"), h.screen)
        h.send(.focus(true))
        XCTAssertNil(h.row(containing: "inactive"), h.screen)
        XCTAssertNil(h.row(containing: "applicationDidFinishLaunching"), "three calls shown, the newest")
    }
}
