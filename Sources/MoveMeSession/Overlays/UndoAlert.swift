import MoveMeCore
import MoveMeDynamics
import MoveMeScenes
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
    private static let textColor = RGB(235, 235, 235)
    private static let background = RGB(36, 40, 48)
    private static let borderColor = RGB(150, 160, 175)

    /// Where the box and its buttons are on a screen; drawing and clicks both use it.
    struct Box: Equatable {
        let question: String
        let cancel: String
        let confirm: String
        let left: Int
        let top: Int
        let innerWidth: Int

        init(question: UndoConfirmation, columns: Int, rows: Int, strings: Strings = Strings(.english)) {
            self.question = question.question(strings)
            cancel = "[n \(question.cancelTitle(strings))]"
            confirm = "[y \(question.confirmTitle(strings))]"
            innerWidth = max(self.question.cells, cancel.cells + 1 + confirm.cells) + 4
            left = max(0, (columns - innerWidth - 2) / 2)
            top = max(0, (rows - 4) / 2)
        }

        var buttonsRow: Int { top + 2 }
        var cancelColumn: Int { left + 1 + (innerWidth - cancel.cells - 1 - confirm.cells) / 2 }
        var confirmColumn: Int { cancelColumn + cancel.cells + 1 }

        /// The answer of the button at a cell: false for Cancel, true for Undo, nil elsewhere.
        func answer(column: Int, row: Int) -> Bool? {
            guard row == buttonsRow else { return nil }
            if (cancelColumn..<cancelColumn + cancel.cells).contains(column) { return false }
            if (confirmColumn..<confirmColumn + confirm.cells).contains(column) { return true }
            return nil
        }
    }

    public static func draw(_ question: UndoConfirmation, on layer: inout OverlayLayer, depth: ColorDepth,
                            strings: Strings = Strings(.english)) {
        let box = Box(question: question, columns: layer.columns, rows: layer.rows, strings: strings)
        let plain = depth == .monochrome
        let body = plain ? Style(foreground: .white, background: .black) : Style(foreground: textColor, background: background)
        let border = plain ? body : Style(foreground: borderColor, background: background)
        let button = Style(foreground: body.foreground, background: body.background, bold: true, reverse: plain)
        let rule = String(repeating: "─", count: box.innerWidth)
        let blank = String(repeating: " ", count: box.innerWidth)
        layer.put("╭" + rule + "╮", column: box.left, row: box.top, style: border)
        for row in [box.top + 1, box.buttonsRow] {
            layer.put("│", column: box.left, row: row, style: border)
            layer.put(blank, column: box.left + 1, row: row, style: body)
            layer.put("│", column: box.left + box.innerWidth + 1, row: row, style: border)
        }
        layer.put(box.question, column: box.left + 1 + (box.innerWidth - box.question.cells) / 2, row: box.top + 1,
                  style: Style(foreground: body.foreground, background: body.background, bold: true))
        layer.put(box.cancel, column: box.cancelColumn, row: box.buttonsRow, style: button)
        layer.put(box.confirm, column: box.confirmColumn, row: box.buttonsRow, style: button)
        layer.put("╰" + rule + "╯", column: box.left, row: box.top + 3, style: border)
    }
}
