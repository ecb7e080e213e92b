/// Draws frame after frame of a view tree, keeping the last one, and says which cells changed:
/// what a front end sends to the terminal.
///
/// Only the damaged region is drawn again: the cells under every view whose presentation
/// (position, transform, opacity, colour) or content (`setNeedsDisplay`) changed, where it was
/// and where it is. A still frame costs a walk of the tree; a moving placard, its own area.
public final class Renderer {
    public private(set) var grid: Grid?
    private var layers: [Rasterizer.Layer] = []
    private var mode: RenderMode = .halfBlocks

    public init() {}

    /// Draws the tree's presentation state and returns the cells that differ from the last frame
    /// (every cell on the first frame, after a change of size or mode, or after `invalidate`).
    public func render(_ root: View, columns: Int, rows: Int, mode: RenderMode = .halfBlocks) -> [CellPosition] {
        let next = Rasterizer.layers(of: root)
        defer { layers = next; self.mode = mode }
        guard var grid, grid.columns == columns, grid.rows == rows, mode == self.mode,
              next.count == layers.count, zip(next, layers).allSatisfy({ $0.view === $1.view }) else {
            let full = Rasterizer.render(root, columns: columns, rows: rows, mode: mode)
            let isNew = self.grid?.columns != columns || self.grid?.rows != rows
            let changes = isNew && !listsEveryCellOfANewFrame ? [] : full.changes(since: self.grid)
            self.grid = full
            return changes
        }
        var damage = CellRect(columns: 0, rows: 0)
        for (new, old) in zip(next, layers) where new != old {
            damage = damage.union(new.cells).union(old.cells)
        }
        damage = wholeGraphemes(damage.intersection(CellRect(columns: columns, rows: rows)), in: grid)
        guard !damage.isEmpty else { return [] }
        let canvas = Rasterizer.draw(next, columns: columns, rows: rows, clip: damage, mode: mode)
        self.grid = nil  // so the cells are not shared, and change in place instead of being copied
        var changes: [CellPosition] = []
        for row in damage.minRow..<damage.maxRow {
            for column in damage.minColumn..<damage.maxColumn {
                // A blank that was the same blank: nothing to make or compare.
                if let color = canvas.blankColor(column: column, row: row), grid.isBlank(color, column: column, row: row) {
                    continue
                }
                let cell = canvas.cell(column: column, row: row)
                if grid[column, row] != cell {
                    grid[column, row] = cell
                    changes.append(CellPosition(column: column, row: row))
                }
            }
        }
        self.grid = grid
        return changes
    }

    /// Forgets the last frame, so the next one counts every cell as changed (after the terminal
    /// lost its contents: a resume, a redraw request).
    public func invalidate() {
        grid = nil
    }

    /// Whether a frame with no last frame of its size to compare with (the first, one after
    /// `invalidate` or at a new size) says every cell changed. A front end whose screen
    /// repaints everything then anyway (it knows no picture of that size either) turns it off:
    /// the first frame's list of 12,000 positions at 200x60 was 0.1 million instructions and
    /// 46 fresh pages before the first frame. The frame drawn, `grid`, is the same.
    public var listsEveryCellOfANewFrame = true

    /// Widens a region so it does not cut a wide grapheme of the last frame in two.
    private func wholeGraphemes(_ region: CellRect, in grid: Grid) -> CellRect {
        guard !region.isEmpty else { return region }
        var result = region
        for row in region.minRow..<region.maxRow {
            if grid[region.minColumn, row].isContinuation { result.minColumn = min(result.minColumn, region.minColumn - 1) }
            if region.maxColumn < grid.columns, grid[region.maxColumn, row].isContinuation {
                result.maxColumn = max(result.maxColumn, region.maxColumn + 1)
            }
        }
        return result
    }
}

