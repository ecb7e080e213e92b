import MoveMeRendering
import MoveMeTerminal

/// Pictures as sixel images, which cover the cells they are painted over and are not kept by
/// the terminal as images: each is painted where it is whenever it changes or cells were drawn
/// (which may have painted over it), and where a picture was and is no more, the cells are
/// drawn again first. Sixel has no partial transparency and draws no terminal text over its
/// pixels: a view's text is drawn into its image with a real font (`TextPainter`), and its soft
/// edges are blended with the background under it.
final class SixelPictures: PictureDevice {
    private let painter: TextPainter
    /// The terminal's colour registers.
    private let maximumColors: Int
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

    init(painter: TextPainter, maximumColors: Int) {
        self.painter = painter
        self.maximumColors = maximumColors
    }

    var keepsText: Bool { false }

    func prepare(_ pictures: [Picture]) {
        next = pictures
        changed = startsOver || pictures.count != painted.count
            || !zip(pictures, painted).allSatisfy { $0.id == $1.id && $0.frame.key == $1.frame.key && $0.placement == $1.placement }
        if changed { repaint = painted.map(\.cells) }
    }

    func takeCellsToRepaint() -> [CellRect] {
        defer { repaint = [] }
        return repaint
    }

    func commands(over grid: Grid, cellsDrawn: Bool) -> String {
        defer { (painted, startsOver) = (next, false) }
        guard changed || cellsDrawn else { return "" }
        var out = ""
        var kept: [ObjectIdentifier: (key: PixelFrame.Key, image: PixelImage)] = [:]
        for picture in next {
            let image: PixelImage
            if let made = images[picture.id], made.key == picture.frame.key {
                image = made.image
            } else {
                guard let drawn = picture.image(painter: painter) else { continue }
                image = drawn
            }
            kept[picture.id] = (picture.frame.key, image)
            out += "\u{1B}7\u{1B}[\(picture.placement.row + 1);\(picture.placement.column + 1)H"
                + sixel(of: image, placed: picture, over: grid) + "\u{1B}8"
        }
        images = kept
        return out
    }

    func invalidate() {
        startsOver = true
        painted = []
    }

    /// The picture's image on the colour under its middle, from the top left of its first cell
    /// (sixel starts at a cell's corner), cut as its placement cuts it, as sixel.
    private func sixel(of image: PixelImage, placed picture: Picture, over grid: Grid) -> String {
        let middle = (column: (picture.cells.minColumn + picture.cells.maxColumn) / 2,
                      row: (picture.cells.minRow + picture.cells.maxRow) / 2)
        let under = middle.column < grid.columns && middle.row < grid.rows
            ? grid[middle.column, middle.row].style.background : RGB(0, 0, 0)
        let place = picture.placement
        let source = place.source ?? KittyPlacement.Source(x: 0, y: 0, width: image.width, height: image.height)
        let placed = image.flattened(over: under)
            .cropped(x: source.x, y: source.y, width: source.width, height: source.height)
            .padded(left: place.offsetX, top: place.offsetY)
        return SixelEncoder.encode(placed, maximumColors: maximumColors)
    }
}
