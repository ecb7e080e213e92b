import MoveMeCore

/// What the front end draws over the scene: the one-line hint and the help box. Both are drawn
/// into the frame's grid, clipped to it, so any size down to 1×1 works.
enum Overlay {
    static let hint = "q quit · drag the placard · double-click the background"

    static let helpTitle = " MoveMe "
    static let helpLines: [(String, String)] = [
        ("drag", "move the placard"),
        ("double-click", "next greeting"),
        ("arrows, hjkl", "move the placard"),
        ("space, enter", "let it go"),
        ("n, tab", "next greeting"),
        ("?, esc", "close this help"),
        ("q", "quit"),
    ]

    private static let hintColor = RGB(190, 190, 190)
    private static let helpText = RGB(235, 235, 235)
    private static let helpKey = RGB(255, 255, 255)
    private static let helpBackground = RGB(36, 40, 48)
    private static let helpBorder = RGB(150, 160, 175)

    /// The hint, centred on the bottom row and cut to fit; over whatever the row shows, in a
    /// quieter colour (dim, without colour).
    static func drawHint(on frame: inout Frame, mode: ColorMode) {
        let grid = frame.grid
        guard grid.columns > 0, grid.rows > 0 else { return }
        let text = Array(hint.prefix(grid.columns))  // every character of the hint is one cell wide
        let row = grid.rows - 1
        let start = (grid.columns - text.count) / 2
        for (offset, character) in text.enumerated() {
            let column = start + offset
            let under = grid[column, row]
            let style = mode == .monochrome
                ? Style(foreground: .white, background: .black)
                : Style(foreground: hintColor, background: under.style.background)
            put(Cell(String(character), style: style), column: column, row: row, in: &frame)
            if mode == .monochrome { frame.dimmed.insert(CellPosition(column: column, row: row)) }
        }
    }

    /// A small box listing the controls, centred; the parts that do not fit are left out.
    static func drawHelp(on frame: inout Frame, mode: ColorMode) {
        let keyWidth = helpLines.map { $0.0.count }.max() ?? 0
        let lines = helpLines.map { key, action in
            " " + key.padding(to: keyWidth) + "  " + action + " "
        }
        let innerWidth = max(lines.map(\.count).max() ?? 0, helpTitle.count + 2)
        let width = innerWidth + 2, height = lines.count + 2
        let left = (frame.grid.columns - width) / 2, top = (frame.grid.rows - height) / 2
        let plain = mode == .monochrome
        let border = plain ? Style(foreground: .white, background: .black)
                           : Style(foreground: helpBorder, background: helpBackground)
        let body = plain ? Style(foreground: .white, background: .black)
                         : Style(foreground: helpText, background: helpBackground)
        let keys = Style(foreground: plain ? .white : helpKey, background: body.background, bold: true)

        func put(_ text: String, column: Int, row: Int, style: Style) {
            for (offset, character) in text.enumerated() {
                Overlay.put(Cell(String(character), style: style), column: column + offset, row: row, in: &frame)
            }
        }
        let rule = String(repeating: "─", count: innerWidth)
        put("╭" + rule + "╮", column: left, row: top, style: border)
        put(helpTitle, column: left + 2, row: top, style: Style(foreground: border.foreground, background: border.background, bold: true))
        for (index, line) in lines.enumerated() {
            let row = top + 1 + index
            put("│", column: left, row: row, style: border)
            put(line.padding(to: innerWidth), column: left + 1, row: row, style: body)
            put(helpLines[index].0, column: left + 2, row: row, style: keys)
            put("│", column: left + width - 1, row: row, style: border)
        }
        put("╰" + rule + "╯", column: left, row: top + height - 1, style: border)
    }

    /// Puts a one-cell-wide cell into the grid if it is inside. A wide character it cuts in
    /// half becomes a blank, so no half-character is left for the terminal to guess at.
    /// The cells it touches are recorded, so the next frame repaints them when the overlay goes.
    static func put(_ cell: Cell, column: Int, row: Int, in frame: inout Frame) {
        guard frame.grid.contains(column: column, row: row) else { return }
        let under = frame.grid[column, row]
        if under.isContinuation, column > 0 {
            let lead = frame.grid[column - 1, row]
            frame.grid[column - 1, row] = .blank(lead.style.background)
            frame.overlaid.insert(CellPosition(column: column - 1, row: row))
        } else if under.width == 2, column + 1 < frame.grid.columns {
            frame.grid[column + 1, row] = .blank(under.style.background)
            frame.overlaid.insert(CellPosition(column: column + 1, row: row))
        }
        frame.grid[column, row] = cell
        frame.overlaid.insert(CellPosition(column: column, row: row))
    }
}

private extension String {
    /// Spaces added on the right up to `width` characters (the help is ASCII and box lines).
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
