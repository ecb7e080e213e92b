import MoveMeCore
import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// The shake's question ("Undo Paste?") as a small modal box in the middle of the screen, as
/// UIKit's shake-to-edit alert: Cancel (n, Esc) and Undo (y, Enter), clickable too.
///
/// ```
/// ╭──────────────────────╮
/// │      Undo Paste?     │
/// │  [n Cancel] [y Undo] │
/// ╰──────────────────────╯
/// ```
public enum UndoAlert {
    /// Where the box and its buttons are on a screen; drawing and clicks both use it.
    struct Box: Equatable {
        let question: String
        let cancel: String
        let confirm: String
        /// The frame: the question's row and the buttons'.
        let frame: ModalBox

        init(question: UndoConfirmation, columns: Int, rows: Int, strings: Strings = Strings(.english)) {
            self.question = question.question(strings)
            cancel = "[n \(question.cancelTitle(strings))]"
            confirm = "[y \(question.confirmTitle(strings))]"
            frame = ModalBox(innerWidth: max(self.question.cells, cancel.cells + 1 + confirm.cells) + 4, innerRows: 2,
                             columns: columns, rows: rows)
        }

        var buttonsRow: Int { frame.row(1) }
        var cancelColumn: Int { frame.left + 1 + (frame.innerWidth - cancel.cells - 1 - confirm.cells) / 2 }
        var confirmColumn: Int { cancelColumn + cancel.cells + 1 }

        /// The answer of the button at a cell: false for Cancel, true for Undo, nil elsewhere.
        func answer(column: Int, row: Int) -> Bool? {
            guard row == buttonsRow else { return nil }
            if (cancelColumn..<cancelColumn + cancel.cells).contains(column) { return false }
            if (confirmColumn..<confirmColumn + confirm.cells).contains(column) { return true }
            return nil
        }
    }

    public static func draw(_ question: UndoConfirmation, on layer: inout PlaneCells, depth: ColorDepth,
                            strings: Strings = Strings(.english)) {
        let box = Box(question: question, columns: layer.columns, rows: layer.rows, strings: strings)
        let styles = ModalBox.Styles(depth: depth)
        let frame = box.frame
        frame.drawFrame(on: &layer, title: nil, styles: styles)
        layer.put(box.question, column: frame.left + 1 + (frame.innerWidth - box.question.cells) / 2, row: frame.row(0),
                  style: styles.bold)
        let button = Style(foreground: styles.body.foreground, background: styles.body.background, bold: true,
                           reverse: depth == .monochrome)
        layer.put(box.cancel, column: box.cancelColumn, row: box.buttonsRow, style: button)
        layer.put(box.confirm, column: box.confirmColumn, row: box.buttonsRow, style: button)
    }
}
