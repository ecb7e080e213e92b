import XCTest
@testable import MoveMeCore

/// The undo manager with a text that edits register on: undo, redo, names, groups.
final class UndoManagerTests: XCTestCase {
    private final class Note {
        let undo: UndoManager
        var text = ""
        init(_ undo: UndoManager) { self.undo = undo }

        func set(_ new: String, named name: String) {
            let old = text
            text = new
            undo.registerUndo(withTarget: self) { $0.set(old, named: name) }
            undo.setActionName(name)
        }
    }

    func testUndoAndRedoOneEdit() {
        let note = Note(UndoManager())
        note.set("Welcome", named: "Paste")
        XCTAssertTrue(note.undo.canUndo)
        XCTAssertEqual(note.undo.undoActionName, "Paste")
        XCTAssertEqual(note.undo.undoMenuItemTitle, "Paste", "the core has no words: the name alone (an app's undo manager words it)")
        XCTAssertTrue(note.undo.undo())
        XCTAssertEqual(note.text, "")
        XCTAssertFalse(note.undo.canUndo)
        XCTAssertEqual(note.undo.redoActionName, "Paste")
        XCTAssertTrue(note.undo.redo())
        XCTAssertEqual(note.text, "Welcome")
        XCTAssertEqual(note.undo.undoActionName, "Paste")
        XCTAssertFalse(note.undo.canRedo)
    }

    func testEditsUndoNewestFirstAndANewEditClearsRedo() {
        let note = Note(UndoManager())
        note.set("a", named: "Cut")
        note.set("ab", named: "Paste")
        note.undo.undo()
        XCTAssertEqual(note.text, "a")
        XCTAssertEqual(note.undo.undoActionName, "Cut")
        note.set("ac", named: "Delete")
        XCTAssertFalse(note.undo.canRedo)
        note.undo.undo()
        note.undo.undo()
        XCTAssertEqual(note.text, "")
        XCTAssertFalse(note.undo.undo())
    }

    func testAGroupUndoesAsOne() {
        let note = Note(UndoManager())
        note.undo.beginUndoGrouping()
        note.set("x", named: "Paste")
        note.set("xy", named: "Paste")
        note.undo.endUndoGrouping()
        note.undo.undo()
        XCTAssertEqual(note.text, "")
        note.undo.redo()
        XCTAssertEqual(note.text, "xy")
    }

    func testLevelsOfUndoDropTheOldest() {
        let note = Note(UndoManager())
        note.undo.levelsOfUndo = 2
        for text in ["1", "2", "3"] { note.set(text, named: text) }
        note.undo.undo()
        note.undo.undo()
        XCTAssertEqual(note.text, "1")
        XCTAssertFalse(note.undo.canUndo)
    }

    func testAGoneTargetIsSkipped() {
        let undo = UndoManager()
        var note: Note? = Note(undo)
        note?.set("x", named: "Paste")
        note = nil
        XCTAssertTrue(undo.undo())
        XCTAssertFalse(undo.canRedo)
    }
}
