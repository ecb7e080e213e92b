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



}
