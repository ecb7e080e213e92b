import ArgumentParser
import Glibc
import MoveMeKit
import XCTest

/// An app's life on the embedded terminal, as an app's own tests see it: what shows at launch,
/// the help, a touch, the ways out and what the delegate is told.
final class EmbeddedApplicationTests: XCTestCase {
    /// A window with one yellow square, a touch on which counts; the life cycle noted.
    private final class Delegate: ApplicationDelegate {
        var window: Window?
        var calls: [String] = []
        let square = Square(frame: Rect(x: 4, y: 4, width: 6, height: 6))

        func applicationDidFinishLaunching(_ application: Application) {
            calls.append("launched")
            let window = Window(frame: application.screen.bounds)
            let controller = ViewController()
            controller.view = View()
            controller.view.backgroundColor = .white
            controller.view.addSubview(square)
            window.rootViewController = controller
            self.window = window
        }
        func applicationWillResignActive(_ application: Application) { calls.append("resign") }
        func applicationDidBecomeActive(_ application: Application) { calls.append("active") }
        func applicationWillTerminate(_ application: Application) { calls.append("terminate") }
        func applicationDidReceiveMemoryWarning(_ application: Application) { calls.append("memory") }
    }

    private final class Square: View {
        var touches = 0
        override init(frame: Rect) {
            super.init(frame: frame)
            backgroundColor = Color(red: 1, green: 0.8, blue: 0)
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) { self.touches += 1 }
    }

    func testTheWindowShowsAndTheHintNamesTheProgramsKeysOnly() {
        let delegate = Delegate()
        let app = EmbeddedApplication(delegate: delegate, name: "squares", columns: 40, rows: 12)
        XCTAssertEqual(delegate.calls, ["launched", "active"])
        XCTAssertEqual(app.lines.count, 12)
        XCTAssertTrue(app.lines[11].contains("? help · q quit"), app.lines[11])
        XCTAssertFalse(app.screen.contains("scenes"), app.screen)
        XCTAssertFalse(app.screen.contains("restart"), app.screen)
    }

    func testTheHelpIsTheAppsUnderItsName() {
        let app = EmbeddedApplication(delegate: Delegate(), name: "squares", columns: 60, rows: 20,
                                      help: ["drag": "move the square"])
        app.type("?")
        XCTAssertTrue(app.screen.contains(" squares "), app.screen)
        XCTAssertTrue(app.screen.contains("move the square"), app.screen)
        XCTAssertFalse(app.screen.contains("MoveMe"), app.screen)
        XCTAssertFalse(app.screen.contains("scene:"), app.screen)
    }

    func testATouchReachesTheAppsView() {
        let delegate = Delegate()
        let app = EmbeddedApplication(delegate: delegate, columns: 40, rows: 12)
        app.click(column: 6, row: 3)
        XCTAssertEqual(delegate.square.touches, 1)
        app.click(column: 30, row: 8)
        XCTAssertEqual(delegate.square.touches, 1)
    }

    func testQQuitsAndTheDelegateIsToldItTerminates() {
        let delegate = Delegate()
        let app = EmbeddedApplication(delegate: delegate, columns: 40, rows: 12)
        app.type("q")
        XCTAssertEqual(app.exitStatus, 0)
        XCTAssertEqual(delegate.calls.last, "terminate")
    }

    func testSignalsEndTheAppWithTheirStatus() {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            let app = EmbeddedApplication(delegate: Delegate(), columns: 40, rows: 12)
            app.raise(signal)
            XCTAssertEqual(app.exitStatus, 128 + signal)
        }
    }

    /// Focus lost is an interruption, as a call is on a phone; SIGUSR1 a memory warning.
    func testFocusAndTheMemoryWarningReachTheDelegate() {
        let delegate = Delegate()
        let app = EmbeddedApplication(delegate: delegate, columns: 40, rows: 12)
        app.type("\u{1B}[O")
        app.type("\u{1B}[I")
        app.raise(SIGUSR1)
        XCTAssertEqual(Array(delegate.calls.suffix(3)), ["resign", "active", "memory"])
    }

    /// Bytes no terminal sends (invalid UTF-8, a mouse report off the screen, a cut sequence)
    /// are ignored: the app goes on and still quits.
    func testGarbageIsIgnored() {
        let app = EmbeddedApplication(delegate: Delegate(), columns: 40, rows: 12)
        app.type(bytes: [0xFF, 0xFE, 0xC0] + Array("\u{1B}[<0;999;999M".utf8))
        app.type(bytes: Array("\u{1B}[<0;5".utf8))
        app.wait(0.1)
        XCTAssertNil(app.exitStatus)
        XCTAssertEqual(app.lines.count, 12)
        app.type("q")
        XCTAssertEqual(app.exitStatus, 0)
    }

    /// Time passes only when the test lets it: a frame is drawn for the change, then none while
    /// nothing moves.
    func testNothingIsDrawnWhileNothingChanges() {
        let app = EmbeddedApplication(delegate: Delegate(), columns: 40, rows: 12, showsHint: false)
        let frames = app.framesDrawn
        app.wait(5)
        XCTAssertEqual(app.framesDrawn, frames)
        XCTAssertEqual(app.time, 5)
    }
}

/// What an app's command line may say, as every app on MoveMeKit takes it.
final class RunOptionsTests: XCTestCase {
    func testTheDefaultsAndTheOptionsGiven() throws {
        let defaults = try RunOptions.parse([])
        XCTAssertNoThrow(try defaults.validate())
        XCTAssertNotNil(RunOptions() as RunOptions?, "ArgumentParser's own init, whose values are parsed later")
        let options = try RunOptions.parse(["--fps", "30", "--slow", "--no-hint", "--graphics", "cells"])
        XCTAssertNoThrow(try options.validate())
        XCTAssertTrue(RunOptions.helpMessage().contains("--double-click-ms"))
    }

    func testWhatIsOutOfRangeOrUnknownIsRefused() {
        XCTAssertThrowsError(try RunOptions.parse(["--fps", "0"]))
        XCTAssertThrowsError(try RunOptions.parse(["--double-click-ms", "9000"]))
        XCTAssertThrowsError(try RunOptions.parse(["--graphics", "svga"])) { error in
            XCTAssertTrue(RunOptions.message(for: error).contains("'auto', 'kitty', 'sixel' or 'cells'"), RunOptions.message(for: error))
        }
    }
}
