import MoveMeCore
@testable import MoveMeSession
import MoveMeStrings
import XCTest

/// The edit menu over a view in an 80×48-point window (80×24 cells): the chain decides the
/// commands, the menu goes over the target, and touches choose or dismiss.
final class EditMenuTests: XCTestCase {
    final class Editable: View {
        var allowed: Set<EditAction> = []
        var performed: [String] = []
        var handlesShake = false
        override var canBecomeFirstResponder: Bool { true }
        override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool { allowed.contains(action) }
        override func perform(_ action: EditAction, withSender sender: Any?) { performed.append(action.name) }
        override func motionEnded(_ motion: EventSubtype, with event: Event?) {
            if handlesShake { performed.append("shake") } else { super.motionEnded(motion, with: event) }
        }
    }

    private var window: Window!
    private var dispatcher: TouchDispatcher!
    private var board: Editable!
    private var tile: Editable!
    private var presenter: EditMenu!
    private var menu: MenuController { dispatcher.application.menuController }

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        board = Editable(frame: window.bounds)
        tile = Editable(frame: Rect(x: 30, y: 20, width: 20, height: 8))
        window.addSubview(board)
        board.addSubview(tile)
        dispatcher = TouchDispatcher(window: window)
        presenter = EditMenu(strings: Strings(.english))
        menu.presenter = presenter
    }

    private func showMenuOverTile(animated: Bool = false) {
        XCTAssertTrue(tile.becomeFirstResponder())
        menu.setTargetRect(tile.bounds, in: tile)
        menu.setMenuVisible(true, animated: animated)
    }

    func testTheChainDecidesWhichCommandsAreShown() {
        tile.allowed = [.copy]
        board.allowed = [.paste, .cut]
        showMenuOverTile()
        XCTAssertTrue(menu.isMenuVisible)
        XCTAssertEqual(menu.shownCommands.map(\.action), [.cut, .copy, .paste])
        XCTAssertEqual(menu.commands.map(\.isAllowed), [true, true, true, false, false, false])
        XCTAssertEqual(presenter.shown?.layout.entries.map(\.title), ["Cut", "Copy", "Paste"])
        XCTAssertTrue(tile.target(forAction: .cut, withSender: nil) === board)
        XCTAssertTrue(tile.target(forAction: .copy, withSender: nil) === tile)
        XCTAssertNil(tile.target(forAction: .delete, withSender: nil))
    }

    func testTheMenuGoesJustAboveItsTarget() {
        tile.allowed = [.cut, .copy, .paste]
        showMenuOverTile()
        XCTAssertEqual(menu.menuFrame, Rect(x: 30, y: 18, width: 20, height: 2))
        XCTAssertNotNil(presenter.shown, "on screen")
    }

    func testNoFirstResponderOrNoCommandShowsNothing() {
        menu.setTargetRect(tile.bounds, in: tile)
        menu.setMenuVisible(true, animated: false)
        XCTAssertFalse(menu.isMenuVisible, "no first responder")
        showMenuOverTile()
        XCTAssertFalse(menu.isMenuVisible, "nothing allowed")
        XCTAssertNil(presenter.shown)
        XCTAssertEqual(menu.menuFrame, .zero)
    }

    /// UIKit leaves a command no responder can perform off the menu; it cannot be chosen.
    func testARefusedCommandIsLeftOutAndCannotBeChosen() {
        tile.allowed = [.copy]
        showMenuOverTile()
        XCTAssertEqual(menu.shownCommands.map(\.action), [.copy])
        XCTAssertEqual(presenter.shown?.layout.entries.map(\.title), ["Copy"])
        XCTAssertFalse(menu.choose(.paste))
        XCTAssertTrue(menu.isMenuVisible)
        XCTAssertEqual(tile.performed, [])
    }

    func testCustomItemsComeAfterTheStandardOnes() {
        let info = EditAction("showInfo:")
        menu.menuItems = [MenuItem(title: "About this tile", action: info)]
        tile.allowed = [.delete, info]
        showMenuOverTile()
        XCTAssertEqual(presenter.shown?.layout.entries.map(\.title), ["Delete", "About this tile"])
        XCTAssertTrue(menu.choose(info))
        XCTAssertEqual(tile.performed, ["showInfo:"])
    }

    func testChoosingACommandPerformsItOnItsTargetAndHides() {
        tile.allowed = [.copy]
        board.allowed = [.cut]
        showMenuOverTile()
        XCTAssertTrue(menu.choose(.cut))
        XCTAssertFalse(menu.isMenuVisible)
        XCTAssertEqual(board.performed, ["cut:"])
        XCTAssertEqual(tile.performed, [])
        XCTAssertNil(presenter.shown, "gone from the screen")
    }

    func testACellOfACommandChoosesIt() {
        tile.allowed = [.cut, .copy, .paste]
        showMenuOverTile()
        // " Cut │ Copy │ Paste " from column 30, row 9: Copy's cells are columns 36 to 41.
        XCTAssertTrue(presenter.contains(column: 38, row: 9))
        XCTAssertFalse(presenter.contains(column: 38, row: 10), "the target's row, below the menu")
        let copy = try? XCTUnwrap(presenter.command(atColumn: 38, row: 9))
        XCTAssertEqual(copy, 1)
        presenter.choose(copy ?? 0)
        XCTAssertEqual(tile.performed, ["copy:"])
        XCTAssertFalse(menu.isMenuVisible)
        XCTAssertNil(presenter.shown)
    }

    func testABarChoosesNothing() {
        tile.allowed = [.cut, .copy, .paste]
        showMenuOverTile()
        XCTAssertTrue(presenter.contains(column: 35, row: 9))
        XCTAssertNil(presenter.command(atColumn: 35, row: 9))
        XCTAssertEqual(tile.performed, [])
        XCTAssertTrue(menu.isMenuVisible)
    }

    func testATouchElsewhereHidesTheMenuAndStillArrives() {
        final class Counter: View {
            var began = 0
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { began += 1 }
        }
        let other = Counter(frame: Rect(x: 0, y: 40, width: 10, height: 8))
        board.addSubview(other)
        tile.allowed = [.copy]
        showMenuOverTile()
        dispatcher.pointerDown(at: Point(x: 5, y: 44), time: 1)
        XCTAssertFalse(menu.isMenuVisible)
        XCTAssertEqual(other.began, 1)
    }

    func testShownAndHiddenAtOnceEvenWhenAnimated() {
        tile.allowed = [.copy]
        showMenuOverTile(animated: true)
        XCTAssertNotNil(presenter.shown, "a plane of cells shows whole: nothing to fade over half blocks")
        menu.setMenuVisible(false, animated: true)
        XCTAssertFalse(menu.isMenuVisible)
        XCTAssertNil(presenter.shown)
        menu.setMenuVisible(true, animated: false)
        XCTAssertNotNil(presenter.shown, "shown again")
    }

    func testAResizeOfTheWindowHidesTheMenu() {
        tile.allowed = [.copy]
        showMenuOverTile()
        window.frame = Rect(x: 0, y: 0, width: 40, height: 12)
        XCTAssertFalse(menu.isMenuVisible)
        XCTAssertNil(presenter.shown)
    }

    // MARK: Shake to edit

    private final class Note {
        var text = "Welcome"
    }

    private func registerPaste(on note: Note, _ new: String) {
        let undo = tile.undoManager!
        let old = note.text
        note.text = new
        undo.registerUndo(withTarget: note) { [unowned self] in registerPaste(on: $0, old) }
        undo.setActionName("Paste")
    }

    func testEveryViewOfAWindowSharesItsUndoManager() {
        XCTAssertTrue(tile.undoManager === window.undoManager)
        XCTAssertTrue(board.undoManager === window.undoManager)
        XCTAssertNil(dispatcher.application.undoManager)
    }

    func testShakeAsksToUndoAndUndoesOnYes() {
        let app = dispatcher.application
        let note = Note()
        tile.becomeFirstResponder()
        registerPaste(on: note, "Hello")
        app.shake(in: window, at: 1)
        XCTAssertEqual(app.undoConfirmation?.question(Strings(.english)), "Undo Paste?")
        XCTAssertEqual(app.undoConfirmation?.confirmTitle(Strings(.english)), "Undo")
        XCTAssertFalse(app.answerUndoConfirmation(false))
        XCTAssertEqual(note.text, "Hello")
        XCTAssertNil(app.undoConfirmation)
        app.shake(in: window, at: 2)
        XCTAssertTrue(app.answerUndoConfirmation(true))
        XCTAssertEqual(note.text, "Welcome")
        app.shake(in: window, at: 3)
        XCTAssertEqual(app.undoConfirmation?.question(Strings(.english)), "Redo Paste?")
        XCTAssertTrue(app.answerUndoConfirmation(true))
        XCTAssertEqual(note.text, "Hello")
    }

    func testShakeWithNothingToUndoAsksNothing() {
        let app = dispatcher.application
        app.shake(in: window, at: 1)
        XCTAssertNil(app.undoConfirmation)
        XCTAssertFalse(app.answerUndoConfirmation(true))
    }

    func testAFirstResponderThatHandlesTheShakeKeepsIt() {
        let app = dispatcher.application
        tile.handlesShake = true
        tile.becomeFirstResponder()
        registerPaste(on: Note(), "Hello")
        app.shake(in: window, at: 1)
        XCTAssertEqual(tile.performed, ["shake"])
        XCTAssertNil(app.undoConfirmation)
    }

    func testShakeWithoutAFirstResponderGoesToTheWindowAndHidesTheMenu() {
        let app = dispatcher.application
        tile.allowed = [.copy]
        showMenuOverTile()
        registerPaste(on: Note(), "Hello")
        tile.resignFirstResponder()
        app.shake(in: window, at: 1)
        XCTAssertFalse(menu.isMenuVisible)
        XCTAssertEqual(app.undoConfirmation?.question(Strings(.english)), "Undo Paste?")
    }
}
