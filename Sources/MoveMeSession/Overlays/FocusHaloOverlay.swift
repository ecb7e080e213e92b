import MoveMeCore
import MoveMeRendering
import MoveMeScenes
import MoveMeTerminal

/// The keyboard's focus marked, as iPadOS rings a focused view with its halo: a corner in the
/// cell just outside each corner of the cells the focused view covers (where the physics or a
/// drag has it now), in the system's blue over the scene's colours; bold, without colour.
/// Outside the view, so it hides none of it (nor its picture, where the terminal draws one).
/// Only in the scene's rows; every plane above covers it.
enum FocusHaloOverlay: Overlay {
    struct Inputs: Equatable {
        /// The cells the focused view covers.
        let cells: CellRect
        /// The scene's part of the screen.
        let columns: Int
        let rows: Int
    }

    private static let blue = RGB(10, 132, 255)

    static func inputs(of session: Session) -> Inputs? {
        guard let view = session.scene.window.focusedView, let frame = view.presentationFrameInWindow else { return nil }
        let cells = CellRect(covering: frame)
        guard !cells.isEmpty else { return nil }
        return Inputs(cells: cells, columns: session.layout.roomColumns, rows: session.layout.sceneRows)
    }

    static func draw(_ inputs: Inputs, on plane: inout PlaneCells, style: OverlayStyle) {
        let cells = inputs.cells
        let left = cells.minColumn - 1, right = cells.maxColumn, top = cells.minRow - 1, bottom = cells.maxRow
        let colour = style.depth != .monochrome
        // The background is the scene's where there is colour (`keepsBackground`).
        let cellStyle = Style(foreground: colour ? blue : .white, background: .black, bold: true)
        for (mark, column, row) in [("┏", left, top), ("┓", right, top), ("┗", left, bottom), ("┛", right, bottom)]
        where column >= 0 && column < inputs.columns && row >= 0 && row < inputs.rows {
            plane.put(Cell(mark, style: cellStyle), column: column, row: row, keepsBackground: colour)
        }
    }
}
