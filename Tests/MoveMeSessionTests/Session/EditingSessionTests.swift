@testable import MoveMeScenes
@testable import MoveMeSession
import MoveMeCore
import MoveMeStrings
import MoveMeTerminal
import XCTest
@testable import MoveMeTUI

/// The edit menu, the clipboard and the shake through the session: a right-click on the
/// placard, a bracketed paste, OSC 52 for a copy, the shake's modal question.
final class EditingSessionTests: XCTestCase {
    private func rightClick(_ h: SessionHarness, _ column: Int, _ row: Int) {
        h.send(.mouse(MouseEvent(kind: .press, button: .right, column: column, row: row)))
        h.send(.mouse(MouseEvent(kind: .release, button: .right, column: column, row: row)))
        h.wait(0.5)
    }

    private func paste(_ h: SessionHarness, _ text: String) {
        h.send(.paste(PastedText(text)))
        h.wait(0.5)
    }

    // MARK: The menu

    /// Copy alone while the pasteboard is empty (a refused Paste is left out, as UIKit leaves
    /// it); Copy and Paste once a copy has filled it.
    func testRightClickOnThePlacardShowsTheMenuAboveIt() {
        let h = SessionHarness()
        rightClick(h, 40, 12)
        XCTAssertTrue(h.session.scene.menuController.isMenuVisible)
        XCTAssertEqual(h.row(containing: " Copy "), 8)
        XCTAssertNil(h.row(containing: "Paste"), "nothing to paste: no Paste\n" + h.screen)
        XCTAssertEqual(h.row(containing: "Welcome"), 12, "the placard neither moved nor pulsed")
        h.type("c")
        h.wait(0.5)
        rightClick(h, 40, 12)
        XCTAssertEqual(h.row(containing: "Copy │ Paste"), 8, h.screen)
    }

    func testRightClickOffThePlacardShowsNothing() {
        let h = SessionHarness()
        rightClick(h, 5, 3)
        XCTAssertFalse(h.session.scene.menuController.isMenuVisible)
        XCTAssertNil(h.row(containing: "Copy"))
    }

    func testTheRightButtonDoesNothingInADynamicsScene() {
        let h = SessionHarness()
        h.type("2")
        h.wait(0.2)
        rightClick(h, 40, 12)
        XCTAssertFalse(h.session.scene.menuController.isMenuVisible)
    }

    func testTheMenuShowsInEveryColourDepth() {
        for depth in [ColorDepth.monochrome, .palette8, .palette256, .trueColor] {
            let h = SessionHarness(depth: depth)
            rightClick(h, 40, 12)
            XCTAssertEqual(h.row(containing: " Copy "), 8, "\(depth)\n" + h.screen)
        }
    }

    func testSwitchingSceneHidesTheMenuAndTheKeysAreTheProgramsAgain() {
        let h = SessionHarness()
        rightClick(h, 40, 12)
        h.type("2")
        h.wait(0.2)
        XCTAssertFalse(h.session.scene.menuController.isMenuVisible)
        h.type("s")
        XCTAssertNotEqual(h.session.scene.animationSpeed, 1, "s is slow animations, not the menu's Select")
        h.key(.escape)
        XCTAssertEqual(h.exitStatus, 0)
    }

    func testCopyByKeyWritesOSC52AndHidesTheMenu() {
        let h = SessionHarness()
        rightClick(h, 40, 12)
        XCTAssertEqual(h.takeSent(), [])
        h.type("c")
        h.wait(0.5)
        XCTAssertEqual(h.takeSent(), ["\u{1B}]52;c;V2VsY29tZQ==\u{1B}\\"])
        XCTAssertEqual(h.takeSent(), [], "taken once")
        XCTAssertFalse(h.session.scene.menuController.isMenuVisible)
        XCTAssertNil(h.row(containing: "Copy"))
        XCTAssertEqual(h.session.scene.generalPasteboard.string, "Welcome")
    }

