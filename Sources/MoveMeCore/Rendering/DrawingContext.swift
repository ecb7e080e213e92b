/// What a view draws with, in its own coordinates (as the CGContext UIKit sets up for
/// `draw(_:)`). The context maps them through the view's presentation transform to the frame,
/// and draws only inside the region being redrawn.
public final class DrawingContext {
    public let mode: RenderMode
    /// The view's presentation bounds: what it draws in.
    public let bounds: Rect
    let toCanvas: AffineTransform
    let opacity: Double
    let canvas: Canvas
    /// The ancestors' bounds that cut the drawing off (`clipsToBounds`); empty for most views.
    let clips: [ClipRegion]

    init(canvas: Canvas, mode: RenderMode, bounds: Rect, toCanvas: AffineTransform, opacity: Double,
         clips: [ClipRegion] = []) {
        self.canvas = canvas
        self.mode = mode
        self.bounds = bounds
        self.toCanvas = toCanvas
        self.opacity = opacity
        self.clips = clips
    }

    /// Whether a cell's centre shows through the clips: text and boxes land on whole cells.
    private func showsCell(column: Int, row: Int, width: Int = 1) -> Bool {
        clips.isEmpty || clips.allContain(Point(x: Double(column) + Double(width) / 2, y: Double(row) * 2 + 1))
    }

    /// The frame's size in cells.
    public var columns: Int { canvas.columns }
    public var rows: Int { canvas.rows }

    /// The pixels whose centres may fall inside the bounds, clipped to the canvas.
    private func pixelRange() -> (x: Range<Int>, y: Range<Int>)? {
        let box = toCanvas.apply(to: bounds)
        guard box.origin.isFinite, box.size.width.isFinite, box.size.height.isFinite else { return nil }
        let x0 = max(canvas.pixelMinX, Int(max(-1e9, box.minX.rounded(.down))))
        let x1 = min(canvas.pixelMaxX, Int(min(1e9, box.maxX.rounded(.up))))
        let y0 = max(canvas.pixelMinY, Int(max(-1e9, box.minY.rounded(.down))))
        let y1 = min(canvas.pixelMaxY, Int(min(1e9, box.maxY.rounded(.up))))
        guard x0 < x1, y0 < y1 else { return nil }
        return (x0..<x1, y0..<y1)
    }

    /// Fills the bounds pixel by pixel: `shade` gives the colour at a point of the view's
    /// coordinates (a pixel's centre), nil where the view is transparent. Scaling and moving
    /// come for free, since each pixel asks where it falls in the view.
    public func fill(_ shade: (Point) -> Color?) {
        // A view flattened by its transform (no inverse) covers no pixel.
        guard mode == .halfBlocks, opacity > 0, let range = pixelRange(), let fromCanvas = toCanvas.inverted() else { return }
        for y in range.y {
            for x in range.x {
                let pixel = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let local = fromCanvas.apply(to: pixel)
                guard bounds.contains(local), clips.isEmpty || clips.allContain(pixel), let color = shade(local) else { continue }
                let alpha = color.alpha * opacity
                if alpha > 0 { canvas.blend(x: x, y: y, color.rgb, opacity: alpha) }
            }
        }
    }

    /// Fills the bounds with one colour. An upright view (no rotation or skew) painted opaque
    /// fills whole runs of pixels: the common case, and the fast one.
    public func fill(_ color: Color) {
        guard mode == .halfBlocks else { return }
        let alpha = color.alpha * opacity
        guard alpha >= 1, toCanvas.b == 0, toCanvas.c == 0, clips.isEmpty, let range = pixelRange(),
              let fromCanvas = toCanvas.inverted() else {
            return fill { _ in color }
        }
        // Pixels whose centres fall inside the bounds, on each axis.
        let xs = range.x.filter { x in
            let local = fromCanvas.apply(to: Point(x: Double(x) + 0.5, y: 0)).x
            return local >= bounds.minX && local < bounds.maxX
        }
        guard let first = xs.first, let last = xs.last else { return }
        let rgb = color.rgb
        for y in range.y {
            let local = fromCanvas.apply(to: Point(x: 0, y: Double(y) + 0.5)).y
            guard local >= bounds.minY && local < bounds.maxY else { continue }
            canvas.fillRow(y: y, from: first, to: last + 1, rgb)
        }
    }

    /// Draws a line of text centred on a point of the view's coordinates. Text lands on whole
    /// cells: it is not scaled, and it sits on the cell row that holds the point. `shadow`
    /// darkens the half cell below the text, the terminal's version of the original's embossed
    /// shadow half a point down.
    public func drawText(_ string: String, centeredAt point: Point, color: Color, bold: Bool = true,
                         shadow: Color? = nil) {
        let at = toCanvas.apply(to: point)
        guard at.isFinite, abs(at.x) < 1e9, abs(at.y) < 1e9 else { return }
        let row = Int((at.y / 2).rounded(.down))
        let width = DisplayWidth.of(string)
        let start = Int((at.x - Double(width) / 2).rounded())
        if mode == .halfBlocks, let shadow {
            let y = row * 2 + 2
            let x0 = max(canvas.pixelMinX, start), x1 = min(canvas.pixelMaxX, start + width)
            if y >= canvas.pixelMinY && y < canvas.pixelMaxY && x0 < x1 {
                for x in x0..<x1 where clips.isEmpty || clips.allContain(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    canvas.blend(x: x, y: y, shadow.rgb, opacity: shadow.alpha * opacity)
                }
            }
        }
        var column = start
        // Cell by cell in the form the terminal measures as the core does, so that no cell is
        // left unpainted however a terminal treats emoji clusters.
        for character in string.terminalCharacters {
            let w = character.width
            defer { column += w }
            // A grapheme lands only where all its cells are being drawn.
            guard canvas.containsCell(column: column, row: row),
                  canvas.containsCell(column: column + w - 1, row: row),
                  showsCell(column: column, row: row, width: max(1, w)) else { continue }
            let style: Style
            if mode == .boxDrawing {
                let reversed = canvas.overlayCell(column: column, row: row)?.style.reverse ?? false
                style = Style(foreground: .white, background: .black, bold: bold, reverse: reversed)
            } else {
                style = Style(foreground: color.rgb, background: canvas.cellColor(column: column, row: row), bold: bold)
            }
            canvas.setOverlay(column: column, row: row, Cell(character.text, width: UInt8(w), style: style))
            for extra in 1..<max(1, w) {
                canvas.setOverlay(column: column + extra, row: row, Cell("", width: 0, style: style))
            }
        }
    }

    /// In box-drawing mode: outlines the bounds with rounded box-drawing characters and fills
    /// the inside with reverse video.
    public func drawBox(filled: Bool = true) {
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
