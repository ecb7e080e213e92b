import MoveMeCore
/// The model's `GraphicsContext` in terminal cells: what a view draws with, in its own
/// coordinates. The context maps them through the view's presentation transform to the
/// canvas's pixels (two a cell, half blocks) or, without colour, to the cells themselves, and
/// draws only inside the region being redrawn.
///
/// A value, not an object: one is made for every view drawn, three a frame of a drag, and
/// allocating and freeing each was runtime and allocator code a frame after a sleep finds cold.
public struct DrawingContext: GraphicsContext {
    /// How areas are painted: half-block pixels in colour, or box drawing without colour.
    public let mode: RenderMode
    /// The view's presentation bounds: what it draws in.
    public let bounds: Rect
    let toCanvas: AffineTransform
    let opacity: Double
    /// The ancestors' bounds that cut the drawing off (`clipsToBounds`); empty for most views.
    let clips: [ClipRegion]
    let canvas: Canvas
    /// The view's display version (`setNeedsDisplay` counts it up): kept contents drawn at
    /// another are stale.
    let displayVersion: Int

    init(canvas: Canvas, mode: RenderMode, bounds: Rect, toCanvas: AffineTransform, opacity: Double,
         clips: [ClipRegion] = [], displayVersion: Int = 0) {
        self.canvas = canvas
        self.displayVersion = displayVersion
        self.mode = mode
        self.bounds = bounds
        self.toCanvas = toCanvas
        self.opacity = opacity
        self.clips = clips
    }

    /// Whether a cell's centre shows through the clips: text and boxes land on whole cells.
    func showsCell(column: Int, row: Int, width: Int = 1) -> Bool {
        clips.isEmpty || clips.allContain(Point(x: Double(column) + Double(width) / 2, y: Double(row) * 2 + 1))
    }

