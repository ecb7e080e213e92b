import MoveMeCore
import MoveMeScenes
import MoveMeStrings

/// The inspector's editing lines: who is first responder, the edit menu's commands as
/// `canPerformAction` answered (allowed, refused), the general pasteboard's text and change
/// count, and what undo would do.
extension InspectorReport {
    static func editing(_ editing: EditingSnapshot, columns: Int, _ s: Strings = Strings(.english)) -> [PanelLine] {
        // Only once there is something to say: a menu shown, a pasteboard written, an edit to
        // undo. Until then the rows are the touches' and the animations' (MoveMe's placard is
        // first responder from launch, and a panel at 80×24 has no rows to spare).
        guard !editing.menuCommands.isEmpty || editing.pasteboardString != nil || editing.pasteboardChangeCount > 0
              || editing.undoActionName != nil || editing.redoActionName != nil else { return [] }
        var heading = PanelLine(PanelSpan(s[.inspectorEditing], .heading))
        heading.add(" " + s[.inspectorFirstResponder] + " " + (editing.firstResponder ?? s[.inspectorNone]),
                    editing.firstResponder == nil ? .quiet : .model)
        var lines = [heading]
        if !editing.menuCommands.isEmpty {
            let allowed = editing.menuCommands.filter(\.isAllowed).map { s.title(of: $0.action) }
            let refused = editing.menuCommands.filter { !$0.isAllowed }.map { s.title(of: $0.action) }
            var line = PanelLine()
            line.add(s[editing.isMenuVisible ? .inspectorMenu : .inspectorMenuWas], .label, at: labelColumn)
            line.add(allowed.isEmpty ? s[.inspectorNothingAllowed] : allowed.joined(separator: " "), .model, at: modelColumn)
            lines.append(line)
            // Titles kept whole ("Select All"), as many to a line as fit.
            var rows: [String] = []
            for title in [s[.inspectorRefused]] + refused {
                if let last = rows.last, last.cells + 1 + title.cells <= max(8, columns - modelColumn) {
                    rows[rows.count - 1] = last + " " + title
                } else {
                    rows.append(title)
                }
            }
            for text in refused.isEmpty ? [] : rows {
                var refusals = PanelLine()
                refusals.add(text, .quiet, at: modelColumn)
                lines.append(refusals)
            }
        }
        var pasteboard = PanelLine()
        pasteboard.add(s[.inspectorPasteboard], .label, at: labelColumn)
        let count = " · " + s.format(.inspectorChange, "\(editing.pasteboardChangeCount)")
        if let text = editing.pasteboardString {
            let room = max(4, columns - modelColumn - count.cells - 2)
            let shown = text.cells > room ? text.prefix(cells: room - 1) + "…" : text
            pasteboard.add("\"" + shown + "\"", .model, at: modelColumn)
        } else {
            pasteboard.add(s[.inspectorEmpty], .quiet, at: modelColumn)
        }
        pasteboard.add(count, .quiet)
        lines.append(pasteboard)
        if editing.undoActionName != nil || editing.redoActionName != nil {
            var undo = PanelLine()
            undo.add(s[.inspectorUndo], .label, at: labelColumn)
            undo.add(editing.undoActionName.map { s.format(.menuUndoTitle, $0) } ?? s[.inspectorNothing], .model,
                     at: modelColumn)
            if let redo = editing.redoActionName { undo.add(" · " + s.format(.menuRedoTitle, redo), .quiet) }
            lines.append(undo)
        }
        return lines
    }
}
