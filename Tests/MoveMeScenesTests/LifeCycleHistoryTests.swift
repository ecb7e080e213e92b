@testable import MoveMeScenes
import XCTest
@testable import MoveMeCore

/// Random calls in any order, at any times, with touches and scenes in between: what the
/// delegate hears always follows UIKit's order, and the touch state agrees with the
/// application's.
final class LifeCycleHistoryTests: XCTestCase {
    private final class Listener: ApplicationDelegate {
        var heard = ""
        func applicationDidFinishLaunching(_ application: Application) { heard += "L" }
        func applicationWillResignActive(_ application: Application) { heard += "R" }
        func applicationDidBecomeActive(_ application: Application) { heard += "B" }
        func applicationWillTerminate(_ application: Application) { heard += "T" }
        func application(_ application: Application, open url: String) -> Bool { heard += "O"; return true }
    }

    func testRandomHistoriesKeepTheOrder() throws {
        // Launch, becoming active, then resign/become pairs with opens while active or not,
        // then perhaps a termination from either state; nothing else.
        let grammar = try NSRegularExpression(pattern: "^(LBO*(RO*BO*)*(RO*)?T?)?$")
        for seed in 1...300 as ClosedRange<UInt64> {
            var random = SplitMix64(seed: seed)
            let listener = Listener()
            let application = Application(delegate: listener)
            let app = MoveMeApp(columns: 80, rows: 24, application: application)
            var time = 0.0
            for _ in 0..<random.inRange(1...40) {
                time += random.double(0...0.5)
                switch random.below(7) {
                case 0: application.finishLaunching(at: time)
                case 1: application.resignActive(at: time)
                case 2: application.becomeActive(at: time)
                case 3: if random.oneIn(4) { application.terminate(at: time) }
                case 4: application.open("moveme://", at: time)
                case 5: app.pointerDown(column: random.below(80), row: random.below(24), at: time)
                default: app.pointerMoved(column: random.below(80), row: random.below(24), at: time)
                }
                if application.isInterrupted {
                    XCTAssertTrue(app.dispatcher.activeTouch?.view == nil, "seed \(seed): no touch reaches a view while inactive")
                    XCTAssertEqual(application.applicationState, .inactive, "seed \(seed)")
                }
            }
            let heard = listener.heard
            XCTAssertEqual(grammar.numberOfMatches(in: heard, range: NSRange(heard.startIndex..., in: heard)), 1,
                           "seed \(seed): \(heard)")
            let logged = application.lifeCycleLog.entries.elements
            XCTAssertEqual(logged.map(\.time), logged.map(\.time).sorted(), "seed \(seed): times never go back")
        }
    }
}
