import MoveMeCore

/// The shake's question ("Undo Paste?") over everything while it waits for an answer (modal).
enum UndoQuestionOverlay: Overlay {
    static func inputs(of session: Session) -> UndoConfirmation? {
        session.undoQuestion
    }

    static func draw(_ question: UndoConfirmation, on plane: inout PlaneCells, style: OverlayStyle) {
        UndoAlert.draw(question, on: &plane, depth: style.depth, strings: style.strings)
    }
}
