import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// MoveMe's bottom row until the user first does something: what to do with the mouse
/// (`Scene.hint`), then the keys, as every scene's bottom row has them (`BottomRow`). Once it
/// has gone, "? help" stays in the bottom right corner, so the keys can still be found.
public enum Hint {
    private static let color = RGB(190, 190, 190)

    /// The hint for a row `columns` wide: as many items as fit, the most useful first
    /// (quitting, help, the scene's gestures, the scene keys), in the bottom row's order.
    /// `program`: the program's items (MoveMe's unless given).
    static func text(gestures: [String], columns: Int, strings: Strings = Strings(.english),
                     program: ProgramItems? = nil) -> String {
        BottomRow.line(title: nil, description: gestures, keys: [], columns: columns, strings: strings, program: program)
    }

    /// What stays after the hint: the help's key, which leads to all the others.
    public static var corner: String { corner(Strings(.english)) }
    public static func corner(_ strings: Strings) -> String { KeyTable.help.item(strings)! }

    /// Centred on the bottom row of the scene (the top-left `columns`×`rows` of the layer, the
    /// whole layer by default), over whatever the scene shows there, in a quieter colour (dim,
    /// without colour). `ownsRow`: the row is the program's own (a short room's,
    /// `Layout.shortRows`), and the hint is written on its black, not over the scene.
    static func draw(on layer: inout PlaneCells, depth: ColorDepth, gestures: [String], columns: Int? = nil,
                     rows: Int? = nil, strings: Strings = Strings(.english), program: ProgramItems? = nil,
                     ownsRow: Bool = false) {
        let columns = min(columns ?? layer.columns, layer.columns), rows = min(rows ?? layer.rows, layer.rows)
        guard columns > 0, rows > 0 else { return }
        let text = text(gestures: gestures, columns: columns, strings: strings, program: program)
        put(text, column: (columns - text.cells) / 2, row: rows - 1, on: &layer, depth: depth, ownsRow: ownsRow)
    }

    /// "? help" at the right end of the scene's bottom row, as quiet as the hint; nothing where
    /// it would take more than half the row.
    public static func drawCorner(on layer: inout PlaneCells, depth: ColorDepth, columns: Int? = nil, rows: Int? = nil,
                                  strings: Strings = Strings(.english), ownsRow: Bool = false) {
        let columns = min(columns ?? layer.columns, layer.columns), rows = min(rows ?? layer.rows, layer.rows)
        let corner = corner(strings)
        guard rows > 0, corner.cells * 2 <= columns else { return }
        put(corner, column: columns - corner.cells - 1, row: rows - 1, on: &layer, depth: depth, ownsRow: ownsRow)
    }

    private static func put(_ text: String, column: Int, row: Int, on layer: inout PlaneCells, depth: ColorDepth,
                            ownsRow: Bool) {
        let style = depth == .monochrome
            ? Style(foreground: .white, background: .black, dim: true)
            : Style(foreground: color, background: .black)
        layer.put(text, column: column, row: row, style: style, keepsBackground: depth != .monochrome && !ownsRow)
    }
}
