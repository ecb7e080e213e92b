import MoveMeCore
/// Drawing without colour, in box-drawing mode: outlines, patterns, and shapes in the
/// terminal's own colour, on whole cells and half blocks.
extension DrawingContext {
    /// Outlines the bounds with box-drawing characters, the inside in reverse video if `filled`:
    /// how a view shows itself without colour (in box-drawing mode only).
    public func strokeOutline(filled: Bool) {
        guard !textOnly else { return }
        drawBox(filled: filled)
    }

    /// Fills the cells the bounds cover with `pattern`: a fill without colour (in box-drawing
    /// mode only).
    public func fillPattern(_ pattern: String) {
        guard !textOnly else { return }
        fillCells(with: pattern)
    }

    /// In box-drawing mode: paints the pixels `fill` would paint with the terminal's own
    /// colour, cell by cell, so a shape keeps its size and place without colour: `glyph` where
    /// both of a cell's pixels are covered (at least half of each), a half block where one is.
    /// A view fainter than half shows as a light shade.
    func fillCells(with glyph: String) {
        guard mode == .boxDrawing, opacity > 0, let footprint = coverage() else { return }
        let (xs, ys): (Range<Int>, Range<Int>)
        let covers: (Int, Int) -> Bool
        switch footprint {
        case .upright(let x, let y): (xs, ys, covers) = (x, y, { _, _ in true })
        case .turned(let x, let y, let turned): (xs, ys, covers) = (x, y, { turned.share(x: $0, y: $1) >= 0.5 })
        }
        let style = Style(foreground: .white, background: .black)
        // A full block as reverse video, as `drawBox` fills: a font's █ may not reach the
        // cell's edges (xterm with a TrueType font), which would stripe a solid shape.
        let solid = glyph == Cell.fullBlock
        // Made into bytes once, not a cell at a time.
        let glyphBytes = CellText(exactly: glyph) ?? .standIn(width: 1), shade = CellText(exactly: "░")!
        let rows = (ys.lowerBound >> 1)...((ys.upperBound - 1) >> 1)
        for row in rows {
            for column in xs where canvas.containsCell(column: column, row: row) && showsCell(column: column, row: row) {
                let top = ys.contains(row * 2) && covers(column, row * 2)
                let bottom = ys.contains(row * 2 + 1) && covers(column, row * 2 + 1)
                let text: CellText
                switch (top, bottom) {
                case (true, true) where opacity < 0.5: text = shade
                case (true, true) where solid:
                    canvas.setOverlay(column: column, row: row, Cell(.space, style: Style(foreground: .white, background: .black, reverse: true)))
                    continue
                case (true, true): text = glyphBytes
                case (true, false): text = .upperHalf
                case (false, true): text = .lowerHalf
                case (false, false): continue
                }
                canvas.setOverlay(column: column, row: row, Cell(text, style: style))
            }
        }
    }

    /// In box-drawing mode: outlines the bounds with rounded box-drawing characters and fills
    /// the inside with reverse video.
    func drawBox(filled: Bool) {
        guard mode == .boxDrawing else { return }
        let box = toCanvas.apply(to: bounds)
        guard box.origin.isFinite, box.size.width.isFinite, box.size.height.isFinite else { return }
        // Edges to the nearest cell, within a range no screen reaches, so no value can trap.
        func cell(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v.rounded()))) }
        let area = CellRect(minColumn: cell(box.minX), minRow: cell(box.minY / 2),
                            maxColumn: cell(box.maxX), maxRow: cell(box.maxY / 2))
        guard !area.isEmpty else { return }
        let plain = Style(foreground: .white, background: .black)
        let inside = Style(foreground: .white, background: .black, reverse: filled)
        let visible = area.intersection(canvas.clip)
        for row in visible.minRow..<visible.maxRow {
            for column in visible.minColumn..<visible.maxColumn where showsCell(column: column, row: row) {
                let top = row == area.minRow, bottom = row == area.maxRow - 1
                let left = column == area.minColumn, right = column == area.maxColumn - 1
                let glyph: String
                switch (top, bottom, left, right) {
                case (true, _, true, _): glyph = "╭"
                case (true, _, _, true): glyph = "╮"
                case (_, true, true, _): glyph = "╰"
                case (_, true, _, true): glyph = "╯"
                default: glyph = top || bottom ? "─" : (left || right ? "│" : " ")
                }
                canvas.setOverlay(column: column, row: row, Cell(glyph, style: top || bottom || left || right ? plain : inside))
            }
        }
    }
}
