import MoveMeRendering
import MoveMeTUI

/// A backend that keeps the picture in memory, standing in for a terminal's: each cell drawn
/// stored in a grid, and the positions each frame drew kept. What the bench's frames are sent
/// to, so that a frame's cost is the program's own up to the bytes.
final class GridBackend: Backend {
    /// What the terminal shows.
    private(set) var grid: Grid
    /// The positions each flushed frame drew.
    private(set) var frames: [[CellPosition]] = []
    private var pending: [CellPosition] = []
    /// How many positions the last flushed frame drew: the next frame's list starts with that
    /// room (grown from nothing, it was made anew six or seven times a drag frame).
    private var lastFrameCount = 0

    init(columns: Int, rows: Int) {
        grid = Grid(columns: columns, rows: rows, filling: Cell(.space, style: Style(foreground: .white, background: .black)))
    }

    func draw(_ cell: Cell, column: Int, row: Int) -> Bool {
        guard grid.contains(column: column, row: row) else { return true }
        grid[column, row] = cell
        if cell.width == 2, column + 1 < grid.columns {
            grid[column + 1, row] = Cell(.empty, width: 0, style: cell.style)
        }
        if pending.isEmpty { pending.reserveCapacity(lastFrameCount) }
        pending.append(CellPosition(column: column, row: row))
        return true
    }

    func resetColors() {}
    func append(_ commands: String) {}
    func invalidate() {}

    func flush(holdsSixel: Bool) {
        guard !pending.isEmpty else { return }
        frames.append(pending)
        lastFrameCount = pending.count
        pending.removeAll()
    }

    /// The last frame's positions (empty when nothing was flushed).
    var lastFrame: [CellPosition] { frames.last ?? [] }
}
