import MoveMeRendering

/// The second of a frame's two comparisons, in the manner of ratatui's buffers: the front buffer
/// is the picture last sent; each frame, the scene with the overlays composed over it is compared
/// with it cell by cell, and only the cells whose content really changed reach the backend.
///
/// The first comparison is the renderer's (`Renderer`): it redraws only the cells under views
/// that changed and keeps those that differ from its last scene. The two grids hold different
/// pictures, so a changed cell is compared twice: the renderer's is the scene alone (what an
/// overlay covers, kept for when it goes), this one what the terminal shows (scene and overlays).
///
/// Only cells that can have changed are compared: those the renderer redrew, and those an
/// overlay covered or covers now. Everything is compared after `invalidate` or a new size.
public final class Screen {
    /// What the terminal shows; nil: nothing known, the next frame is drawn whole.
    public private(set) var front: Grid?
    private var overlay = OverlayLayer(columns: 0, rows: 0)

    public init() {}

    /// Sends the cells of `rects` again, as `present` last showed them, whatever the front
    /// buffer says: something else painted over them (a sixel image that has moved away). Given
    /// after the frame's images, which a cell written before them would erase too soon.
    /// Returns how many cells were given to the backend.
    public func repaint(_ rects: [CellRect], scene: Grid, into backend: Backend) -> Int {
        guard !rects.isEmpty, var front, front.columns == scene.columns, front.rows == scene.rows,
              overlay.columns == scene.columns, overlay.rows == scene.rows else { return 0 }
        self.front = nil  // so the buffer is not shared and changes in place
        var drawn = 0
        var outOfColors = false
        for rect in rects {
            for row in max(0, rect.minRow)..<min(front.rows, max(0, rect.maxRow)) {
                for column in max(0, rect.minColumn)..<min(front.columns, max(0, rect.maxColumn)) {
                    compare(row * front.columns + column, scene: scene, overlay: overlay, front: &front, backend: backend,
                            drawn: &drawn, outOfColors: &outOfColors, force: true)
                }
            }
        }
        // Out of colours (only ncurses', which draws no images): the next frame is drawn whole.
        self.front = outOfColors ? nil : front
        return drawn
    }

    /// The next frame is compared whole (the terminal lost its picture: resize, resume).
    public func invalidate() {
        front = nil
    }

    /// Shows `scene` (whose cells at `changed` differ from the last frame's scene) with
    /// `overlay` over it; returns how many cells were given to the backend. The caller flushes
    /// the backend when that is more than 0 (so it can time drawing and sending apart).
    @discardableResult
    public func present(scene: Grid, changed: [CellPosition], overlay next: OverlayLayer, into backend: Backend) -> Int {
        let previous = overlay
        overlay = next
        guard var front, front.columns == scene.columns, front.rows == scene.rows,
              next.columns == scene.columns, next.rows == scene.rows else {
            return redrawAll(scene, into: backend)
        }
        self.front = nil  // so the buffer is not shared and changes in place
        defer { self.front = front }
        var drawn = 0
        var outOfColors = false
        for position in changed where position.row < scene.rows && position.column < scene.columns {
            compare(position.row * scene.columns + position.column, scene: scene, overlay: next, front: &front,
                    backend: backend, drawn: &drawn, outOfColors: &outOfColors)
        }
        if previous != next {
            // Cells under overlay items that are the same as last frame's, over a scene cell
            // that did not change, look as they did: not composed and compared again (a
            // caption row's 200 cells, when only the fingers' rings moved). The rest are
            // compared in the order they always were, so the bytes sent are the same.
            let indices = previous.columns == next.columns && previous.rows == next.rows ? next.changes(since: previous)
                : { var all: [Int] = []; previous.affectedIndices { all.append($0) }; next.affectedIndices { all.append($0) }; return all }()
            for index in indices {
                compare(index, scene: scene, overlay: next, front: &front, backend: backend, drawn: &drawn,
                        outOfColors: &outOfColors)
            }
        }
        if outOfColors {
            self.front = nil
            return redrawAll(scene, into: backend)
        }
        return drawn
    }

    /// Compares a cell, the scene's with the overlay over it, with what the terminal shows, and
    /// gives the backend the cell if it differs. A cell compared again in the same frame (one
    /// the renderer redrew under an overlay item that changed too) is then the same as what
    /// the terminal shows, and is not given again: no record of the cells compared is kept (its
    /// 48 KB of stamps were read and written at every cell of every frame, for the few cells
    /// named twice). A method taking its state in and out, not a local function capturing it:
    /// each captured variable's access was checked at run time, several times a cell.
    /// `force`: given even when the front buffer has it (something else painted over it).
    private func compare(_ index: Int, scene: Grid, overlay next: OverlayLayer, front: inout Grid, backend: Backend,
                         drawn: inout Int, outOfColors: inout Bool, force: Bool = false) {
        guard !outOfColors else { return }
        let column = index % scene.columns, row = index / scene.columns
        let cell = next.isEmpty ? scene[column, row] : next.composed(scene, column: column, row: row)
        guard force || cell != front[column, row] else { return }
        front[column, row] = cell
        guard !cell.isContinuation else { return }
        if backend.draw(cell, column: column, row: row) { drawn += 1 } else { outOfColors = true }
    }

    /// Every cell, with the colours started over if they run out on the way.
    private func redrawAll(_ scene: Grid, into backend: Backend) -> Int {
        var composed = scene
        if !overlay.isEmpty, overlay.columns == scene.columns, overlay.rows == scene.rows {
            // Only the cells the overlay can change differ from the scene's (a full repaint
            // with the hint composed every cell of the screen for one row's worth).
            overlay.affectedIndices { index in
                let column = index % scene.columns, row = index / scene.columns
                composed[column, row] = overlay.composed(scene, column: column, row: row)
            }
        }
        let columns = composed.columns
        let drawn = composed.cells.withUnsafeBufferPointer { cells in
            var drawn = 0
            attempts: for attempt in 0..<2 {
                drawn = 0
                for row in 0..<composed.rows {
                    let rowStart = row * columns
                    var column = 0
                    while column < columns {
                        let cell = cells[rowStart + column]
                        // The run of this cell along the row (the first frame is mostly one
                        // blank: a cell at a time, that was a quarter of its instructions).
                        var count = 1
                        if cell.width == 1 {
                            let first = cells.baseAddress! + rowStart + column
                            // The rest of the row one cell, byte for byte (each compared with
                            // the next: the whole row of background at once, one pass over its bytes).
                            if columns - column > 1,
                               Bytes.repeatEvery(MemoryLayout<Cell>.stride, at: first, count: (columns - column - 1) * MemoryLayout<Cell>.stride) {
                                count = columns - column
                            }
                            while column + count < columns, cells[rowStart + column + count] == cell {
                                count += 1
                            }
                        }
                        let start = column
                        column += count
                        guard !cell.isContinuation else { continue }
                        drawn += count
                        // Out of colours: start them over once and draw everything again; a
                        // frame with more colours than the terminal has pairs keeps what it could.
                        let shown = count == 1 ? backend.draw(cell, column: start, row: row)
                            : backend.draw(cell, column: start, row: row, count: count)
                        if !shown, attempt == 0 {
                            backend.resetColors()
                            continue attempts
                        }
                    }
                }
                break
            }
            return drawn
        }
        front = composed
        return drawn
    }
}
