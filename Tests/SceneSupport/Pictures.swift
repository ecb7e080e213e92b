import MoveMeRendering
import MoveMeScenes

/// A grid as a person sees its shapes: the MoveMe grey as blank, anything else as block
/// characters by half cell (█ both halves, ▀ top only, ▄ bottom only), text as itself.
public func silhouette(_ grid: Grid, background: RGB = MoveMeView.grey.rgb) -> String {
    var lines: [String] = []
    for row in 0..<grid.rows {
        var line = ""
        for column in 0..<grid.columns {
            let cell = grid[column, row]
            if cell.isContinuation { continue }
            guard let (top, bottom) = halves(cell) else { line += cell.text; continue }
            switch (top != background, bottom != background) {
            case (true, true): line += "█"
            case (true, false): line += "▀"
            case (false, true): line += "▄"
            case (false, false): line += " "
            }
        }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}

/// The colours of a cell's upper and lower half, whichever half block (or blank) draws them;
/// nil for any other character.
public func halves(_ cell: Cell) -> (top: RGB, bottom: RGB)? {
    switch cell.text {
    case " ": return (cell.style.background, cell.style.background)
    case Cell.upperHalf: return (cell.style.foreground, cell.style.background)
    case Cell.lowerHalf: return (cell.style.background, cell.style.foreground)
    default: return nil
    }
}

/// A small app, with its views at hand, at time 0.
public func makeApp(columns: Int = 80, rows: Int = 24, greetings: [String] = Greetings.standard) -> MoveMeApp {
    MoveMeApp(columns: columns, rows: rows, greetings: greetings)
}
