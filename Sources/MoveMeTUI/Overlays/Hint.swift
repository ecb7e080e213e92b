import MoveMeCore
import MoveMeTerminal

/// The one-line hint on the bottom row, until the user first does something: what the keys
/// and the mouse do, `? help` included so the rest can be found.
public enum Hint {
    /// In the order shown.
    public static let items = [KeyTable.quit.item!, "drag the placard", "double-click the background", KeyTable.help.item!]
    /// Which items stay when the row is too narrow for all: quitting and help first.
    private static let priority = [0, 3, 1, 2]

    private static let color = RGB(190, 190, 190)

    /// The hint for a row `columns` wide: as many items as fit, the most useful first, shown
    /// in their usual order; when not even one fits, the first cut to the row.
    public static func text(columns: Int) -> String {
        BottomRow.line(items, priority: priority, columns: columns)
    }

    /// Centred on the bottom row of the scene (the top-left `columns`×`rows` of the layer, the
    /// whole layer by default), over whatever the scene shows there, in a quieter colour (dim,
    /// without colour).
    public static func draw(on layer: inout OverlayLayer, depth: ColorDepth, columns: Int? = nil, rows: Int? = nil) {
        let columns = min(columns ?? layer.columns, layer.columns), rows = min(rows ?? layer.rows, layer.rows)
        guard columns > 0, rows > 0 else { return }
        let text = text(columns: columns)  // every character of the hint is one cell wide
        let style = depth == .monochrome
            ? Style(foreground: .white, background: .black, dim: true)
            : Style(foreground: color, background: .black)
        layer.put(text, column: (columns - text.count) / 2, row: rows - 1, style: style,
                  keepsBackground: depth != .monochrome)
    }
}
