@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
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
        let h = SessionHarness(options: ProgramOptions(configuration: Configuration(showsHint: false)))
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

    func testQAndEscQuitWithStatusZeroAndTheShellIsAskedNothingElse() {
        for key in [Key.character("q"), .escape, .control("c")] {
            let h = SessionHarness()
            XCTAssertNil(h.session.request)
            h.key(key)
            XCTAssertEqual(h.session.request, .exit(0), "\(key)")
        }
    }

    func testASignalCancelsTheTouchAndEndsWith128PlusItsNumber() {
        let h = SessionHarness()
        h.press(40, 12)
        XCTAssertTrue(h.session.scene.isTouching)
        h.session.end(bySignal: 15, at: h.time)
        XCTAssertEqual(h.session.request, .exit(143))
        XCTAssertFalse(h.session.scene.isTouching)
    }

    func testCtrlZAsAKeyCancelsTheTouchAndAsksTheShellToStop() {
        let h = SessionHarness()
        h.press(40, 12)
        h.key(.control("z"))
        XCTAssertEqual(h.session.request, .suspend)
        XCTAssertFalse(h.session.scene.isTouching)
        h.session.clearRequest()
        XCTAssertNil(h.session.request)
    }

    // MARK: The help

    func testTheHelpIsModalAKeyClosesItAndDoesNothingElse() {
        let h = SessionHarness()
        h.key(.character("?"))
        XCTAssertEqual(h.row(containing: "MoveMe · moveme (1) ─"), 1)
        XCTAssertNotNil(h.row(containing: "q, esc, ctrl-c  quit"))
        h.key(.character("q"))
        XCTAssertNil(h.session.request, "q closes the help; it does not quit")
        XCTAssertNil(h.row(containing: "MoveMe · moveme (1) ─"))
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
        h.key(.character("?"))
        h.key(.character("n"))
        XCTAssertNotNil(h.row(containing: "Welcome"), "n closed the help and showed no next greeting")
    }

    func testAClickClosesTheHelpAndTheSceneBehindSeesNothing() {
        let h = SessionHarness()
        h.key(.character("?"))
        // A double click on the background, behind the help: no next greeting.
        h.press(2, 22); h.release(2, 22); h.press(2, 22); h.release(2, 22)
        XCTAssertNil(h.row(containing: "MoveMe · moveme (1) ─"))
        XCTAssertNotNil(h.row(containing: "Welcome"))
        XCTAssertFalse(h.session.scene.isTouching)
    }

    func testTheHelpOpenedMidDragCancelsTheTouch() {
        let h = SessionHarness()
        h.press(40, 12)
        h.key(.character("?"))
        XCTAssertFalse(h.session.scene.isTouching)
    }

    func testTheHelpAtTinySizesFitsOrAsksForRoomAndIsNeverASliceOfTheBox() {
        for (columns, rows) in [(10, 3), (20, 5), (1, 1)] {
            let h = SessionHarness(columns: columns, rows: rows, options: ProgramOptions(configuration: Configuration(showsHint: false)))
            h.key(.character("?"))
            if columns >= 9 {
                XCTAssertNotNil(h.row(containing: "too small") ?? h.row(containing: "bigger terminal"), h.screen)
            }
            XCTAssertFalse(h.screen.contains("╭") || h.screen.contains("│"), "a slice of the box at \(columns)×\(rows)")
            h.resize(columns: 80, rows: 24)
            XCTAssertNotNil(h.row(containing: "╭─ MoveMe · moveme (1) ─"), h.screen)
        }
        // Between, the compact help's box, whole.
        for (columns, rows) in [(50, 18), (40, 12)] {
            let h = SessionHarness(columns: columns, rows: rows, options: ProgramOptions(configuration: Configuration(showsHint: false)))
            h.key(.character("?"))
            XCTAssertNotNil(h.row(containing: "╭─ MoveMe · moveme (1) ─"), h.screen)
            XCTAssertNotNil(h.row(containing: "╰──"), "the compact box whole at \(columns)×\(rows):\n\(h.screen)")
            h.resize(columns: 80, rows: 24)
            XCTAssertNotNil(h.row(containing: "╭─ MoveMe · moveme (1) ─"), h.screen)
        }
    }

    // MARK: Mouse and keys on the placard

    func testADragIsFollowedAndAReleaseBouncesHome() {
        let h = SessionHarness()
        h.press(40, 12)
        h.wait(0.4)  // the pulse
        for step in 1...10 { h.drag(40 + 2 * step, 12 - step / 2); h.wait(1.0 / 60) }
        XCTAssertEqual(h.row(containing: "Welcome"), 7)
        h.release(60, 7)
        var frames = h.wait(0.3)
        XCTAssertEqual(h.row(containing: "Welcome"), 8, "ease-in: the way home starts slowly")
        frames += h.wait(3)
        XCTAssertGreaterThan(frames, 90, "the bounce is drawn at 60 frames a second")
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
        XCTAssertNil(h.session.timeout(at: h.time), "at rest the shell sleeps until input")
        XCTAssertFalse(h.session.drawIfDue(at: h.time + 10))
    }

    func testInputDuringTheBounceIsIgnored() {
        let h = SessionHarness()
        h.press(40, 12)
        h.wait(0.4)
        h.drag(60, 4)
        h.release(60, 4)
        h.wait(0.2)
        let greeting = h.lines.first { $0.contains("Welcome") }
        h.press(2, 22); h.release(2, 22); h.press(2, 22); h.release(2, 22)
        h.key(.character("n"))
        XCTAssertNotNil(greeting)
        h.wait(3)
        XCTAssertNotNil(h.row(containing: "Welcome"), "no next greeting during the bounce")
    }

    func testADoubleClickOnTheBackgroundShowsTheNextGreetingAndASlowOneDoesNot() {
        let h = SessionHarness()
        h.press(2, 2); h.release(2, 2); h.press(2, 2); h.release(2, 2)
        XCTAssertNotNil(h.row(containing: "Velkommen"))
        h.press(2, 2); h.release(2, 2)
        h.wait(0.5)
        h.press(2, 2); h.release(2, 2)
        XCTAssertNotNil(h.row(containing: "Velkommen"), "0.5 s apart is two single clicks")
        h.press(5, 2); h.release(5, 2)
        XCTAssertNotNil(h.row(containing: "Velkommen"), "three cells away is a new first click")
    }

    func testTheDoubleClickIntervalIsTheUsers() {
        let h = SessionHarness(settings: SceneSettings(doubleTapInterval: 1))
        h.press(2, 2); h.release(2, 2)
        h.wait(0.8)
        h.press(2, 2); h.release(2, 2)
        XCTAssertNotNil(h.row(containing: "Velkommen"))
    }

    func testOtherButtonsAndTheWheelDoNothing() {
        // (The right button shows the placard's edit menu: EditingSessionTests.)
        let h = SessionHarness()
        for button in [MouseButton.middle, .wheelUp, .wheelDown] {
            h.send(.mouse(MouseEvent(kind: .press, button: button, column: 40, row: 12)))
            h.send(.mouse(MouseEvent(kind: .press, button: button, column: 40, row: 12)))
        }
        XCTAssertFalse(h.session.scene.isTouching)
        XCTAssertNotNil(h.row(containing: "Welcome"))
        XCTAssertNotNil(h.row(containing: "q quit"), "nothing the user did counts")
    }

    func testArrowsMoveThePlacardAndSpaceLetsItGo() {
        let h = SessionHarness()
        h.key(.right)
        h.wait(0.4)
        for _ in 0..<5 { h.key(.up) }
        h.wait(0.1)
        XCTAssertEqual(h.row(containing: "Welcome"), 7)
        h.key(.character(" "))
        h.wait(3)
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
    }

    func testHjklAndEnterAsArrowsAndSpace() {
        let h = SessionHarness()
        for _ in 0..<3 { h.key(.character("j")) }
        h.wait(0.4)
        XCTAssertEqual(h.row(containing: "Welcome"), 15)
        h.key(.enter)
        h.wait(3)
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
    }

    func testNAndTabShowTheNextGreeting() {
        let h = SessionHarness()
        h.key(.character("n"))
        XCTAssertNotNil(h.row(containing: "Velkommen"))
        h.key(.tab)
        XCTAssertNotNil(h.row(containing: "Welkom"))
    }

    /// The column where the greeting starts.
    private func greetingColumn(_ h: SessionHarness, _ greeting: String = "Welcome") -> Int? {
        guard let row = h.row(containing: greeting), let range = h.lines[row].range(of: greeting) else { return nil }
        return h.lines[row].distance(from: h.lines[row].startIndex, to: range.lowerBound)
    }

    /// The cells of a row that are not the background's grey.
    private func placardWidth(_ h: SessionHarness, row: Int) -> Int {
        (0..<h.backend.grid.columns).filter { column in
            let cell = h.backend.grid[column, row]
            return cell.text != " " || cell.style.background != h.backend.grid[0, row].style.background
        }.count
    }

    func testAPressPulsesToOnePointTwoAndSettlesAtOnePointOne() {
        let h = SessionHarness()
        XCTAssertEqual(placardWidth(h, row: 12), 24)
        h.press(40, 12)
        h.wait(0.15)
        XCTAssertEqual(placardWidth(h, row: 12), 29, "1.2× (28.8 cells)")
        h.wait(0.3)
        XCTAssertEqual(placardWidth(h, row: 12), 26, "then 1.1× under the pointer (26.4 cells)")
    }

    func testAQuickTapOffCentreOnThePlacardComesHome() {
        let h = SessionHarness()
        h.press(48, 13)
        h.release(48, 13)
        h.wait(3)
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
        XCTAssertEqual(greetingColumn(h), 37)
    }

    func testOneArrowPressMovesTwoColumnsAndStaysThereWhileHeld() {
        let h = SessionHarness()
        h.key(.right)
        XCTAssertEqual(greetingColumn(h), 39)
        h.wait(0.5)
        XCTAssertEqual(greetingColumn(h), 39, "the pulse does not pull it back")
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
    }

    func testDoubleClicksCycleTheGreetingsInOrderAndBackToTheFirst() {
        let h = SessionHarness()
        for greeting in Greetings.standard.dropFirst() + ["Welcome"] {
            h.press(2, 2); h.release(2, 2); h.press(2, 2); h.release(2, 2)
            XCTAssertNotNil(h.row(containing: greeting), greeting + "\n" + h.screen)
            h.wait(0.5)
        }
    }

    func testTabIsIgnoredDuringTheBounceToo() {
        let h = SessionHarness()
        h.press(40, 12)
        h.wait(0.4)
        h.drag(60, 4)
        h.release(60, 4)
        h.key(.tab)
        h.wait(3)
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
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
