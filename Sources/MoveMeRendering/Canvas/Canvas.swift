
/// The pixels of one region of a frame (the clip), at half-cell resolution: one pixel is one
/// point, a cell is one pixel wide and two tall. Text and boxes sit above the pixels in whole
/// cells. Coordinates are the frame's; only the clip is stored, with one more pixel row above
/// and below it: the neighbours that decide how its edge cells are drawn (see `cell`).
///
/// A renderer keeps one canvas and `reset`s it for each frame's region, so a frame allocates
/// neither the canvas nor its storage: what it had is kept while it is large enough. Its
/// region's figures change only at a reset, and are read for every pixel: they are not
/// checked for exclusive access at run time, as the storage is not.
final class Canvas {
    /// The whole frame's size in cells.
    @exclusivity(unchecked) private(set) var columns = 0
    @exclusivity(unchecked) private(set) var rows = 0
    /// The cells this canvas holds.
    @exclusivity(unchecked) private(set) var clip = CellRect(columns: 0, rows: 0)
    /// Pixel bounds of what is drawn: the clip's, and one row more above and below (within the
    /// frame).
    @exclusivity(unchecked) private(set) var pixelMinX = 0, pixelMaxX = 0, pixelMinY = 0, pixelMaxY = 0
    /// Raw storage, owned by the canvas: the per-pixel loops are the hot path of every frame,
    /// and an array in a class property pays an exclusivity check on each access. It may be
    /// larger than the region (a smaller region after a larger one).
    @exclusivity(unchecked) private var pixels = UnsafeMutableBufferPointer<RGB>(start: nil, count: 0)
    /// Text or box-drawing content over the pixels, for the few cells that have it: per clip
    /// cell the index of its content in `overlayCells`, or −1. Made on the first such cell, so
    /// a frame that only moves pixels allocates no cell for every one of the clip's. Read for
    /// every cell of a frame (and written by every pixel painted over text): not checked for
    /// exclusive access at run time, as `pixels` is not, since no access to them overlaps
    /// another (the checks were 8% of the core's instructions in `moveme-bench`).
    @exclusivity(unchecked) private var overlayIndex: [Int32] = []
    @exclusivity(unchecked) private var overlayCells: [Cell] = []
    private var hasOverlay: Bool { !overlayIndex.isEmpty }

    /// How many times the pixels' storage was made (larger): once, while the regions fit.
    private(set) var storageGrowths = 0


    init(columns: Int, rows: Int, clip: CellRect, background: RGB) {
        reset(columns: columns, rows: rows, clip: clip, background: background)
    }

