import MoveMeRendering

/// The bottom row of the scene's room: a scene's caption bar with its keys and the program's
/// (`Caption`); in MoveMe the hint until the person first does something, then "? help" in the
/// corner (`Hint`); with `--no-hint`, nothing. A short room's bottom row is the program's, as a
/// caption's is (`Layout.shortRows`): a placard taller than the rows above it is cut there,
/// not drawn under the hint.
enum BottomRowOverlay: Overlay {
    /// What the row says.
    enum Content: Equatable {
        /// A scene's caption, and its keys before the program's ("m mode").
        case caption(String, keys: [CaptionKey])
        /// A line as it is, on the caption's bar ("inactive").
        case bar(String)
        case hint([String])
        case corner
        case nothing
    }

    /// A scene's key on the bottom row: the key, and what it does in a word.
    struct CaptionKey: Equatable {
        /// As typed ("m", "tab"), in the user's language where a key has a name ("space").
        let key: String
        let meaning: String
        /// One of the keys' finger's (Tab, Space), which go before the scene keys (`BottomRow`).
        var isFinger = false
    }

    struct Inputs: Equatable {
        let content: Content
        let columns: Int
        let rows: Int
        let ownsRow: Bool
    }

    static func inputs(of session: Session) -> Inputs? {
        let columns = session.layout.roomColumns, rows = session.layout.roomRows
        let ownsRow = Layout.reservesBottomRow(roomRows: rows, showsCaption: false)
        let content = session.bottomRowContent
        guard content != .nothing || ownsRow else { return nil }
        return Inputs(content: content, columns: columns, rows: rows, ownsRow: ownsRow)
    }

    static func draw(_ inputs: Inputs, on plane: inout PlaneCells, style: OverlayStyle) {
        let (columns, rows) = (inputs.columns, inputs.rows)
        if inputs.ownsRow {
            plane.put(String(repeating: " ", count: columns), column: 0, row: rows - 1,
                      style: Style(foreground: .white, background: .black))
        }
        switch inputs.content {
        case .caption(let caption, let keys):
            let text = Caption.text(caption: caption, keys: keys.filter { !$0.isFinger }.map { ($0.key, $0.meaning) },
                                    fingerKeys: keys.filter(\.isFinger).map { ($0.key, $0.meaning) }, columns: columns,
                                    strings: style.strings, program: style.programItems)
            Caption.draw(text, on: &plane, depth: style.depth, columns: columns, rows: rows)
        case .bar(let text):
            Caption.draw(text, on: &plane, depth: style.depth, columns: columns, rows: rows)
        case .hint(let gestures):
            Hint.draw(on: &plane, depth: style.depth, gestures: gestures, columns: columns, rows: rows,
                      strings: style.strings, program: style.programItems, ownsRow: inputs.ownsRow)
        case .corner:
            Hint.drawCorner(on: &plane, depth: style.depth, columns: columns, rows: rows, strings: style.strings,
                            ownsRow: inputs.ownsRow)
        case .nothing:
            break
        }
    }
}
