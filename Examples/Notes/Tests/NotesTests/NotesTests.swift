import MoveMeKit
import XCTest
@testable import Notes

/// The board as a person uses it, on an embedded terminal: long presses, the edit menu's
/// commands clicked, a drag, a paste from the terminal.
final class NotesTests: XCTestCase {
    private func launch() -> EmbeddedApplication {
        EmbeddedApplication(delegate: NotesDelegate(), name: NotesDelegate.name, columns: 80, rows: 24)
    }

    /// The cell of `text`'s first character on screen.
    private func cell(of text: String, in app: EmbeddedApplication) -> (column: Int, row: Int)? {
        for (row, line) in app.lines.enumerated() {
            if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), row) }
        }
        return nil
    }

    /// Held still for the long press's half second (and a little), then let go.
    private func longPress(_ app: EmbeddedApplication, column: Int, row: Int) {
        app.press(column: column, row: row)
        app.wait(0.6)
        app.release(column: column, row: row)
        app.wait(0.3)
    }

    private func choose(_ command: String, in app: EmbeddedApplication) throws {
        let item = try XCTUnwrap(cell(of: command, in: app), "no \(command) in the menu:\n\(app.screen)")
        app.click(column: item.column + 1, row: item.row)
        app.wait(0.5)
    }

    func testTheNotesShowAtLaunch() {
        let app = launch()
        for text in ["buy milk", "call Ana", "ship it"] { XCTAssertNotNil(cell(of: text, in: app), app.screen) }
    }

    func testCopyThenPasteOnTheBoardMakesANewNote() throws {
        let app = launch()
        let milk = try XCTUnwrap(cell(of: "buy milk", in: app))
        longPress(app, column: milk.column + 2, row: milk.row)
        XCTAssertNotNil(cell(of: "Cut", in: app), app.screen)
        XCTAssertNil(cell(of: "Paste", in: app), "a note has no Paste:\n\(app.screen)")
        try choose("Copy", in: app)
        XCTAssertEqual(app.application.pasteboards.general.string, "buy milk")
        longPress(app, column: 40, row: 20)
        try choose("Paste", in: app)
        XCTAssertEqual(app.lines.filter { $0.contains("buy milk") }.count, 2, app.screen)
    }

    func testDeleteFadesTheNoteAway() throws {
        let app = launch()
        let ship = try XCTUnwrap(cell(of: "ship it", in: app))
        longPress(app, column: ship.column + 2, row: ship.row)
        try choose("Delete", in: app)
        XCTAssertNil(cell(of: "ship it", in: app), app.screen)
        XCTAssertNil(app.application.pasteboards.general.string)
    }

    func testADragMovesANote() throws {
        let app = launch()
        let ana = try XCTUnwrap(cell(of: "call Ana", in: app))
        app.press(column: ana.column, row: ana.row)
        for step in 1...5 {
            app.wait(0.02)
            app.drag(column: ana.column + step * 2, row: ana.row + step)
        }
        app.release(column: ana.column + 10, row: ana.row + 5)
        let moved = try XCTUnwrap(cell(of: "call Ana", in: app), app.screen)
        XCTAssertEqual(moved.column, ana.column + 10)
        XCTAssertEqual(moved.row, ana.row + 5)
    }

    /// Text pasted into the terminal (bracketed paste) becomes a note on the board, the first
    /// responder; a long one is shown cut, and copied whole.
    func testATerminalPasteBecomesANote() throws {
        let app = launch()
        app.type("\u{1B}[200~remember the umbrella and the keys and the tickets\u{1B}[201~")
        app.wait(0.5)
        let note = try XCTUnwrap(cell(of: "remember the umbrella", in: app), app.screen)
        XCTAssertNotNil(cell(of: "…", in: app))
        longPress(app, column: note.column + 2, row: note.row)
        try choose("Copy", in: app)
        XCTAssertEqual(app.application.pasteboards.general.string, "remember the umbrella and the keys and the tickets")
    }
}