    /// Empties the canvas for another region (of a frame of this size), keeping its storage
    /// when it is large enough.
    func reset(columns: Int, rows: Int, clip: CellRect, background: RGB) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.clip = clip.intersection(CellRect(columns: columns, rows: rows))
        pixelMinX = self.clip.minColumn
        pixelMaxX = self.clip.maxColumn
        pixelMinY = max(0, self.clip.minRow * 2 - 1)
        pixelMaxY = max(pixelMinY, min(self.rows * 2, self.clip.maxRow * 2 + 1))
        let count = self.clip.width * (pixelMaxY - pixelMinY)
        if count > pixels.count {
            pixels.deallocate()
            pixels = .allocate(capacity: count)
            storageGrowths += 1
        }
        // RGB is trivial: assigning over what is there needs no deinitialising.
        UnsafeMutableBufferPointer(rebasing: pixels[0..<count]).update(repeating: background)
        overlayIndex.removeAll(keepingCapacity: true)
        overlayCells.removeAll(keepingCapacity: true)
    }

    deinit {
        pixels.deallocate()
    }

    private func pixelIndex(_ x: Int, _ y: Int) -> Int { (y - pixelMinY) * clip.width + (x - pixelMinX) }
    private func cellIndex(_ column: Int, _ row: Int) -> Int { (row - clip.minRow) * clip.width + (column - clip.minColumn) }

    func containsCell(column: Int, row: Int) -> Bool {
        column >= clip.minColumn && column < clip.maxColumn && row >= clip.minRow && row < clip.maxRow
    }

    /// Whether a pixel row lies in the clip's cells (not in the rows of neighbours around it).
    private func inClip(y: Int) -> Bool { y >> 1 >= clip.minRow && y >> 1 < clip.maxRow }

    /// Paints a pixel (inside the pixel bounds) with a colour of some opacity. Text in that cell
    /// is covered.
    func blend(x: Int, y: Int, _ color: RGB, opacity: Double) {
        let index = pixelIndex(x, y)
        pixels[index] = opacity >= 1 ? color : pixels[index].mixed(with: color, opacity)
        if hasOverlay && inClip(y: y) { overlayIndex[cellIndex(x, y >> 1)] = -1 }
    }

    /// Blends a run of pixels of one row, each with its own colour and alpha (times `opacity`,
    /// none where it is 0): what `blend` does pixel by pixel, with the row found once.
    func blendRow(y: Int, from x0: Int, _ colors: UnsafeBufferPointer<RGB>, alphas: UnsafeBufferPointer<Double>,
                  opacity: Double) {
        let start = pixelIndex(x0, y)
        let coversText = hasOverlay && inClip(y: y)
        // The last mix made: a border row is a run of one see-through colour over one
        // background, each pixel the same mix.
        var last = (under: RGB.black, color: RGB.black, alpha: 0.0, mix: RGB.black)
        var i = 0
        while i < colors.count {
            let alpha = alphas[i] * opacity
            guard alpha >= 1 else {
                // A see-through pixel (an edge's, a border's) is blended as `blend` does.
                if alpha > 0 {
                    let pixel = pixels.baseAddress! + start + i, under = pixel.pointee, color = colors[i]
                    if under != last.under || color != last.color || alpha != last.alpha {
                        last = (under, color, alpha, under.mixed(with: color, alpha))
                    }
                    pixel.pointee = last.mix
                    if coversText { coverText(y: y, from: x0 + i, to: x0 + i + 1) }
                }
                i += 1
                continue
            }
            // A run of opaque pixels, most of a kept view's row, copied at once.
            var end = i + 1
            while end < colors.count, alphas[end] * opacity >= 1 { end += 1 }
            (pixels.baseAddress! + start + i).update(from: colors.baseAddress! + i, count: end - i)
            if coversText { coverText(y: y, from: x0 + i, to: x0 + end) }
            i = end
        }
    }

    /// The text of the cells of pixel row `y` from `x0` to `x1` is painted over.
    private func coverText(y: Int, from x0: Int, to x1: Int) {
        let start = cellIndex(x0, y >> 1)
        overlayIndex.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[start..<start + x1 - x0]).update(repeating: -1) }
    }

    /// Paints a run of pixels of one row with an opaque colour.
    func fillRow(y: Int, from x0: Int, to x1: Int, _ color: RGB) {
        let start = pixelIndex(x0, y)
        for i in start..<(start + x1 - x0) { pixels[i] = color }
        if hasOverlay && inClip(y: y) { coverText(y: y, from: x0, to: x1) }
    }

    func pixel(x: Int, y: Int) -> RGB { pixels[pixelIndex(x, y)] }

    func setOverlay(column: Int, row: Int, _ cell: Cell) {
        if !hasOverlay { overlayIndex.append(contentsOf: repeatElement(-1, count: clip.width * clip.height)) }
        overlayIndex[cellIndex(column, row)] = Int32(overlayCells.count)
        overlayCells.append(cell)
    }

    func overlayCell(column: Int, row: Int) -> Cell? {
        guard hasOverlay else { return nil }
        let index = overlayIndex[cellIndex(column, row)]
        return index >= 0 ? overlayCells[Int(index)] : nil
    }

    /// The cell: its overlay, or its two pixels: a space when both halves agree, else a half
    /// block.
    ///
    /// Which half block: a font's `▀` may stop short of the top of the cell (xterm with a
    /// TrueType font leaves a pixel row there), so the cell's background, the bottom colour,
    /// shows as a thin line along its top edge; `▄` is painted from the top by its background,
    /// and only a short glyph at the bottom could show the top colour there. So `▄` is the
    /// rule, and `▀` is used only where its gap would show the same colour as the pixel above
    /// the cell while `▄`'s would not match the pixel below: whatever shows through is then the
    /// neighbouring colour.
    ///
    /// (Asked for every cell of a frame that is not a blank: its four pixels found from one
    /// index a pixel row apart, not each by `pixelIndex`, nor compared as optionals; and
    /// inlined, so the cell is made where it is compared, not returned field by field.)
    @inline(__always)
    func cell(column: Int, row: Int) -> Cell {
        if hasOverlay {
            let index = overlayIndex[cellIndex(column, row)]
            if index >= 0 { return overlayCells[Int(index)] }
        }
        let y = row * 2, width = clip.width, at = pixelIndex(column, y)
        let top = pixels[at], bottom = pixels[at + width]
        if top == bottom { return .blank(top) }
        let aboveIsBottom = y - 1 >= pixelMinY && pixels[at - width] == bottom
        let belowIsTop = y + 2 < pixelMaxY && pixels[at + 2 * width] == top
        if aboveIsBottom && !belowIsTop {
            return Cell(.upperHalf, style: Style(foreground: top, background: bottom))
        }
        return Cell(.lowerHalf, style: Style(foreground: bottom, background: top))
    }

    /// The top and bottom pixels of a row of the clip's cells, from its first column, for a
    /// walk along the row (`Renderer` passing over the unchanged blanks of a moved tile,
    /// several hundred cells a frame, without a call and two index computations a cell).
    func withPixels<Result>(ofRow row: Int, _ body: (_ top: UnsafePointer<RGB>, _ bottom: UnsafePointer<RGB>) -> Result) -> Result {
        body(UnsafePointer(pixels.baseAddress! + pixelIndex(clip.minColumn, row * 2)),
             UnsafePointer(pixels.baseAddress! + pixelIndex(clip.minColumn, row * 2 + 1)))
    }

    /// Whether text or a box is over the cell's pixels.
    func hasText(column: Int, row: Int) -> Bool {
        hasOverlay && overlayIndex[cellIndex(column, row)] >= 0
    }

    /// The colour behind text in a cell: its two pixels mixed.
    func cellColor(column: Int, row: Int) -> RGB {
        pixel(x: column, y: row * 2).mixed(with: pixel(x: column, y: row * 2 + 1), 0.5)
    }

    /// Every cell of the clip, row by row: what `cell` gives for each, made in one pass. A
    /// whole frame is mostly background: a run of cells that are blanks of one colour is
    /// found in the pixels and filled with one blank at once. (Asked one by one and each
    /// stored through a grid's subscript, the first frame's 12,000 cells were a third of the
    /// instructions from exec to the first frame.)
    func cells() -> [Cell] {
        let count = clip.width * clip.height
        guard count > 0 else { return [] }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            var next = buffer.baseAddress!
            for row in clip.minRow..<clip.maxRow {
                var column = clip.minColumn
                while column < clip.maxColumn {
                    guard let color = blankRunColor(column: column, row: row) else {
                        next.initialize(to: cell(column: column, row: row))
                        next += 1
                        column += 1
                        continue
                    }
                    let end = blankRunEnd(of: color, row: row, from: column + 1)
                    for _ in column..<end {
                        next.initialize(to: .blank(color))
                        next += 1
                    }
                    column = end
                }
            }
            initialized = count
        }
    }

    /// The colour of a cell that is a blank of it (both pixels that colour, no text over
    /// them), or nil.
    private func blankRunColor(column: Int, row: Int) -> RGB? {
        if hasText(column: column, row: row) { return nil }
        let top = pixels[pixelIndex(column, row * 2)]
        return top == pixels[pixelIndex(column, row * 2 + 1)] ? top : nil
    }

    /// Where the run of blanks of `color` along a row that goes on at `column` ends: the
    /// first column whose cell is not such a blank (text over it, or another pixel), or the
    /// clip's end. Reads the two pixel rows straight along, without a cell's index sums.
    private func blankRunEnd(of color: RGB, row: Int, from column: Int) -> Int {
        var end = column
        let top = pixelIndex(column, row * 2) - column, bottom = top + clip.width
        // Most rows of a frame are background from end to end: both pixel rows found to be one
        // colour by comparing each with itself a pixel along (equal all along only if every
        // pixel is the first's), two runs of bytes compared instead of a comparison a pixel.
        if isOneColor(from: top + column - 1, to: top + clip.maxColumn),
           isOneColor(from: bottom + column - 1, to: bottom + clip.maxColumn), pixels[bottom + column - 1] == color,
           !hasOverlay(row: row, from: column, to: clip.maxColumn) {
            return clip.maxColumn
        }
        if hasOverlay {
            let cells = cellIndex(0, row)
            while end < clip.maxColumn, overlayIndex[cells + end] < 0, pixels[top + end] == color, pixels[bottom + end] == color {
                end += 1
            }
        } else {
            while end < clip.maxColumn, pixels[top + end] == color, pixels[bottom + end] == color { end += 1 }
        }
        return end
    }

    /// Whether a cell of a row from `column` up to `end` has text or a box over it: none
    /// where the first has none and all are alike (compared as the pixels are).
    private func hasOverlay(row: Int, from column: Int, to end: Int) -> Bool {
        guard hasOverlay, end > column else { return false }
        let start = cellIndex(column, row)
        return overlayIndex.withUnsafeBufferPointer { index in
            index[start] >= 0 || (end - column > 1
                && !Bytes.repeatEvery(4, at: index.baseAddress! + start, count: (end - column - 1) * 4))
        }
    }

    /// Whether the pixels from index `start` up to `end` are all one colour.
    private func isOneColor(from start: Int, to end: Int) -> Bool {
        guard end - start > 1 else { return true }
        let stride = MemoryLayout<RGB>.stride
        return Bytes.repeatEvery(stride, at: pixels.baseAddress! + start, count: (end - start - 1) * stride)
    }
}
