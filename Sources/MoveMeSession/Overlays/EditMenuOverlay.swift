import MoveMeCore
import MoveMeRendering
import MoveMeTerminal

/// The edit menu's plane: a dark strip of commands divided by grey bars, over the scene where
/// the menu controller put it (`EditMenu`); a refused command is not on it. Without colour the commands stand
/// alone: a box one row tall would draw its edges over them.
enum EditMenuOverlay: Overlay {
    static let background = Color(white: 0.1)
    static let textColor = Color.white
    static let barColor = Color(white: 0.5)

    static func inputs(of session: Session) -> EditMenu.Shown? {
        session.editMenu.shown
    }

    static func draw(_ shown: EditMenu.Shown, on plane: inout PlaneCells, style: OverlayStyle) {
        let frame = shown.layout.frame
        let left = Int(frame.minX), top = Int(frame.minY / 2)
        let colour = style.depth != .monochrome
        let strip = colour ? background.rgb : RGB(0, 0, 0)
        if colour {
            for row in 0..<Int(frame.height / 2) {
                plane.put(String(repeating: " ", count: Int(frame.width)), column: left, row: top + row,
                          style: Style(foreground: textColor.rgb, background: strip))
            }
        }
        let entries = shown.layout.entries
        let text = Style(foreground: colour ? textColor.rgb : RGB(255, 255, 255), background: strip, bold: true)
        for (index, entry) in entries.enumerated() {
            let width = entry.title.cells
            plane.put(entry.title, column: left + entry.column + (entry.width - width) / 2, row: top + entry.row, style: text)
            if index + 1 < entries.count, entries[index + 1].row == entry.row {
                plane.put("│", column: left + entry.column + entry.width, row: top + entry.row,
                          style: Style(foreground: colour ? barColor.rgb : RGB(255, 255, 255), background: strip))
            }
        }
    }
}
