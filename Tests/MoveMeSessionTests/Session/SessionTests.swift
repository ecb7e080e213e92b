@testable import MoveMeDynamics
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeCore
import MoveMeTerminal

/// The program's decisions under a manual clock, from input events to the screen a person
/// sees: the hint, quitting, the help, the placard's drag and bounce, resizing, idling.
final class SessionTests: XCTestCase {
    private let hint = "drag the placard · double-click the background · 1-6 scenes · ? help · q quit"

    func testItStartsCentredWithTheHintOnTheBottomRow() {
        let h = SessionHarness()
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
        XCTAssertEqual(h.lines[23], " " + hint + "  ")
        XCTAssertEqual(h.lines[12].firstIndex(of: "W").map { h.lines[12].distance(from: h.lines[12].startIndex, to: $0) }, 37)
    }

    func testWithoutTheHintTheBottomRowIsTheScenes() {
        let h = SessionHarness(configuration: Configuration(showsHint: false))
        XCTAssertEqual(h.lines[23].trimmingCharacters(in: .whitespaces), "")
    }

    /// After it, the help's key stays in the bottom right corner: the help leads to every key.
    func testTheHintGoesAfterTheFirstTouchAndDoesNotComeBack() {
        let h = SessionHarness()
        h.press(2, 2)
        h.release(2, 2)
        XCTAssertEqual(h.lines[23], String(repeating: " ", count: 73) + "? help ")
        h.wait(1)
        XCTAssertNil(h.row(containing: "q quit"))
    }

    /// Quitting ends the run with status 0 and nothing more: no request of the terminal (a
    /// stop, a repaint, the mouse's modes), no bytes besides frames; the preferences saved
    /// once, as the application terminates.
    func testQAndEscQuitWithStatusZeroAndTheTerminalIsAskedNothingElse() {
        for key in [Key.character("q"), .escape, .control("c")] {
            let h = SessionHarness()
            XCTAssertNil(h.exitStatus)
            let requests = h.terminal.requests
            _ = h.takeSent()
            h.key(key)
            XCTAssertEqual(h.exitStatus, 0, "\(key)")
            XCTAssertEqual(h.terminal.requests, requests, "\(key)")
            XCTAssertEqual(h.takeSent(), [], "\(key)")
            XCTAssertEqual(h.saves.map(\.values), [h.session.preferences], "\(key)")
        }
    }

    func testASignalCancelsTheTouchAndEndsWith128PlusItsNumber() {
        let h = SessionHarness()
        h.press(40, 12)
        XCTAssertTrue(h.session.scene.isTouching)
        h.raise(15)
        XCTAssertEqual(h.exitStatus, 143)
        XCTAssertFalse(h.session.scene.isTouching)
    }

    func testCtrlZAsAKeyCancelsTheTouchAndStopsTheProcess() {
        let h = SessionHarness()
        h.press(40, 12)
        var touchingWhileStopped: Bool?
        h.terminal.whileStopped = { [unowned h] in touchingWhileStopped = h.session.scene.isTouching }
        h.key(.control("z"))
        XCTAssertEqual(h.terminal.requests.filter { $0 == .suspend }.count, 1)
        XCTAssertEqual(touchingWhileStopped, false)
        XCTAssertNil(h.exitStatus)
    }

    // MARK: Resizing

    func testAResizeRecentresARestingPlacard() {
        let h = SessionHarness()
        h.resize(columns: 120, rows: 40)
        XCTAssertEqual(h.row(containing: "Welcome"), 20)
        XCTAssertEqual(h.lines[39].trimmingCharacters(in: .whitespaces),
                       "drag the placard · double-click the background · 1-6 scenes · r restart · ? help · q quit",
                       "the hint for the new width, restart too")
    }

    func testAResizeMidDragKeepsThePlacardUnderThePointer() {
        let h = SessionHarness()
        h.press(40, 12)
        h.wait(0.4)
        h.drag(30, 6)
        h.wait(0.1)
        h.resize(columns: 100, rows: 30)
        h.drag(31, 6)
        h.wait(0.1)
        XCTAssertEqual(h.row(containing: "Welcome"), 6)
        XCTAssertTrue(h.session.scene.isTouching)
    }

    func testShrinkingToTinyAndBackLeavesThePlacardWhole() {
        let h = SessionHarness()
        h.resize(columns: 3, rows: 2)
        h.resize(columns: 1, rows: 1)
        h.resize(columns: 80, rows: 24)
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
        XCTAssertEqual(h.lines[23].trimmingCharacters(in: .whitespaces), hint)
    }
}
