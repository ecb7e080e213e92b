import MoveMeRendering
import MoveMeTerminal

/// Pictures as sixel images, which cover the cells they are painted over and are not kept by
/// the terminal as images: each is painted where it is whenever it changes or cells were drawn
/// (which may have painted over it). Sixel has no partial transparency and draws no terminal
/// text over its pixels: a view's text is drawn into its image with a real font
/// (`TextPainter`).
///
/// A terminal may show a frame half read: xterm 379 has no synchronized output, and a sixel
/// frame is tens of kilobytes, read in pieces. It shows an image only once it is whole, and a
/// cell written over an image erases the image's pixels there. So a moved picture is painted
/// before the cells it left are drawn again (`takeCellsToRepaint`, after the images): seen at
/// any moment, the old picture or the new is whole. (The other way round, a frame seen half
/// read showed the placard's bottom right corner, or nothing.) For that the image covers whole
/// cells, opaque: what the old image left in them, and no cell could be written over it to
/// erase, is painted over with what the cells show (the colours as the terminal shows them at
/// `depth`), and with the other pictures that share them.
final class SixelPictures: PictureDevice {
    private let painter: TextPainter
    /// The terminal's colour registers.
    private let maximumColors: Int
    /// How the terminal shows the cells' colours.
    private let depth: ColorDepth
    /// What was painted last frame, and this frame's.
    private var painted: [Picture] = []
    private var next: [Picture] = []
    private var repaint: [CellRect] = []
    /// Whether this frame's pictures differ from those painted (a move, a new look, one gone).
    private var changed = true
    /// The last image drawn for each view (its text in it), by its key: a move paints the same
    /// image elsewhere, encoded again for its new place but not drawn again.
    private var images: [ObjectIdentifier: (key: PixelFrame.Key, image: PixelImage)] = [:]
    private var startsOver = true

    init(painter: TextPainter, maximumColors: Int, depth: ColorDepth) {
        self.painter = painter
        self.maximumColors = maximumColors
        self.depth = depth
    }

    func prepare(_ pictures: [Picture]) {
        next = pictures
        changed = startsOver || pictures.count != painted.count
            || !zip(pictures, painted).allSatisfy { $0.id == $1.id && $0.frame.key == $1.frame.key && $0.placement == $1.placement }
        guard changed else { return }
        // Where the old images were and the new do not paint over.
        repaint = painted.map(\.cells).flatMap { old in
            pictures.reduce([old]) { left, new in left.flatMap { $0.subtracting(new.cells) } }
        }
    }

    func takeCellsToRepaint() -> [CellRect] {
        defer { repaint = [] }
        return repaint
    }

    func commands(over grid: Grid, cellsDrawn: Bool) -> String {
        defer { (painted, startsOver) = (next, false) }
        guard changed || cellsDrawn else { return "" }
        var kept: [ObjectIdentifier: (key: PixelFrame.Key, image: PixelImage)] = [:]
        for picture in next {
            if let made = images[picture.id], made.key == picture.frame.key {
                kept[picture.id] = made
            } else if let drawn = picture.image(painter: painter) {
                kept[picture.id] = (picture.frame.key, drawn)
            }
        }
        images = kept
        var out = ""
        for picture in next where kept[picture.id] != nil {
            out += "\u{1B}7\u{1B}[\(picture.cells.minRow + 1);\(picture.cells.minColumn + 1)H"
                + SixelEncoder.encode(canvas(of: picture, over: grid), maximumColors: maximumColors) + "\u{1B}8"
        }
        return out
    }

    func invalidate() {
        startsOver = true
        painted = []
    }

    /// What `picture`'s cells are to show: their colours as the terminal shows them, under
    /// every picture that has pixels in them, in order.
    private func canvas(of picture: Picture, over grid: Grid) -> PixelImage {
        let cells = picture.cells, cellWidth = picture.cellWidth, cellHeight = picture.cellHeight
        var canvas = PixelImage(width: cells.width * cellWidth, height: cells.height * cellHeight)
        for row in cells.minRow..<cells.maxRow {
            for column in cells.minColumn..<cells.maxColumn {
                let halves = column < grid.columns && row < grid.rows
                    ? Palette.shownHalves(of: grid[column, row], depth: depth) : (upper: RGB(0, 0, 0), lower: RGB(0, 0, 0))
                let x = (column - cells.minColumn) * cellWidth, y = (row - cells.minRow) * cellHeight
                canvas.fill(x: x, y: y, width: cellWidth, height: cellHeight / 2, RGBA(halves.upper))
                canvas.fill(x: x, y: y + cellHeight / 2, width: cellWidth, height: cellHeight - cellHeight / 2, RGBA(halves.lower))
            }
        }
        for other in next where other.cells.intersects(cells) {
            guard let image = images[other.id]?.image else { continue }
            canvas.composite(image, atX: other.frame.originX - cells.minColumn * cellWidth,
                             y: other.frame.originY - cells.minRow * cellHeight)
        }
        return canvas
    }
}
