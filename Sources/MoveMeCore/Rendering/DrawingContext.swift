/// What a view draws with, in its own coordinates (as a CGContext set up by UIKit for
/// `draw(_:)`). The context maps them through the view's presentation transform to the frame.
public final class DrawingContext {
    public let mode: RenderMode
    /// The view's presentation bounds: what it draws in.
    public let bounds: Rect
    let toCanvas: AffineTransform
    let opacity: Double
    let canvas: Canvas

    init(canvas: Canvas, mode: RenderMode, bounds: Rect, toCanvas: AffineTransform, opacity: Double) {
        self.canvas = canvas
        self.mode = mode
        self.bounds = bounds
        self.toCanvas = toCanvas
        self.opacity = opacity
    }

    /// Fills the bounds pixel by pixel: `shade` gives the colour at a point of the view's
    /// coordinates (a pixel's centre), nil where the view is transparent. Scaling and moving
    /// come for free, since each pixel asks where it falls in the view.
    public func fill(_ shade: (Point) -> Color?) {
        guard mode == .halfBlocks, opacity > 0 else { return }
        let box = toCanvas.apply(to: bounds)
        let fromCanvas = toCanvas.inverted()
        let x0 = max(0, Int(box.minX.rounded(.down))), x1 = min(canvas.width, Int(box.maxX.rounded(.up)))
        let y0 = max(0, Int(box.minY.rounded(.down))), y1 = min(canvas.height, Int(box.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let local = fromCanvas.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                guard bounds.contains(local), let color = shade(local) else { continue }
                let alpha = color.alpha * opacity
                if alpha > 0 { canvas.blend(x: x, y: y, color.rgb, opacity: alpha) }
            }
        }
    }

    /// Draws a line of text centred on a point of the view's coordinates. Text lands on whole
    /// cells: it is not scaled, and it sits on the cell row that holds the point. `shadow`
    /// darkens the half cell below the text, the terminal's version of the original's embossed
    /// shadow half a point down.
    public func drawText(_ string: String, centeredAt point: Point, color: Color, bold: Bool = true,
                         shadow: Color? = nil) {
        let at = toCanvas.apply(to: point)
        guard at.isFinite, canvas.rows > 0 else { return }
        let row = Int((at.y / 2).rounded(.down))
        guard row >= 0, row < canvas.rows else { return }
        let width = DisplayWidth.of(string)
        var column = Int((at.x - Double(width) / 2).rounded())
        if mode == .halfBlocks, let shadow, row + 1 < canvas.rows {
            for x in max(0, column)..<min(canvas.columns, column + width) {
                canvas.blend(x: x, y: row * 2 + 2, shadow.rgb, opacity: shadow.alpha * opacity)
            }
        }
        for character in string {
            let w = DisplayWidth.of(character)
            defer { column += w }
            guard w > 0, column >= 0, column + w <= canvas.columns else { continue }
            let index = row * canvas.columns + column
            let style: Style
            if mode == .boxDrawing {
                let reversed = canvas.boxes[index]?.style.reverse ?? false
                style = Style(foreground: .white, background: .black, bold: bold, reverse: reversed)
            } else {
                style = Style(foreground: color.rgb, background: canvas.cellColor(column: column, row: row), bold: bold)
            }
            let cell = Cell(String(character), width: UInt8(w), style: style)
            if mode == .boxDrawing { canvas.boxes[index] = cell } else { canvas.text[index] = cell }
            for extra in 1..<max(1, w) {
                let continuation = Cell("", width: 0, style: style)
                if mode == .boxDrawing { canvas.boxes[index + extra] = continuation } else { canvas.text[index + extra] = continuation }
            }
        }
    }

    /// In box-drawing mode: outlines the bounds with rounded box-drawing characters and fills
    /// the inside with reverse video.
    public func drawBox(filled: Bool = true) {
        guard mode == .boxDrawing else { return }
        let box = toCanvas.apply(to: bounds)
        let left = Int(box.minX.rounded()), right = Int(box.maxX.rounded()) - 1
        let top = Int((box.minY / 2).rounded()), bottom = Int((box.maxY / 2).rounded()) - 1
        guard left <= right, top <= bottom else { return }
        let plain = Style(foreground: .white, background: .black)
        let inside = Style(foreground: .white, background: .black, reverse: filled)
        for row in max(0, top)...max(0, min(canvas.rows - 1, bottom)) where row >= top && row < canvas.rows {
            for column in max(0, left)...max(0, min(canvas.columns - 1, right)) where column >= left && column < canvas.columns {
                let edgeX = column == left || column == right
                let edgeY = row == top || row == bottom
                let glyph: String
                switch (row == top, row == bottom, column == left, column == right) {
                case (true, _, true, _): glyph = "╭"
                case (true, _, _, true): glyph = "╮"
                case (_, true, true, _): glyph = "╰"
                case (_, true, _, true): glyph = "╯"
                default: glyph = edgeY ? "─" : (edgeX ? "│" : " ")
                }
                canvas.boxes[row * canvas.columns + column] = Cell(glyph, style: edgeX || edgeY ? plain : inside)
            }
        }
    }
}

extension DrawingContext {
    /// The frame's size in cells.
    public var columns: Int { canvas.columns }
    public var rows: Int { canvas.rows }
}
