import MoveMeCore
import MoveMeRendering
import MoveMeTerminal

/// The scene's pictures where the terminal draws images (`GraphicsMode`): each of the scene's
/// moving views (`Scene.pictureViews`) an image of device pixels, its areas left out of the
/// cells, as notcurses' pixel blitters put a plane's pixels beside its cells. Kitty keeps images:
/// one is sent once and moved by placements of a few dozen bytes (`KittyPictures`); sixel's are
/// painted over whole cells where they change, and the cells they leave drawn again after them
/// (`SixelPictures`). In cells, and wherever the cell's
/// size in pixels is unknown, there are none and the cells draw everything, as before.
///
/// Both draw over the cells, the view's text in the image with a real font (`TextPainter`;
/// without one there are no pictures). A view under an overlay (the bottom row, the help, the
/// edit menu, a finger's ring) is drawn in cells while it is covered: the image would hide it.
final class Pictures {
    let mode: GraphicsMode
    /// Device pixels a point, from the cell's size; nil: no pictures.
    private(set) var scale: PixelScale?
    /// A cell in whole device pixels.
    private(set) var cellWidth = 0, cellHeight = 0
    private var device: PictureDevice?

    /// `textPainter` draws the views' text into their images (without one: cells); `colorRegisters`
    /// is how many colours a sixel image may have, `depth` how the terminal shows the cells'.
    init(mode: GraphicsMode, textPainter: TextPainter? = nil, colorRegisters: Int = 256, depth: ColorDepth = .trueColor) {
        self.mode = mode
        switch mode {
        case .kitty: device = textPainter.map(KittyPictures.init)
        case .sixel: device = textPainter.map { SixelPictures(painter: $0, maximumColors: colorRegisters, depth: depth) }
        case .cells: device = nil
        }
    }

    /// The cell's size in the terminal's pixels changed (a resize, a font's size), is known now,
    /// or is lost: the pictures are drawn again at the new scale, or taken away. True when that
    /// changes what is drawn.
    func setCellSize(_ size: CellPixelSize?) -> Bool {
        let width = size.map { Int($0.width.rounded()) } ?? 0, height = size.map { Int($0.height.rounded()) } ?? 0
        guard device != nil, width != cellWidth || height != cellHeight else { return false }
        (cellWidth, cellHeight) = (width, height)
        scale = width > 0 && height > 0 ? PixelScale(cellWidth: Double(width), cellHeight: Double(height)) : nil
        invalidate()
        return true
    }

    /// The terminal's picture is gone or wrong: every image is removed and sent again.
    func invalidate() {
        device?.invalidate()
    }

    /// Whether views may be drawn as images: the terminal draws them, and there is a font for
    /// their text. (Without the cell's size in pixels, none is.)
    var drawsImages: Bool { device != nil }

    /// The views to draw as images this frame, within the `columns` × `rows` cells from the
    /// screen's top left that the scene shows past the overlays at its edges, those under an
    /// overlay's cells left to the cells; what the cells are to leave out of them.
    func prepare(_ views: [View], columns: Int, rows: Int, overlay: OverlayLayer) -> PicturedViews {
        guard let device else { return PicturedViews() }
        guard let scale else {
            device.prepare([])  // (any shown taken away)
            return PicturedViews()
        }
        var shown: [Picture] = []
        for view in views {
            guard let frame = PixelRasterizer.frame(of: view, scale: scale),
                  let picture = Picture(view: view, frame: frame, columns: columns, rows: rows, cellWidth: cellWidth,
                                        cellHeight: cellHeight),
                  !Self.isCovered(picture.cells, by: overlay) else { continue }
            shown.append(picture)
        }
        device.prepare(shown)
        return PicturedViews(views: shown.map(\.id))
    }

    /// What to send after the frame's cells: images, placements, deletions. `cellsDrawn`: the
    /// frame drew cells, which may have painted over an image (sixel's).
    func commands(over grid: Grid, cellsDrawn: Bool) -> String {
        device?.commands(over: grid, cellsDrawn: cellsDrawn) ?? ""
    }

    /// The cells to be drawn again after the images, as they are (sixel's, where an image was
    /// and no new one paints over); taken once, after `prepare`.
    func takeCellsToRepaint() -> [CellRect] {
        device?.takeCellsToRepaint() ?? []
    }

    /// Whether an overlay has a cell among `cells`.
    private static func isCovered(_ cells: CellRect, by overlay: OverlayLayer) -> Bool {
        guard !overlay.isEmpty else { return false }
        for row in cells.minRow..<cells.maxRow {
            for column in cells.minColumn..<cells.maxColumn {
                if overlay.item(column: column, row: row) != nil { return true }
            }
        }
        return false
    }
}

/// One view's picture this frame: its image's frame, and where it lies on the screen.
struct Picture {
    /// The image, its text drawn in by `painter` at the terminal's text size (a cell's height
    /// is two points; the font's em two thirds of it, near a terminal font's own).
    func image(painter: TextPainter) -> PixelImage? {
        guard var rendering = PixelRasterizer.render(frame) else { return nil }
        let pixelHeight = max(6, Int((frame.scale.y * 2 * 0.7).rounded()))
        for run in rendering.textRuns { painter.draw(run, into: &rendering.image, pixelHeight: pixelHeight) }
        return rendering.image
    }

    let id: ObjectIdentifier
    let frame: PixelFrame
    /// Where the image goes, cut to the area it may show in.
    let placement: KittyPlacement
    /// The cells the shown part covers, each `cellWidth` × `cellHeight` pixels.
    let cells: CellRect
    let cellWidth: Int, cellHeight: Int

    /// Nil when none of it is in the `columns` × `rows` cells from the screen's top left.
    init?(view: View, frame: PixelFrame, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int) {
        guard let placement = KittyPlacement(originX: frame.originX, originY: frame.originY, width: frame.width,
                                             height: frame.height, cellWidth: cellWidth, cellHeight: cellHeight,
                                             columns: columns, rows: rows) else { return nil }
        id = ObjectIdentifier(view)
        self.frame = frame
        self.placement = placement
        (self.cellWidth, self.cellHeight) = (cellWidth, cellHeight)
        let width = placement.source?.width ?? frame.width, height = placement.source?.height ?? frame.height
        let right = placement.column * cellWidth + placement.offsetX + width
        let bottom = placement.row * cellHeight + placement.offsetY + height
        cells = CellRect(minColumn: placement.column, minRow: placement.row,
                         maxColumn: (right + cellWidth - 1) / cellWidth, maxRow: (bottom + cellHeight - 1) / cellHeight)
    }
}

/// How one kind of terminal shows the pictures.
protocol PictureDevice: AnyObject {
    /// This frame's pictures.
    func prepare(_ pictures: [Picture])
    /// The bytes for them, after the cells.
    func commands(over grid: Grid, cellsDrawn: Bool) -> String
    /// The cells to draw again after the images.
    func takeCellsToRepaint() -> [CellRect]
    /// Everything shown forgotten; the next frame removes it all first.
    func invalidate()
}
