import MoveMeRendering
import MoveMeSession

/// What the terminal shows, and the one comparison a frame is given to it by, as ratatui's
/// `Terminal` keeps its buffers and termbox's `tb_present` compares them: the front buffer is
/// the picture last sent; each frame (`Frame`, the session's value) is compared with it only
/// where the frame says something may have changed, and only the cells whose content really
/// changed reach the backend, which sends the frame in one write. The pictures' bytes come from
/// one encoder (kitty's or sixel's), which keeps what the terminal holds of them.
///
/// The display alone knows whether the terminal's picture is known: after `invalidate` (a
/// resize, a resume, someone else's stop) the next frame, or `repaint` if none comes, writes
/// every cell and every image again.
public final class Display {
    /// What the terminal shows (under a sixel image: what it would show there); nil before the
    /// first frame.
    private(set) var front: Grid?
    /// Whether the terminal shows `front`: false after `invalidate`, until a frame is written.
    private(set) var knowsTerminal = false
    let backend: Backend
    /// Kitty's or sixel's images, where the terminal draws them.
    let pictures: PictureEncoder?
    /// How many cells the last frame gave the backend.
    public private(set) var cellsDrawn = 0

    /// A display writing through `backend`, its pictures through `pictures` where the terminal
    /// draws images.
    init(backend: Backend, pictures: PictureEncoder?) {
        self.backend = backend
        self.pictures = pictures
    }

    /// The terminal's picture is gone or wrong: the next frame is written whole, its images sent
    /// again.
    public func invalidate() {
        knowsTerminal = false
        backend.invalidate()
        pictures?.invalidate()
    }

    /// The terminal is now `columns` × `rows`: its picture is unknown (`invalidate`), and a last
    /// frame of another size is not written again: cut to the new size it showed the old
    /// picture's top left until the session's next frame (for a frame, a dynamics scene with
    /// its squares gone from the bottom and the bottom row blank). The next frame is written
    /// whole.
    public func resize(columns: Int, rows: Int) {
        invalidate()
        if front?.columns != columns || front?.rows != rows { front = nil }
    }

    /// Whether the terminal's picture is unknown since a frame was written: `repaint` writes it.
    var needsRepaint: Bool { !knowsTerminal && front != nil }

    /// Writes the last frame again, whole (after `invalidate`, when no new frame comes).
    func repaint() {
        guard let front, !knowsTerminal else { return }
        present(Frame(cells: front, damage: .none, isNewSize: true, pictures: pictures?.shown ?? [],
                      cellWidth: pictures?.cellWidth ?? 0, cellHeight: pictures?.cellHeight ?? 0))
    }

    /// Gives the terminal `frame`: its changed cells and its pictures' bytes, sent in one write.
    /// Returns how many cells were given to the backend.
    @discardableResult
    public func present(_ frame: Frame) -> Int {
        write(frame)
        send()
        return cellsDrawn
    }

    /// The frame's cells and pictures into the backend, not yet sent: what a runtime times as
    /// drawing (then `send`).
    public func write(_ frame: Frame) {
        let cells = frame.cells
        let whole = !knowsTerminal || frame.isNewSize || front?.columns != cells.columns || front?.rows != cells.rows
        // After every cell is written, every image is sent again.
        if whole { pictures?.invalidate() }
        let images = pictures?.encode(frame) ?? PictureBytes()
        if whole {
            cellsDrawn = redrawAll(cells)
            // On a whole screen the images go after the cells, which would cover them, and an
            // overlay's cells over them after the images.
            if !images.before.isEmpty { backend.append(images.before) }
            if !images.over.isEmpty { _ = diff(Frame(cells: cells, damage: .none, isNewSize: false), forcing: images.over) }
        } else {
            // Painted before the changed cells (sixel's): at any moment the old picture or the
            // new one is whole, where a terminal shows a frame half read.
            if !images.before.isEmpty { backend.append(images.before) }
            cellsDrawn = 0
            // The cells an image left, and an overlay's over an image painted this frame, after it.
            guard diff(frame, skipping: images.hidden, forcing: images.vacated + images.over) else {
                // Out of colours: started over, every cell.
                return write(Frame(cells: cells, damage: .none, isNewSize: true, pictures: frame.pictures,
                                   cellWidth: frame.cellWidth, cellHeight: frame.cellHeight, modes: frame.modes))
            }
        }
        if !images.after.isEmpty { backend.append(images.after) }
        holdsSixel = images.holdsSixel
        knowsTerminal = true
    }

