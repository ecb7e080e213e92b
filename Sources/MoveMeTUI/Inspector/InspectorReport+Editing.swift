import MoveMeCore

/// The inspector's editing lines: who is first responder, the edit menu's commands as
/// `canPerformAction` answered (allowed, refused), the general pasteboard's text and change
/// count, and what undo would do.
extension InspectorReport {
    static func editing(_ editing: EditingSnapshot, columns: Int) -> [PanelLine] {
        // Only once there is something to say: a menu shown, a pasteboard written, an edit to
        // undo. Until then the rows are the touches' and the animations' (MoveMe's placard is
        // first responder from launch, and a panel at 80×24 has no rows to spare).
        guard !editing.menuCommands.isEmpty || editing.pasteboardString != nil || editing.pasteboardChangeCount > 0
              || editing.undoActionName != nil || editing.redoActionName != nil else { return [] }
        var heading = PanelLine(PanelSpan("Editing", .heading))
        heading.add(" first responder " + (editing.firstResponder ?? "none"), editing.firstResponder == nil ? .quiet : .model)
        var lines = [heading]
        if !editing.menuCommands.isEmpty {
            let allowed = editing.menuCommands.filter(\.isAllowed).map(\.action.title)
            let refused = editing.menuCommands.filter { !$0.isAllowed }.map(\.action.title)
            var line = PanelLine()
            line.add(editing.isMenuVisible ? "menu" : "menu was", .label, at: labelColumn)
            line.add(allowed.isEmpty ? "nothing allowed" : allowed.joined(separator: " "), .model, at: modelColumn)
            lines.append(line)
            // Titles kept whole ("Select All"), as many to a line as fit.
            var rows: [String] = []
            for title in ["refused"] + refused {
                if let last = rows.last, last.count + 1 + title.count <= max(8, columns - modelColumn) {
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
        pasteboard.add("pasteboard", .label, at: labelColumn)
        let count = " · change \(editing.pasteboardChangeCount)"
        if let text = editing.pasteboardString {
            let room = max(4, columns - modelColumn - count.count - 2)
            let shown = text.count > room ? String(text.prefix(room - 1)) + "…" : text
            pasteboard.add("\"" + shown + "\"", .model, at: modelColumn)
        } else {
            pasteboard.add("empty", .quiet, at: modelColumn)
        }
        pasteboard.add(count, .quiet)
        lines.append(pasteboard)
        if editing.undoActionName != nil || editing.redoActionName != nil {
            var undo = PanelLine()
            undo.add("undo", .label, at: labelColumn)
            undo.add(editing.undoActionName.map { "Undo " + ($0.isEmpty ? "" : $0) } ?? "nothing", .model, at: modelColumn)
            if let redo = editing.redoActionName { undo.add(" · Redo " + redo, .quiet) }
            lines.append(undo)
        }
        return lines
    }
}
