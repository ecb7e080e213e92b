@testable import MoveMeRendering
@testable import MoveMeScenes
import XCTest
@testable import MoveMeCore

/// MoveMe's placard with the edit menu, at 80×24 (where the menu goes on screen is the
/// session's `MenuDrawingTests`). The touches themselves do what MoveMe's always did.
final class PlacardEditingTests: XCTestCase {
    private var app: MoveMeApp!
    private var menu: MenuController { app.menuController }

    override func setUp() {
        app = MoveMeApp(columns: 80, rows: 24)
    }

    private func longPress(at t: Double = 1) {
        app.pointerDown(column: 40, row: 12, at: t)
        app.pointerUp(column: 40, row: 12, at: t + 0.6)
    }

    func testTheMenuComesAfterALongPressAndTheBounceIsUntouched() {
        longPress()
        XCTAssertTrue(menu.isMenuVisible)
        XCTAssertEqual(menu.shownCommands.map(\.action), [.copy], "no Paste: the pasteboard is empty")
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled, "bouncing home as ever")
        XCTAssertTrue(app.window.animator.animationKeys(of: app.placardView).contains(MoveMeView.bounceKey))
    }

    func testAShortPressOrADragShowsNoMenu() {
        app.pointerDown(column: 40, row: 12, at: 1)
        app.pointerUp(column: 40, row: 12, at: 1.3)
        XCTAssertFalse(menu.isMenuVisible)
        app.advance(to: 4)
        app.pointerDown(column: 40, row: 12, at: 5)
        app.pointerMoved(column: 44, row: 12, at: 5.1)
        app.pointerMoved(column: 40, row: 12, at: 5.2)
        app.pointerUp(column: 40, row: 12, at: 6)
        XCTAssertFalse(menu.isMenuVisible)
    }

    func testCopyPutsTheGreetingOnTheGeneralPasteboard() {
        var told: [String?] = []
        app.generalPasteboard.didChange = { told.append($0) }
        app.showNextGreeting()
        longPress()
        XCTAssertTrue(menu.choose(.copy))
        XCTAssertEqual(app.generalPasteboard.string, "Velkommen")
        XCTAssertEqual(app.generalPasteboard.changeCount, 1)
        XCTAssertEqual(told, ["Velkommen"])
        XCTAssertFalse(menu.isMenuVisible)
    }

    func testPasteMakesThePasteboardsTextTheGreetingAndShakeUndoesIt() {
        app.generalPasteboard.string = "Hello there"
        longPress()
        XCTAssertEqual(menu.shownCommands.map(\.action), [.copy, .paste])
        XCTAssertTrue(menu.choose(.paste))
        XCTAssertEqual(app.greeting, "Hello there")
        app.shake(at: 3)
        XCTAssertEqual(app.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Paste"))
        XCTAssertTrue(app.answerUndoConfirmation(true, at: 3.5))
        XCTAssertEqual(app.greeting, "Welcome")
    }

    func testARightClickOnThePlacardShowsTheMenuAndElsewhereNot() {
        XCTAssertFalse(app.showEditMenu(column: 2, row: 2, at: 1))
        XCTAssertTrue(app.showEditMenu(column: 40, row: 12, at: 1))
        XCTAssertTrue(app.firstResponder === app.placardView)
        XCTAssertEqual(app.placardView.transform, .identity, "no touch: no pulse")
        XCTAssertEqual(app.window.animator.animationKeys(of: app.placardView), [], "nor a bounce")
    }

    func testATouchElsewhereHidesTheMenuAndStillCounts() {
        app.showEditMenu(column: 40, row: 12, at: 1)
        app.pointerDown(column: 5, row: 3, at: 2)
        XCTAssertFalse(menu.isMenuVisible)
        app.pointerUp(column: 5, row: 3, at: 2.1)
        app.pointerDown(column: 5, row: 3, at: 2.2)
        XCTAssertEqual(app.greeting, "Velkommen", "the double tap still shows the next greeting")
    }

    func testAPasteIntoTheTerminalChangesTheGreeting() {
        let result = app.paste("  Bonjour tout le monde\r\n", at: 1)
        XCTAssertEqual(result.text, "Bonjour tout le monde")
        XCTAssertEqual(app.greeting, "Bonjour tout le monde")
        XCTAssertEqual(app.generalPasteboard.changeCount, 1)
        XCTAssertEqual(app.placardView.bounds.size, Size(width: 29, height: 10), "fits the longest greeting")
    }

    func testAHostilePasteIsMadeSafeAndAHugeOneRefused() {
        app.paste("\u{1B}]0;pwned\u{7}Hi\u{202E}!", at: 1)
        XCTAssertEqual(app.greeting, "Hi!")
        let huge = app.paste(String(repeating: "a", count: 1_000_000), at: 2)
        XCTAssertNil(huge.text)
        XCTAssertEqual(app.greeting, "Hi!")
        XCTAssertEqual(app.generalPasteboard.changeCount, 1)
        app.paste(String(repeating: "界", count: 100), at: 3)
        XCTAssertEqual(DisplayWidth.of(app.greeting), 59, "shortened in the middle to at most 60 cells")
    }

    func testRestartAndResizeHideTheMenuAndThePlacardStaysFirstResponder() {
        app.showEditMenu(column: 40, row: 12, at: 1)
        app.resize(columns: 60, rows: 20)
        XCTAssertFalse(menu.isMenuVisible)
        app.showEditMenu(column: 30, row: 10, at: 2)
        app.restart(at: 3)
        XCTAssertFalse(menu.isMenuVisible)
        XCTAssertTrue(app.firstResponder === app.placardView)
    }

    func testTheInspectorSeesResponderMenuPasteboardAndUndo() {
        let start = app.editingSnapshot()
        XCTAssertEqual(start.firstResponder, "PlacardView")
        XCTAssertFalse(start.isMenuVisible)
        XCTAssertEqual(start.pasteboardChangeCount, 0)
        XCTAssertNil(start.undoActionName)
        app.paste("Hi", at: 1)
        app.showEditMenu(column: 40, row: 12, at: 2)
        app.shake(at: 3)
        let later = app.editingSnapshot()
        XCTAssertFalse(later.isMenuVisible, "the shake hid it")
        XCTAssertEqual(later.menuCommands.map(\.action), EditAction.standard)
        XCTAssertEqual(later.menuCommands.map(\.isAllowed), [false, true, true, false, false, false])
        XCTAssertEqual(later.pasteboardString, "Hi")
        XCTAssertEqual(later.pasteboardTypes, [PasteboardType.plainText])
        XCTAssertEqual(later.pasteboardChangeCount, 1)
        XCTAssertEqual(later.undoActionName, "Paste")
        XCTAssertEqual(later.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Paste"))
    }

    func testADroppedAppIsFreedAfterAPasteAndAMenu() {
        weak var weakWindow: Window?
        weak var weakPlacard: PlacardView?
        do {
            app.paste("Hi", at: 1)
            app.showEditMenu(column: 40, row: 12, at: 2)
            weakWindow = app.window
            weakPlacard = app.placardView
            app = nil
        }
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakPlacard)
    }
}