    /// Whether a pixel's centre shows through the clips.
    func showsPixel(x: Int, y: Int) -> Bool {
        clips.isEmpty || clips.allContain(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
    }

    /// One pixel's size in the view's own coordinates (1 / its scale on screen): what a
    /// view drawing a line one pixel thick at any scale measures with.
    public var pixelSize: Double {
        let area = abs(toCanvas.a * toCanvas.d - toCanvas.b * toCanvas.c)
        return area > 0 && area.isFinite ? 1 / area.squareRoot() : 1
    }

    /// The frame's size in cells.
    public var columns: Int { canvas.columns }
    /// The frame's height in cells.
    public var rows: Int { canvas.rows }

    /// Whether the device shows colour: only when painting half blocks.
    public var showsColor: Bool { mode == .halfBlocks }

    /// Fills the bounds point by point, shading each half-block pixel's centre. The pixels are
    /// kept (`keepingContents`) by the renderer, with the view's drawing (`DrawnContent`, in a
    /// ``FillContents``): drawn straight into a context, nothing is.
    ///
    /// - Parameters:
    ///   - keepingContents: Whether the shaded pixels may be kept and shown again.
    ///   - band: A range of x where `shade` depends on y alone: asked once a row there.
    ///   - shade: The colour at a point of the view's coordinates; nil where it is transparent.
    public func fill(keepingContents: Bool, sameAlongRowsWithin band: ClosedRange<Double>?,
                     _ shade: @escaping (Point) -> Color?) {
        fill(sameAlongRowsWithin: band, shade)
    }

    /// Outlines the bounds with box-drawing characters, the inside in reverse video if `filled`:
    /// how a view shows itself without colour (in box-drawing mode only).
    public func strokeOutline(filled: Bool) {
        drawBox(filled: filled)
    }

    /// Fills the cells the bounds cover with `pattern`: a fill without colour (in box-drawing
    /// mode only).
    public func fillPattern(_ pattern: String) {
        fillCells(with: pattern)
    }

    /// Fills the bounds with one colour, by how much of each pixel they cover (see
    /// `coverage`): an upright view in whole pixels, a turned one with shaded edges.
    public func fill(_ color: Color) {
        guard mode == .halfBlocks else { return }
        let alpha = color.alpha * opacity
        guard alpha > 0, let footprint = coverage() else { return }
        let rgb = color.rgb
        switch footprint {
        case .upright(let xs, let ys) where alpha >= 1 && clips.isEmpty:
            for y in ys { canvas.fillRow(y: y, from: xs.lowerBound, to: xs.upperBound, rgb) }
        case .upright(let xs, let ys):
            for y in ys { for x in xs where showsPixel(x: x, y: y) { canvas.blend(x: x, y: y, rgb, opacity: alpha) } }
        case .turned(let xs, let ys, let turned):
            // Row by row: the pixels wholly inside painted as a run, only the edges' asked
            // for their share, those wholly outside not visited (most of a turned tile's box
            // is one or the other; asking each pixel was most of a pinch frame's drawing).
            func blend(_ x: Int, _ y: Int, _ covered: Double) {
                if covered > 0, showsPixel(x: x, y: y) { canvas.blend(x: x, y: y, rgb, opacity: alpha * covered) }
            }
            for y in ys {
                guard let (inside, reach) = turned.row(y: y, xs: xs) else {
                    for x in xs { blend(x, y, turned.share(x: x, y: y)) }
                    continue
                }
                for x in reach.lowerBound..<inside.lowerBound { blend(x, y, turned.share(x: x, y: y)) }
                if alpha >= 1 && clips.isEmpty && !inside.isEmpty {
                    canvas.fillRow(y: y, from: inside.lowerBound, to: inside.upperBound, rgb)
                } else {
                    for x in inside { blend(x, y, 1) }
                }
                for x in inside.upperBound..<reach.upperBound { blend(x, y, turned.share(x: x, y: y)) }
            }
        }
    }

    /// The pixels the bounds cover, clipped to the canvas.
    enum Footprint {
        /// Upright (no rotation or skew): whole pixels.
        case upright(x: Range<Int>, y: Range<Int>)
        /// Turned: the pixels of the bounding box, each covered by the share of its area that
        /// `coverage` gives. (Plain values, not a closure over it: an enum holding a closure
        /// was copied and destroyed through the runtime's generic value witnesses at every fill,
        /// which a frame after a sleep found cold, a microsecond and more a fill.)
        case turned(x: Range<Int>, y: Range<Int>, coverage: TurnedCoverage)
    }

    /// How the bounds land on the pixels.
    ///
    /// An upright view covers as many pixels on each axis as its size rounds to, placed where
    /// its centre puts them (see `uprightPixels`): sampling pixel centres instead would draw a
    /// 5.4-point square 5 or 6 pixels wide by where it lies. A turned view covers each pixel by
    /// the share of the pixel inside it (4 × 4 samples, see `TurnedCoverage`), so its edges are
    /// shaded in proportion and it reads as its shape rather than as a jagged blob.
    func coverage() -> Footprint? {
        let box = toCanvas.apply(to: bounds)
        guard box.origin.isFinite, box.size.width.isFinite, box.size.height.isFinite,
              let fromCanvas = toCanvas.inverted() else { return nil }
        if isUpright {
            let (x, y) = Self.uprightPixels(of: box)
            let xs = max(canvas.pixelMinX, x.lowerBound)..<max(max(canvas.pixelMinX, x.lowerBound), min(canvas.pixelMaxX, x.upperBound))
            let ys = max(canvas.pixelMinY, y.lowerBound)..<max(max(canvas.pixelMinY, y.lowerBound), min(canvas.pixelMaxY, y.upperBound))
            return xs.isEmpty || ys.isEmpty ? nil : .upright(x: xs, y: ys)
        }
        guard let range = pixelRange() else { return nil }
        let turned = TurnedCoverage(bounds: bounds, fromCanvas: fromCanvas, pixels: range)
        return .turned(x: range.x, y: range.y, coverage: turned)
    }

    /// Whether the view is drawn upright, as it is when turned by less than a tenth of a pixel
    /// across its size (a square the physics left resting at 10⁻¹⁷ rad): shading such edges
    /// would draw half-covered pixels by the rounding of that angle.
    var isUpright: Bool { abs(toCanvas.b) * bounds.width < 0.1 && abs(toCanvas.c) * bounds.height < 0.1 }

    /// The pixels an upright view's box covers, on the canvas or not: as many on each axis as
    /// its size rounds to, the first where its centre puts them (see `nearestPixel`).
    static func uprightPixels(of box: Rect) -> (x: Range<Int>, y: Range<Int>) {
        let width = clamp(box.width.rounded()), height = clamp(box.height.rounded())
        let x0 = nearestPixel(box.midX - Double(width) / 2), y0 = nearestPixel(box.midY - Double(height) / 2)
        return (x0..<x0 + max(0, width), y0..<y0 + max(0, height))
    }

    /// The pixel edge nearest a coordinate, a half up: what places a box by its centre and a
    /// line of text on its cells, by one rule, so that text centred on a view lies centred in
    /// it wherever their two widths allow. (Up, not away from zero: a view moved by whole
    /// pixels to either side of the screen's edge is placed alike, as its kept shading is.)
    static func nearestPixel(_ v: Double) -> Int { clamp((v + 0.5).rounded(.down)) }

    /// A coordinate within a range no screen reaches, so that no value can trap.
    static func clamp(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }

    /// Draws a line of text centred on a point of the view's coordinates. Text lands on whole
    /// cells: it is not scaled, and it sits on the cell row that holds the point.
    ///
    /// `shadow` is not drawn in cells. The original's embossed shadow is the text again half a
    /// point down, a thin dark edge under each letter's strokes; the least the cells can darken
    /// is a half cell, a point tall, under the whole run of text, which read as a dark bar
    /// beneath the greeting rather than an emboss. The bold white text reads on the placard
    /// without it; the pictures (kitty, sixel), which have the pixels, draw it.
    public func drawText(_ string: String, centeredAt point: Point, color: Color, bold: Bool, shadow: Color?) {
        drawText(TextLine(string), centeredAt: point, color: color, bold: bold)
    }

    /// The same with the line measured beforehand.
    func drawText(_ line: TextLine, centeredAt point: Point, color: Color, bold: Bool) {
        let at = toCanvas.apply(to: point)
        guard at.isFinite, abs(at.x) < 1e9, abs(at.y) < 1e9 else { return }
        let row = Int((at.y / 2).rounded(.down))
        let width = line.width
        let start = Self.nearestPixel(at.x - Double(width) / 2)
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
