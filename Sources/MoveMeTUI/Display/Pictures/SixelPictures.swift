import MoveMeRendering
import MoveMeSession
import MoveMeTerminal

/// Pictures as sixel images, which cover the cells they are painted over and are not kept by
/// the terminal as images: painted where they are whenever one of them changes (a move, a new
/// look, an overlay gone from over one), and never written over by a cell while they lie there
/// (`PictureBytes.hidden`: a cell written over an image erases its pixels). Sixel has no partial
/// transparency and draws no terminal text over its pixels: a view's text is drawn into its
/// image with a real font (`TextPainter`).
///
/// A terminal may show a frame half read: xterm 379 has no synchronized output, and a sixel
/// frame is tens of kilobytes, read in pieces. It shows an image only once it is whole, and a
/// cell written over an image erases the image's pixels there. So a moved picture is painted
/// before the cells it left are written again (`PictureBytes.vacated`, after the images): seen
/// at any moment, the old picture or the new is whole. (The other way round, a frame seen half
/// read showed the placard's bottom right corner, or nothing.) For that the image covers whole
/// cells, opaque: what the old image left in them, and no cell could be written over it to
/// erase, is painted over with what the cells show (the colours as the terminal shows them at
/// `depth`), and with the other pictures that share them. An overlay's cells over an image are
/// written after it (`PictureBytes.over`).
final class SixelPictures: PictureEncoder {
    private let painter: TextPainter
    /// The terminal's colour registers.
    private let maximumColors: Int
    /// How the terminal shows the cells' colours.
    private let depth: ColorDepth
    /// The last image drawn for each view (its text in it), by its look: a move paints the same
    /// image elsewhere, encoded again for its new place but not drawn again.
    private var images: [ObjectIdentifier: (key: PixelFrame.Key, image: PixelImage)] = [:]
    private(set) var shown: [PicturePlane] = []
    private(set) var cellWidth = 0, cellHeight = 0
    /// Everything is painted again with the next frame (after `invalidate`).
    private var startsOver = true

    init(painter: TextPainter, maximumColors: Int, depth: ColorDepth) {
        self.painter = painter
        self.maximumColors = maximumColors
        self.depth = depth
    }

    /// Sixel's images are cells' pixels: the alternate screen's end takes them with the cells.
    var removal: String { "" }
    var currentRemoval: String { "" }
    /// Sixel's images go in the frames' bytes.
    var leftoverFiles: [String] { [] }

    func encode(_ frame: Frame) -> PictureBytes {
        let planes = frame.pictures
        (cellWidth, cellHeight) = (frame.cellWidth, frame.cellHeight)
        var bytes = PictureBytes()
        bytes.hidden = planes.flatMap(Self.uncovered)
        let changes = PictureState.of(planes, since: shown).contains { $0.1 != .shown }
        guard startsOver || changes else { return bytes }
        // Where the old images were and the new do not paint over, written again after them.
        bytes.vacated = shown.map(\.cells).flatMap { old in
            planes.reduce([old]) { left, new in left.flatMap { $0.subtracting(new.cells) } }
        }
        var kept: [ObjectIdentifier: (key: PixelFrame.Key, image: PixelImage)] = [:]
        for plane in planes {
            if let made = images[plane.id], made.key == plane.look.key {
                kept[plane.id] = made
            } else if let drawn = plane.image(painter: painter) {
                kept[plane.id] = (plane.look.key, drawn)
            }
        }
        images = kept
        for plane in planes where kept[plane.id] != nil {
            bytes.before += "\u{1B}7\u{1B}[\(plane.cells.minRow + 1);\(plane.cells.minColumn + 1)H"
                + SixelEncoder.encode(canvas(of: plane, among: planes, over: frame.cells), maximumColors: maximumColors)
                + "\u{1B}8"
            bytes.over += plane.covered
        }
        bytes.holdsSixel = !bytes.before.isEmpty
        shown = planes
        startsOver = false
        return bytes
    }

    func invalidate() {
        startsOver = true
        shown = []
    }

    /// A plane's cells that no overlay lies over.
    private static func uncovered(_ plane: PicturePlane) -> [CellRect] {
        plane.covered.reduce([plane.cells]) { left, hole in left.flatMap { $0.subtracting(hole) } }
    }

    /// What `plane`'s cells are to show: their colours as the terminal shows them, under
    /// every picture that has pixels in them, in order.
    private func canvas(of plane: PicturePlane, among planes: [PicturePlane], over grid: Grid) -> PixelImage {
        let cells = plane.cells
        var canvas = PixelImage(width: cells.width * cellWidth, height: cells.height * cellHeight)
        for row in cells.minRow..<cells.maxRow {
            for column in cells.minColumn..<cells.maxColumn {
                let halves = column < grid.columns && row < grid.rows
                    ? Palette.shownHalves(of: grid[column, row], depth: depth) : (upper: RGB(0, 0, 0), lower: RGB(0, 0, 0))
                let x = (column - cells.minColumn) * cellWidth, y = (row - cells.minRow) * cellHeight
                canvas.fill(x: x, y: y, width: cellWidth, height: cellHeight / 2, RGBA(halves.upper))
                canvas.fill(x: x, y: y + cellHeight / 2, width: cellWidth, height: cellHeight - cellHeight / 2,
                            RGBA(halves.lower))
            }
        }
        for other in planes where other.cells.intersects(cells) {
            guard let image = images[other.id]?.image else { continue }
            canvas.composite(image, atX: other.look.originX - cells.minColumn * cellWidth,
                             y: other.look.originY - cells.minRow * cellHeight)
        }
        return canvas
    }
}