    /// As a paste says what it did, a copy says where the text went, for a few seconds.
    func testACopySaysSoOnTheBottomRow() {
        let h = SessionHarness()
        rightClick(h, 40, 12)
        h.type("c")
        XCTAssertEqual(h.row(containing: "Copied to the clipboard"), 23, h.screen)
        h.wait(4)
        XCTAssertNil(h.row(containing: "Copied"), "the notice goes by itself")
    }

    func testACopyOfATileSaysSoTooInFrench() {
        let h = SessionHarness(configuration: Configuration(scene: SceneCatalog.named("touches")!),
                               application: MoveMeApplication(strings: Strings(.french)))
        h.press(12, 12)
        h.release(12, 12)
        h.press(12, 12)
        h.release(12, 12)
        h.wait(0.5)
        XCTAssertTrue(h.session.scene.menuController.isMenuVisible, h.screen)
        h.type("c")
        XCTAssertEqual(h.row(containing: "Copié dans le presse-papiers"), 23, h.screen)
    }

    func testCopyByClickWritesOSC52() {
        let h = SessionHarness()
        rightClick(h, 40, 12)
        let column = h.lines[8].range(of: "Copy").map { h.lines[8].distance(from: h.lines[8].startIndex, to: $0.lowerBound) }!
        h.press(column + 1, 8)
        h.release(column + 1, 8)
        h.wait(0.5)
        XCTAssertEqual(h.takeSent(), ["\u{1B}]52;c;V2VsY29tZQ==\u{1B}\\"])
    }

    func testEscHidesTheMenuAndDoesNotQuit() {
        let h = SessionHarness()
        rightClick(h, 40, 12)
        h.key(.escape)
        h.wait(0.5)
        XCTAssertNil(h.exitStatus)
        XCTAssertNil(h.row(containing: "Copy"))
    }

    func testAMenuKeyNotAllowedDoesNothing() {
        // x (Cut): the placard cannot cut, and its menu does not offer it.
        let h = SessionHarness()
        rightClick(h, 40, 12)
        h.type("x")
        h.wait(0.5)
        XCTAssertTrue(h.session.scene.menuController.isMenuVisible)
        XCTAssertEqual(h.takeSent(), [])
    }

    func testPasteByKeyFromTheMenu() {
        let h = SessionHarness()
        paste(h, "Hello there")
        h.type("n")  // the next greeting, then paste back from the menu
        h.wait(1)
        rightClick(h, 40, 12)
        h.type("v")
        h.wait(0.5)
        XCTAssertEqual(h.row(containing: "Hello there"), 12)
    }

    // MARK: Pastes

    func testABracketedPasteBecomesTheGreeting() {
        let h = SessionHarness()
        paste(h, "Hello there")
        XCTAssertEqual(h.row(containing: "Hello there"), 12)
        XCTAssertNil(h.row(containing: "Welcome"))
        XCTAssertEqual(h.takeSent(), [], "text from the terminal is not sent back")
        XCTAssertEqual(h.session.scene.generalPasteboard.string, "Hello there")
    }

    func testAPasteIsNeverKeys() {
        let h = SessionHarness()
        paste(h, "q")
        XCTAssertNil(h.exitStatus)
        XCTAssertEqual(h.row(containing: "q"), 12)
    }

    func testAPasteCutByTheDecoderIsRefusedWholeWithANoticeThatGoes() {
        let h = SessionHarness()
        h.send(.paste(PastedText(bytes: Array("Hello".utf8), byteCount: 1_048_576)))
        h.wait(0.5)
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
        XCTAssertNil(h.session.scene.generalPasteboard.string)
        XCTAssertEqual(h.row(containing: "Paste refused: 1048576 bytes, more than 65536"), 23)
        XCTAssertEqual(h.runtime.deadline ?? 0, 4, accuracy: 1e-9, "awake when the notice is to go, 4 s after the paste at 0")
        h.wait(4)
        XCTAssertNil(h.row(containing: "Paste refused"), "the notice goes by itself")
        XCTAssertNil(h.runtime.deadline)
    }

