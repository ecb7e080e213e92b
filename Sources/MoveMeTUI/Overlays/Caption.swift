import MoveMeCore
import MoveMeTerminal

/// The bottom row of a scene that has a caption (the dynamics scenes): a bar with the scene's
/// line of keys (`BottomRow`), led by its caption. The bar has the row to itself (the scene is
/// laid out in the rows above), so a square resting on the bottom edge is seen whole.
public enum Caption {
    private static let foreground = RGB(225, 228, 235)
    private static let background = RGB(36, 40, 48)

    /// The line for a row `columns` wide, less a cell of margin (none in a one-cell row, which
    /// shows the caption's first character): the scene's caption ("2.1 Gravity: the square
    /// falls off the screen", its title before ": "), its keys ("m mode"), then the program's.
    /// What does not fit goes as whole items (`BottomRow`): never a word cut in two, except a
    /// title's first word too long for the row.
    public static func text(caption: String, keys: [(key: Character, meaning: String)], columns: Int,
                            strings: Strings = Strings(.english)) -> String {
        let room = columns > 1 ? columns - 1 : max(0, columns)
        let keys = keys.map { "\($0.key) \($0.meaning)" }
        // The title ends at the first colon: English ": ", French " : ", Chinese "：".
        guard let colon = [" : ", ": ", "："].compactMap({ caption.firstRange(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
        else { return BottomRow.line(title: caption, description: [], keys: keys, columns: room, strings: strings) }
        return BottomRow.line(title: String(caption[..<colon.lowerBound]), description: [String(caption[colon.upperBound...])],
                              keys: keys, columns: room, joiner: String(caption[colon]), strings: strings)
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
        layer.put(text.prefix(cells: columns), column: columns > 1 ? 1 : 0, row: row, style: style)
    }
}
