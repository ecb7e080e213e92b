@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeTerminal
import MoveMeRendering

/// The mouse and the keys on MoveMe's placard: the drag and the bounce, double clicks and the
/// next greeting, the arrows and space, the pulse.
extension SessionTests {
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
        XCTAssertNil(h.runtime.deadline, "at rest the runtime sleeps until input")
        XCTAssertEqual(h.wait(10), 0)
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
        let h = SessionHarness(configuration: Configuration(doubleTapInterval: 1))
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
}