    func testAPasteTheRulesChangeSaysWhatWasDone() {
        let h = SessionHarness()
        paste(h, "two\nlines")
        XCTAssertEqual(h.row(containing: "two lines"), 12)
        XCTAssertEqual(h.row(containing: "Paste 2 lines joined"), 23)
        paste(h, "\u{1B}[31mred\u{7}")
        XCTAssertEqual(h.row(containing: "red"), 12, "the escape goes whole: no printable tail")
        XCTAssertNil(h.row(containing: "[31m"))
        XCTAssertEqual(h.row(containing: "Paste 1 escape sequence removed, 1 control character removed"), 23)
        XCTAssertFalse(h.screen.contains("\u{1B}"))
    }

    func testAnUnbracketedBurstIsNotTakenAsKeys() {
        let h = SessionHarness()
        let burst = "quit now, please".map { InputEvent.key(.character($0)) } + [.key(.enter)]
        h.send(burst)
        h.wait(0.5)
        XCTAssertNil(h.exitStatus)
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
    }

    func testAFewKeysInOneReadAreStillKeys() {
        let h = SessionHarness()
        h.send([.key(.character("n")), .key(.character("q"))])
        XCTAssertEqual(h.exitStatus, 0)
    }

    // MARK: The shake

    func testShakeAsksAndYesUndoesThePaste() {
        let h = SessionHarness()
        paste(h, "Hello there")
        h.type("z")
        h.wait(0.2)
        XCTAssertNotNil(h.row(containing: "Undo Paste?"))
        XCTAssertNotNil(h.row(containing: "[n Cancel] [y Undo]"))
        h.type("q")  // modal: the question takes no other key
        XCTAssertNil(h.exitStatus)
        h.type("y")
        h.wait(0.5)
        XCTAssertNil(h.row(containing: "Undo Paste?"))
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
    }

    func testShakeNoKeepsThePaste() {
        let h = SessionHarness()
        paste(h, "Hello there")
        h.type("z")
        h.key(.escape)
        h.wait(0.5)
        XCTAssertNil(h.exitStatus)
        XCTAssertNil(h.row(containing: "Undo Paste?"))
        XCTAssertEqual(h.row(containing: "Hello there"), 12)
    }

    func testShakeAnsweredWithTheMouse() {
        let h = SessionHarness()
        paste(h, "Hello there")
        h.type("z")
        h.wait(0.2)
        let row = h.row(containing: "[y Undo]")!
        let line = h.lines[row]
        let column = line.distance(from: line.startIndex, to: line.range(of: "[y Undo]")!.lowerBound)
        h.press(0, 0)  // off the buttons: nothing
        h.release(0, 0)
        XCTAssertNotNil(h.row(containing: "Undo Paste?"))
        h.press(column + 2, row)
        h.release(column + 2, row)
        h.wait(0.5)
        XCTAssertNil(h.row(containing: "Undo Paste?"))
        XCTAssertEqual(h.row(containing: "Welcome"), 12)
    }

    func testShakeWithNothingToUndoAsksNothing() {
        let h = SessionHarness()
        h.type("z")
        h.wait(0.2)
        XCTAssertNil(h.row(containing: "Undo"))
        h.type("q")
        XCTAssertEqual(h.exitStatus, 0)
    }

    // MARK: The inspector

    func testTheInspectorShowsFirstResponderMenuAndPasteboard() {
        let h = SessionHarness(columns: 100, rows: 40)
        h.type("i")
        paste(h, "Hello")
        rightClick(h, 27, 20)
        let panel = h.lines.map { String($0.dropFirst(55)).trimmingTrailingSpaces }  // right of the border
        let start = try! XCTUnwrap(panel.firstIndex(of: " Editing first responder PlacardView"), h.screen)
        XCTAssertEqual(Array(panel[start..<start + 6]), [
            " Editing first responder PlacardView",
            "  menu      Copy Paste",
            "            refused Cut Select Select All",
            "            Delete",
            "  pasteboard \"Hello\" · change 1",
            "  undo      Undo Paste",
        ])
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
