import MoveMeCore
import MoveMeTerminal

/// The one-line hint on the bottom row, until the user first does something: quitting, what
/// the scene's mouse does (`Scene.hint`), and `? help`, so the rest can be found.
public enum Hint {
    /// In the order shown: the program's first and last, the scene's between.
    public static func items(gestures: [String]) -> [String] {
        [KeyTable.quit.item!] + gestures + [KeyTable.help.item!]
    }

    private static let color = RGB(190, 190, 190)

    /// The hint for a row `columns` wide: as many items as fit, the most useful first
    /// (quitting, help, then the scene's in order), shown in their usual order; when not even
    /// one fits, the first cut to the row.
    public static func text(gestures: [String], columns: Int) -> String {
        let items = items(gestures: gestures)
        let priority = [0, items.count - 1] + gestures.indices.map { $0 + 1 }
        return BottomRow.line(items, priority: priority, columns: columns)
    }

    /// Centred on the bottom row of the scene (the top-left `columns`×`rows` of the layer, the
    /// whole layer by default), over whatever the scene shows there, in a quieter colour (dim,
    /// without colour).
    public static func draw(on layer: inout OverlayLayer, depth: ColorDepth, gestures: [String], columns: Int? = nil,
                            rows: Int? = nil) {
        let columns = min(columns ?? layer.columns, layer.columns), rows = min(rows ?? layer.rows, layer.rows)
        guard columns > 0, rows > 0 else { return }
        let text = text(gestures: gestures, columns: columns)  // every character of the hint is one cell wide
        let style = depth == .monochrome
            ? Style(foreground: .white, background: .black, dim: true)
            : Style(foreground: color, background: .black)
        layer.put(text, column: (columns - text.count) / 2, row: rows - 1, style: style,
                  keepsBackground: depth != .monochrome)
    }
}
