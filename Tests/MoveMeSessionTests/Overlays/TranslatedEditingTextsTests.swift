import MoveMeCore
import MoveMeScenes
import MoveMeSession
import MoveMeStrings
import XCTest

/// The texts of editing that are made from the model's values: what a paste did, the menu's
/// titles, the shake's question.
final class TranslatedEditingTextsTests: XCTestCase {
    func testPasteNotesMenuTitlesAndTheShakesQuestionAreTranslated() {
        let pasted = PasteboardText("a\nb\u{7}")
        XCTAssertEqual(pasted.message, "1 control character removed, 2 lines joined")
        XCTAssertEqual(pasted.message(Strings(.russian)), "удалён 1 управляющий символ, объединены 2 строки")
        XCTAssertEqual(PasteboardText(" ").message(Strings(.french)), "refusé : rien à afficher")
        XCTAssertEqual(Strings(.chineseSimplified).title(of: .selectAll), "全选")
        XCTAssertEqual(Strings(.french).title(of: EditAction("custom:")), "custom:", "a custom command's words are its menu item's")
        XCTAssertEqual(UndoConfirmation(kind: .undo, actionName: "Paste").question(Strings(.english)), "Undo Paste?")
        XCTAssertEqual(UndoConfirmation(kind: .undo, actionName: "Coller").question(Strings(.french)), "Annuler « Coller » ?")
        XCTAssertEqual(UndoConfirmation(kind: .redo, actionName: "").question(Strings(.russian)), "Повторить?")
    }
}
