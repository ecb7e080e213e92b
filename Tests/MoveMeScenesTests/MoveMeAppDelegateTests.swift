@testable import MoveMeScenes
import XCTest
@testable import MoveMeCore

/// The program's delegate opens moveme:// URLs by keeping what they ask for, which the program
/// starts with, and refuses the rest.
final class MoveMeAppDelegateTests: XCTestCase {
    private var application: Application!

    override func setUp() {
        application = Application()
    }

    func testTheProgramsDelegateKeepsWhatALaunchURLAsksFor() {
        let delegate = MoveMeAppDelegate()
        application.delegate = delegate
        application.finishLaunching(at: 0)
        XCTAssertTrue(application.open("moveme://scene/throw?greeting=3&slow=1&inspector=0", at: 0))
        XCTAssertEqual(delegate.launchState, LaunchState(scene: "throw", greetingIndex: 3, slowAnimations: true, showsInspector: false))
        XCTAssertNil(delegate.refusal)

        XCTAssertTrue(application.open("moveme://?inspector=1", at: 0))
        XCTAssertEqual(delegate.launchState, LaunchState(scene: "throw", greetingIndex: 3, slowAnimations: true, showsInspector: true),
                       "a later URL's values over the earlier's")
    }

    func testTheProgramsDelegateRefusesWhatItCannotHandle() {
        let delegate = MoveMeAppDelegate()
        application.delegate = delegate
        application.finishLaunching(at: 0)
        XCTAssertFalse(application.open("moveme://scene/pinball", at: 1))
        XCTAssertEqual(delegate.refusal, .unknownScene("pinball"))
        XCTAssertFalse(application.open("http://example.com", at: 2))
        XCTAssertEqual(delegate.refusal, .notMoveMe)
        XCTAssertFalse(application.open("moveme://scene/gravity?slow=1&slow=0", at: 3))
        XCTAssertEqual(delegate.refusal, .repeated("slow"))
        XCTAssertEqual(delegate.launchState, LaunchState(), "nothing of a refused URL is kept")
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
