import MoveMeRendering
@testable import MoveMeTUI

/// A backend that keeps what it is given: the cells as a grid a terminal would show, the
/// positions each frame drew, the pictures' bytes; with `colorLimit`, it can show only so many
/// colour combinations at once, as ncurses' pairs run out.
final class RecordingBackend: Backend {
    private(set) var grid: Grid
    /// The positions each flushed frame drew, in order.
    private(set) var frames: [[CellPosition]] = []
    private var pending: [CellPosition] = []
    /// Everything appended (the pictures' bytes), with the count of positions drawn before it.
    private(set) var appended: [(drawnBefore: Int, bytes: String)] = []
    /// How many distinct colour combinations it can show before `draw` fails (nil: any).
    var colorLimit: Int?
    private var colorsInUse: Set<Style> = []
    private(set) var colorResets = 0
    private(set) var invalidations = 0

    init(columns: Int, rows: Int) {
        grid = Grid(columns: columns, rows: rows, filling: Cell(.space, style: Style(foreground: .white, background: .black)))
    }

    func draw(_ cell: Cell, column: Int, row: Int) -> Bool {
        if let colorLimit, !colorsInUse.contains(cell.style) {
            guard colorsInUse.count < colorLimit else { return false }
            colorsInUse.insert(cell.style)
        }
        if grid.contains(column: column, row: row) { grid[column, row] = cell }
        pending.append(CellPosition(column: column, row: row))
        return true
    }

    func resetColors() {
        colorsInUse.removeAll()
        colorResets += 1
    }

    func append(_ commands: String) { appended.append((pending.count, commands)) }
    func invalidate() { invalidations += 1 }

    func flush(holdsSixel: Bool) {
        guard !pending.isEmpty else { return }
        frames.append(pending)
        pending = []
    }

    /// A terminal of a new size shows nothing yet.
    func resize(columns: Int, rows: Int) {
        grid = Grid(columns: columns, rows: rows, filling: Cell(.space, style: Style(foreground: .white, background: .black)))
    }

    var lastFrame: [CellPosition] { frames.last ?? [] }
}