    /// Sends what `write` gave the backend, as one frame.
    public func send() {
        backend.flush(holdsSixel: holdsSixel)
        holdsSixel = false
    }

    /// Whether the frame being written paints a sixel image (it is then always synchronized).
    private var holdsSixel = false

    // MARK: Comparing

    /// Compares the cells the frame says may have changed (those under an image that must not
    /// be written over left out), then writes `forced` whatever the front buffer says; false
    /// when the colours ran out on the way. Each cell compared is the one comparison of a
    /// changed cell on its way out. The frame's cells and the front buffer are read and written
    /// in place, through their storage, checked for sharing once.
    private func diff(_ frame: Frame, skipping hidden: [CellRect] = [], forcing forced: [CellRect]) -> Bool {
        guard var front else { return false }
        self.front = nil  // so the buffer is not shared, and changes in place
        defer { self.front = front }
        let cells = frame.cells, columns = cells.columns, rows = cells.rows, backend = backend
        var drawn = 0, outOfColors = false
        cells.cells.withUnsafeBufferPointer { next in
            front.withUnsafeMutableCells { shown in
                @inline(__always) func compare(_ index: Int, force: Bool) {
                    guard !outOfColors else { return }
                    let cell = next[index]
                    guard force || cell != shown[index] else { return }
                    shown[index] = cell
                    guard !cell.isContinuation else { return }
                    if backend.draw(cell, column: index % columns, row: index / columns) { drawn += 1 } else { outOfColors = true }
                }
                @inline(__always) func isHidden(_ index: Int) -> Bool {
                    !hidden.isEmpty && hidden.contains { $0.contains(index: index, columns: columns) }
                }
                for position in frame.damage.scene {
                    let index = position.row * columns + position.column
                    if !isHidden(index) { compare(index, force: false) }
                }
                for index in frame.damage.planes where !isHidden(index) { compare(index, force: false) }
                for rect in forced {
                    for row in max(0, rect.minRow)..<max(max(0, rect.minRow), min(rows, rect.maxRow)) {
                        for column in max(0, rect.minColumn)..<max(max(0, rect.minColumn), min(columns, rect.maxColumn)) {
                            compare(row * columns + column, force: true)
                        }
                    }
                }
            }
        }
        cellsDrawn += drawn
        return !outOfColors
    }

    /// Every cell, with the colours started over if they run out on the way; the front buffer
    /// is then the frame's.
    private func redrawAll(_ cells: Grid) -> Int {
        front = cells
        let columns = cells.columns, rows = cells.rows
        return cells.cells.withUnsafeBufferPointer { cells in
            var drawn = 0
            attempts: for attempt in 0..<2 {
                drawn = 0
                for row in 0..<rows {
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
                               Bytes.repeatEvery(MemoryLayout<Cell>.stride, at: first,
                                                 count: (columns - column - 1) * MemoryLayout<Cell>.stride) {
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
    }
}

extension CellRect {
    /// Whether the cell at a screen index (row × `columns` + column) is inside.
    func contains(index: Int, columns: Int) -> Bool {
        let column = index % columns, row = index / columns
        return column >= minColumn && column < maxColumn && row >= minRow && row < maxRow
    }
}

extension Display {
    /// A display writing through `backend`, with no pictures: the program's own, or a bench's
    /// stand-in for a terminal.
    public convenience init(backend: Backend) {
        self.init(backend: backend, pictures: nil)
    }
}
