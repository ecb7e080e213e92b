import MoveMeCore
/// Draws frame after frame of a view tree, keeping the last one, and says which cells changed:
/// what a front end sends to the terminal.
///
/// Only the damaged region is drawn again: the cells under every view whose presentation
/// (position, transform, opacity, colour) or content (`setNeedsDisplay`) changed, where it was
/// and where it is. A still frame costs a walk of the tree; a moving placard, its own area.
public final class Renderer {
    /// The last frame drawn; nil before the first.
    public private(set) var grid: Grid?
    private var layers: [Rasterizer.Layer] = []
    private var mode: RenderMode = .halfBlocks
    /// What a frame is made in, kept between frames so that a steady frame allocates nothing
    /// for them: the next frame's layers (swapped with `layers` once drawn), the canvas of the
    /// damaged region, and the list of changed cells (the caller's until the next frame).
    private var nextLayers: [Rasterizer.Layer] = []
    private let canvas = Canvas(columns: 0, rows: 0, clip: CellRect(columns: 0, rows: 0), background: .black)
    /// Each view's drawing, kept while it draws the same (`DrawnContent`): a view that moves,
    /// scales or turns is drawn from it, not asked to draw again.
    private let contents = DrawnContents()
    private var changes: [CellPosition] = []

    /// A renderer that has drawn nothing yet: its first frame is drawn whole.
    public init() {}

    /// Draws the tree's presentation state and returns the cells that differ from the last frame
    /// (every cell on the first frame, after a change of size or mode, or after `invalidate`).
    ///
    /// - Parameters:
    ///   - root: The tree to draw (its presentation values).
    ///   - columns: The frame's width in cells.
    ///   - rows: The frame's height in cells.
    ///   - mode: Half-block pixels in colour, or box drawing without colour.
    /// - Returns: The cells that changed, for a front end to send; the frame is `grid`.
    public func render(_ root: View, columns: Int, rows: Int, mode: RenderMode = .halfBlocks) -> [CellPosition] {
        Rasterizer.layers(of: root, pictured: pictured, into: &nextLayers)
        let next = nextLayers
        defer {
            swap(&layers, &nextLayers)
            nextLayers.removeAll(keepingCapacity: true)  // (holding no view longer than before)
            self.mode = mode
        }
        guard var grid, grid.columns == columns, grid.rows == rows, mode == self.mode,
              next.count == layers.count, zip(next, layers).allSatisfy({ $0.view === $1.view }) else {
            let full = Rasterizer.render(next, columns: columns, rows: rows, mode: mode, contents: contents)
            let isNew = self.grid?.columns != columns || self.grid?.rows != rows
            let changes = isNew && !listsEveryCellOfANewFrame ? [] : full.changes(since: self.grid)
            self.grid = full
            return changes
        }
        var damage = CellRect(columns: 0, rows: 0)
        for (new, old) in zip(next, layers) where new != old {
            // A layer's marked part only (`setNeedsDisplay(in:)`); asked only of a view marked
            // so, and a moving layer (the drag's) goes the usual way without a copy of either.
            if new.view.invalidRegion.rect != nil, let marked = new.markedDamage(since: old) {
                damage = damage.union(marked)
            } else {
                damage = damage.union(new.cells).union(old.cells)
            }
        }
        damage = wholeGraphemes(damage.intersection(CellRect(columns: columns, rows: rows)), in: grid)
        guard !damage.isEmpty else { return [] }
        canvas.reset(columns: columns, rows: rows, clip: damage, background: .black)
        Rasterizer.draw(next, into: canvas, mode: mode, contents: contents)
        contents.keep(only: next)
        self.grid = nil  // so the cells are not shared, and change in place instead of being copied
        var changes = self.changes
        self.changes = []  // so the list is not shared either, and is emptied in place
        changes.removeAll(keepingCapacity: true)
        defer { self.changes = changes }
        let width = grid.columns
        // Read and written in place, in one pass: cells are plain bytes, so nothing is
        // retained, and the grid's storage is checked for sharing once, not at every cell
        // written.
        grid.withUnsafeMutableCells { cells in
            for row in damage.minRow..<damage.maxRow {
                canvas.withPixels(ofRow: row) { top, bottom in
                    for column in damage.minColumn..<damage.maxColumn {
                        // Both pixels one colour and no text over them: a blank of it (most of
                        // a moved tile's inside), made from the pixels in hand, not asked of
                        // the canvas.
                        let offset = column - damage.minColumn, color = top[offset]
                        let cell = color == bottom[offset] && !canvas.hasText(column: column, row: row)
                            ? Cell.blank(color) : canvas.cell(column: column, row: row)
                        let old = cells.baseAddress! + (row * width + column)
                        if old.pointee != cell {
                            old.pointee = cell
                            changes.append(CellPosition(column: column, row: row))
                        }
                    }
                }
            }
        }
        self.grid = grid
        return changes
    }

    /// How many times a view was asked to draw (`draw(in:)`): once it is marked
    /// (`setNeedsDisplay`), drawn in new bounds, or its drawing asked what its new scale or turn
    /// answers differently; never for a view that only moves.
    public var draws: Int { contents.draws }

    /// What the renderer keeps of `view`'s drawing (for tests).
    func keptDrawing(of view: View) -> DrawnContent? { contents.content(of: view) }

    /// How many times the canvas's storage was made: not again while the regions fit, as a
    /// steady frame allocates none (for tests).
    var canvasStorageGrowths: Int { canvas.storageGrowths }

    /// Forgets the last frame, so the next one counts every cell as changed (after the terminal
    /// lost its contents: a resume, a redraw request).
    public func invalidate() {
        grid = nil
    }

    /// Views a terminal draws as images, which the cells leave out. A change is drawn like any
    /// other: a view that joins them has no layers, one that leaves them has its own again.
    public var pictured = PicturedViews()

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

