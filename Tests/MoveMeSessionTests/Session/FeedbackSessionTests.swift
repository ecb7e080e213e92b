@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import MoveMeTerminal
import XCTest
@testable import MoveMeTUI

/// What the program says back (issue 37): a pin's caption in scene 6, a shake with nothing to
/// undo, a refusal's notice that a later paste makes stale, and the edit menu of a long press
/// shown while the finger is still down.
final class FeedbackSessionTests: XCTestCase {
    private func rightClick(_ h: SessionHarness, _ column: Int, _ row: Int) {
        h.send(.mouse(MouseEvent(kind: .press, button: .right, column: column, row: row)))
        h.send(.mouse(MouseEvent(kind: .release, button: .right, column: column, row: row)))
    }

    // MARK: A pin in scene 6

    func testARightClickPinSaysWhereItWentAndItsLiftSaysSoToo() {
        let h = SessionHarness(configuration: Configuration(scene: SceneCatalog.named("touches")!))
        rightClick(h, 8, 10)
        XCTAssertTrue(h.caption.hasPrefix(" finger 2 pinned: ordinary tile · "), h.caption)
        rightClick(h, 60, 20)
        XCTAssertTrue(h.caption.hasPrefix(" finger 3 pinned: background · "), h.caption)
        rightClick(h, 60, 20)
        XCTAssertTrue(h.caption.hasPrefix(" finger 3 lifted: background · "), h.caption)
        h.send(.mouse(MouseEvent(kind: .press, button: .right, column: 8, row: 10)))
        XCTAssertEqual(h.session.scene.caption, "finger 2 lifted: ordinary tile")
        // A pin that never moved is a tap, as before: once no second tap came, its tile comes
        // to the front and the caption says that.
        h.wait(1)
        XCTAssertTrue(h.caption.hasPrefix(" single tap — waited 0.35 s: ordinary tile to the front · "), h.caption)
    }

    func testAPinSaysItInTheUsersLanguage() {
        let h = SessionHarness(configuration: Configuration(scene: SceneCatalog.named("touches")!),
                               application: MoveMeApplication(strings: Strings(.french)))
        rightClick(h, 8, 10)
        XCTAssertTrue(h.caption.hasPrefix(" doigt 2 épinglé : tuile ordinaire"), h.caption)
    }

    // MARK: The shake

    func testAShakeWithNothingToUndoSaysSoOnTheBottomRowForAWhile() {
        let h = SessionHarness()
        h.type("z")
        XCTAssertEqual(h.row(containing: "Nothing to undo"), 23)
        XCTAssertNil(h.row(containing: "Undo Paste?"))
        h.wait(4.5)
        XCTAssertNil(h.row(containing: "Nothing to undo"), "it goes as a paste's notice does")
    }

    func testAShakeWithSomethingToUndoAsksAndSaysNothingElse() {
        let h = SessionHarness()
        h.send(.paste(PastedText("Hello")))
        h.type("z")
        XCTAssertNotNil(h.row(containing: "Undo Paste?"))
        XCTAssertNil(h.row(containing: "Nothing to undo"))
    }

    // MARK: Notices

    func testAnAcceptedPasteClearsTheNoticeOfARefusedOne() {
        let h = SessionHarness()
        h.send(.paste(PastedText(bytes: Array("Hello".utf8), byteCount: 1_048_576)))
        XCTAssertEqual(h.row(containing: "Paste refused"), 23)
        h.wait(1)
        h.send(.paste(PastedText("Hello there")))
        XCTAssertEqual(h.row(containing: "Hello there"), 12)
        XCTAssertNil(h.row(containing: "Paste refused"), "the refusal is no longer news:\n" + h.screen)
    }

    // MARK: The long press

    func testALongPressShowsTheMenuWhileTheButtonIsStillDown() {
        let h = SessionHarness(configuration: Configuration(showsHint: false))
        h.press(40, 12)
        XCTAssertLessThanOrEqual(h.runtime.deadline ?? .infinity, h.time + 0.5, "the loop wakes when the press is long")
        h.wait(0.45)
        XCTAssertNil(h.row(containing: "Copy"), "not yet")
        h.wait(0.2)
        XCTAssertNotNil(h.row(containing: " Copy "), "held, not released:\n" + h.screen)
        XCTAssertTrue(h.session.scene.isTouching)
        h.release(40, 12)
        h.wait(2)
        XCTAssertEqual(h.row(containing: " Copy "), 8, "over the placard at rest")
    }

    /// Held until the menu showed, then dragged: the menu stays while the finger is within the
    /// long press's allowable movement (a column across), and goes once it moves past it. A row
    /// up was within the tap's slop, and the placard was dragged under the menu.
    func testADragAfterTheMenuShowedHidesItPastTheAllowableMovement() {
        let h = SessionHarness(configuration: Configuration(showsHint: false))
        h.press(40, 12)
        h.wait(0.6)
        XCTAssertEqual(h.row(containing: " Copy "), 8)
        h.drag(41, 12)
        h.wait(0.05)
        XCTAssertEqual(h.row(containing: " Copy "), 8, "a column across: still a long press")
        h.drag(41, 11)
        h.wait(0.05)
        XCTAssertNil(h.row(containing: "Copy"), "a row up: a drag, and the menu goes:\n" + h.screen)
        h.release(41, 11)
        h.wait(2)
        XCTAssertNil(h.row(containing: "Copy"))
    }

    func testAPressThatMovesIsADragAndShowsNoMenu() {
        let h = SessionHarness(configuration: Configuration(showsHint: false))
        h.press(40, 12)
        h.drag(44, 12)
        h.wait(1)
        XCTAssertNil(h.row(containing: "Copy"))
        h.drag(40, 12)
        h.release(40, 12)
        h.wait(2)
        XCTAssertNil(h.row(containing: "Copy"))
    }
}
