
/// A short notice over the bottom row of the scene's room for a few seconds (what a paste's
/// rules did, "Nothing to undo", a memory warning), in the caption's bar.
enum NoticeOverlay: Overlay {
    struct Inputs: Equatable {
        let text: String
        let columns: Int
        let rows: Int
    }

    static func inputs(of session: Session) -> Inputs? {
        session.notice.map { Inputs(text: $0, columns: session.layout.roomColumns, rows: session.layout.roomRows) }
    }

    static func draw(_ inputs: Inputs, on plane: inout PlaneCells, style: OverlayStyle) {
        Caption.draw(inputs.text, on: &plane, depth: style.depth, columns: inputs.columns, rows: inputs.rows)
    }
}
