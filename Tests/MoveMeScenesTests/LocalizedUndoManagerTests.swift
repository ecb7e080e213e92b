@testable import MoveMeStrings
@testable import MoveMeScenes
import XCTest
@testable import MoveMeCore

/// The core names edits and has no words; the scenes give the words: an edit is named as the
/// edit menu says its command, and the window's undo manager words the Undo and Redo titles in
/// the user's language, as Foundation's `undoMenuTitle(forUndoActionName:)` does.
final class LocalizedUndoManagerTests: XCTestCase {
    func testTheTitlesAreInTheUsersLanguage() {
        let undo = LocalizedUndoManager(strings: Strings(.french))
        XCTAssertEqual(undo.undoMenuItemTitle, "Annuler", "nothing named: the command alone")
        final class Target {}
        let target = Target()
        undo.registerUndo(withTarget: target) { _ in }
        undo.setActionName("Coller")
        XCTAssertEqual(undo.undoMenuItemTitle, "Annuler Coller")
        XCTAssertEqual(undo.redoMenuTitle(forUndoActionName: "Coller"), "Rétablir Coller")
        XCTAssertEqual(undo.redoMenuItemTitle, "Rétablir", "nothing to redo")
        XCTAssertEqual(LocalizedUndoManager(strings: Strings(.english)).undoMenuTitle(forUndoActionName: "Paste"), "Undo Paste")
    }

    /// A paste on the placard in French is "Coller" to the undo manager, which says
    /// "Annuler Coller", and the shake's question names it so.
    func testAPlacardsPasteIsNamedInTheUsersLanguage() {
        let app = MoveMeApp(columns: 80, rows: 24, application: MoveMeApplication(strings: Strings(.french)))
        app.generalPasteboard.string = "Bonjour"
        app.placardView.perform(.paste, withSender: nil)
        XCTAssertEqual(app.window.undoManager?.undoActionName, "Coller")
        XCTAssertEqual(app.window.undoManager?.undoMenuItemTitle, "Annuler Coller")
        app.shake(at: 1)
        XCTAssertEqual(app.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Coller"))
    }
}
