import MoveMeCore
/// Text, on whole cells.
extension DrawingContext {
    /// Draws a line of text centred on a point of the view's coordinates. Text lands on whole
    /// cells: it is not scaled, and it sits on the cell row that holds the point. `shadow`
    /// darkens the half cell below the text, the terminal's version of the original's embossed
    /// shadow half a point down.
    public func drawText(_ string: String, centeredAt point: Point, color: Color, bold: Bool, shadow: Color?) {
        drawText(canvas.textLine(string), centeredAt: point, color: color, bold: bold, shadow: shadow)
    }

    /// The same with the line measured beforehand.
    func drawText(_ line: TextLine, centeredAt point: Point, color: Color, bold: Bool, shadow: Color?) {
        let at = toCanvas.apply(to: point)
        guard at.isFinite, abs(at.x) < 1e9, abs(at.y) < 1e9 else { return }
        let row = Int((at.y / 2).rounded(.down))
        let width = line.width
        let start = Self.nearestPixel(at.x - Double(width) / 2)
        if mode == .halfBlocks, !textOnly, let shadow {
            let y = row * 2 + 2
            let x0 = max(canvas.pixelMinX, start), x1 = min(canvas.pixelMaxX, start + width)
            if y >= canvas.pixelMinY && y < canvas.pixelMaxY && x0 < x1 {
                for x in x0..<x1 where showsPixel(x: x, y: y) {
                    canvas.blend(x: x, y: y, shadow.rgb, opacity: shadow.alpha * opacity)
                }
            }
        }
        var column = start
        // Cell by cell in the form the terminal measures as the core does, so that no cell is
        // left unpainted however a terminal treats emoji clusters.
        for character in line.characters {
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
                canvas.setOverlay(column: column + extra, row: row, Cell(.empty, width: 0, style: style))
            }
        }
    }
}
