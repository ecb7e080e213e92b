@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
import XCTest
@testable import MoveMeCore

/// A host that writes down what the program's delegate applies.
private final class HostRecorder: LaunchStateHost {
    var applied: [String] = []
    func apply(_ state: LaunchState, at time: Double) {
        if let name = state.scene { applied.append("scene \(name) at \(time)") }
        if let index = state.greetingIndex { applied.append("greeting \(index) at \(time)") }
        if let slow = state.slowAnimations { applied.append("slow \(slow) at \(time)") }
        if let shown = state.showsInspector { applied.append("inspector \(shown) at \(time)") }
    }
}

/// The program's delegate opens moveme:// URLs by applying what they ask to its host, and
/// refuses the rest.
final class MoveMeAppDelegateTests: XCTestCase {
    private var application: Application!

    override func setUp() {
        application = Application()
    }

    func testTheProgramsDelegateAppliesALaunchURLToItsHost() {
        let host = HostRecorder()
        let delegate = MoveMeAppDelegate(host: host)
        application.delegate = delegate
        application.finishLaunching(at: 0)
        XCTAssertTrue(application.open("moveme://scene/throw?greeting=3&slow=1&inspector=0", at: 0.5))
        XCTAssertEqual(host.applied, ["scene throw at 0.5", "greeting 3 at 0.5", "slow true at 0.5", "inspector false at 0.5"])
        XCTAssertEqual(delegate.launchState, LaunchState(scene: "throw", greetingIndex: 3, slowAnimations: true, showsInspector: false))
        XCTAssertNil(delegate.refusal)

        host.applied = []
        XCTAssertTrue(application.open("moveme://?inspector=1", at: 1))
        XCTAssertEqual(host.applied, ["inspector true at 1.0"], "only what the URL asks")
        XCTAssertEqual(delegate.launchState, LaunchState(scene: "throw", greetingIndex: 3, slowAnimations: true, showsInspector: true))
    }

    func testTheProgramsDelegateRefusesWhatItCannotHandle() {
        let host = HostRecorder()
        let delegate = MoveMeAppDelegate(host: host)
        application.delegate = delegate
        application.finishLaunching(at: 0)
        XCTAssertFalse(application.open("moveme://scene/pinball", at: 1))
        XCTAssertEqual(delegate.refusal, .unknownScene("pinball"))
        XCTAssertFalse(application.open("http://example.com", at: 2))
        XCTAssertEqual(delegate.refusal, .notMoveMe)
        XCTAssertFalse(application.open("moveme://scene/gravity?slow=1&slow=0", at: 3))
        XCTAssertEqual(delegate.refusal, .repeated("slow"))
        XCTAssertEqual(host.applied, [], "nothing of a refused URL is applied")
        XCTAssertEqual(delegate.launchState, LaunchState())
        XCTAssertTrue(application.open("moveme://scene/collision", at: 4))
        XCTAssertNil(delegate.refusal)
    }

    func testASubclassOfTheProgramsDelegateIsCalled() {
        final class Saving: MoveMeAppDelegate {
            var saved = 0
            override func applicationWillTerminate(_ application: Application) { saved += 1 }
        }
        let delegate = Saving()
        application.delegate = delegate
        application.finishLaunching(at: 0)
        application.terminate(at: 1)
        XCTAssertEqual(delegate.saved, 1)
    }
}
