import MoveMeCore
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
    /// The last image made for each view, by its key and how it lies on the cells.
    private var images: [ObjectIdentifier: (key: PixelFrame.Key, placement: KittyPlacement, sixel: String)] = [:]
    private var startsOver = true

    init(painter: TextPainter, maximumColors: Int) {
        self.painter = painter
        self.maximumColors = maximumColors
    }

    var keepsText: Bool { false }

    func prepare(_ pictures: [Picture]) {
        next = pictures
        let same = !startsOver && pictures.count == painted.count
            && zip(pictures, painted).allSatisfy { $0.id == $1.id && $0.frame.key == $1.frame.key && $0.placement == $1.placement }
        if !same { repaint = painted.map(\.cells) }
    }

    func takeCellsToRepaint() -> [CellRect] {
        defer { repaint = [] }
        return repaint
    }

    func commands(over grid: Grid, cellsDrawn: Bool) -> String {
        let changed = startsOver || next.count != painted.count
            || !zip(next, painted).allSatisfy { $0.id == $1.id && $0.frame.key == $1.frame.key && $0.placement == $1.placement }
        defer { (painted, startsOver) = (next, false) }
        guard changed || cellsDrawn else { return "" }
        var out = ""
        var kept: [ObjectIdentifier: (key: PixelFrame.Key, placement: KittyPlacement, sixel: String)] = [:]
        for picture in next {
            let sixel: String
            if let image = images[picture.id], image.key == picture.frame.key, image.placement == picture.placement {
                sixel = image.sixel
            } else {
                guard let made = makeSixel(picture, over: grid) else { continue }
                sixel = made
            }
            kept[picture.id] = (picture.frame.key, picture.placement, sixel)
            out += "\u{1B}7\u{1B}[\(picture.placement.row + 1);\(picture.placement.column + 1)H" + sixel + "\u{1B}8"
        }
        images = kept
        return out
    }

    func invalidate() {
        startsOver = true
        painted = []
    }

    /// The picture's image with its text, on the colour under its middle, from the top left of
    /// its first cell (sixel starts at a cell's corner), cut as its placement cuts it.
    private func makeSixel(_ picture: Picture, over grid: Grid) -> String? {
        guard let image = picture.image(painter: painter) else { return nil }
        let middle = (column: (picture.cells.minColumn + picture.cells.maxColumn) / 2,
                      row: (picture.cells.minRow + picture.cells.maxRow) / 2)
        let under = middle.column < grid.columns && middle.row < grid.rows
            ? grid[middle.column, middle.row].style.background : RGB(0, 0, 0)
        let place = picture.placement
        let source = place.source ?? KittyPlacement.Source(x: 0, y: 0, width: picture.frame.width, height: picture.frame.height)
        let sixel = image.flattened(over: under)
            .cropped(x: source.x, y: source.y, width: source.width, height: source.height)
            .padded(left: place.offsetX, top: place.offsetY)
        return SixelEncoder.encode(sixel, maximumColors: maximumColors)
    }
}
