import MoveMeCore
import MoveMeTerminal

/// The bottom row of a scene that has a caption (the dynamics scenes): a bar naming the scene,
/// then its own keys and the program's. The bar has the row to itself (the scene is laid out in
/// the rows above), so a square resting on the bottom edge is seen whole.
public enum Caption {
    /// The program's keys, after the scene's, in the order shown.
    public static let programKeys = [KeyTable.scenes, KeyTable.restart, KeyTable.help, KeyTable.quit].compactMap(\.item)

    private static let foreground = RGB(225, 228, 235)
    private static let background = RGB(36, 40, 48)

    /// The line for a row `columns` wide, less a cell of margin (none in a one-cell row, which
    /// shows the caption's first character): the scene's caption, its keys
    /// ("m mode"), then the program's. What does not fit goes, least useful first: the scene
    /// keys, restart, help, the scene's own keys, quitting; the caption stays (cut short with
    /// "…" when alone it is too long).
    public static func text(caption: String, keys: [(key: Character, meaning: String)], columns: Int) -> String {
        let room = columns > 1 ? columns - 1 : max(0, columns)
        guard caption.count <= room else {
            return room > 1 ? String(caption.prefix(room - 1)) + "…" : String(caption.prefix(room))
        }
        let own = keys.map { "\($0.key) \($0.meaning)" }
        let items = [caption] + own + programKeys
        let program = own.count + 1  // the index of the first of the program's keys
        let priority = [0, program + 3] + own.indices.map { $0 + 1 } + [program + 2, program + 1, program]
        return BottomRow.line(items, priority: priority, columns: room)
    }

    /// A bar across the bottom row of the scene's part of the layer (the top-left
    /// `columns`×`rows`, the whole layer by default), the text one cell in from the left;
    /// without colour, in reverse video.
    public static func draw(_ text: String, on layer: inout OverlayLayer, depth: ColorDepth,
                            columns: Int? = nil, rows: Int? = nil) {
        let columns = min(columns ?? layer.columns, layer.columns), rows = min(rows ?? layer.rows, layer.rows)
        guard columns > 0, rows > 0 else { return }
        let style = depth == .monochrome
            ? Style(foreground: .white, background: .black, reverse: true)
            : Style(foreground: foreground, background: background)
        let row = rows - 1
        layer.put(String(repeating: " ", count: columns), column: 0, row: row, style: style)
        layer.put(String(text.prefix(columns)), column: columns > 1 ? 1 : 0, row: row, style: style)
    }
}
