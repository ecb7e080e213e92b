import MoveMeRendering
import MoveMeTerminal

/// One of a frame's pictures, in the manner of notcurses' sprixels: a scene's moving view drawn
/// as an image of device pixels where the terminal draws images, the cells leaving it out. What
/// it looks like, where it goes, which cells it covers and which of them an overlay lies over;
/// the terminal layer keeps the images and says what to send (`Display`'s picture encoder).
public struct PicturePlane {
    /// Which view it is: the same frame after frame while the view is a picture.
    public let id: ObjectIdentifier
    /// What it looks like: two planes of equal `look.key` are the same image wherever they lie.
    /// Drawn with `PixelRasterizer.render(look)` while the frame is the newest (its views as
    /// they were composed).
    public let look: PixelFrame
    /// Where the image goes, cut to the part of the screen it may show in.
    public let placement: ImagePlacement
    /// The cells the shown part covers.
    public let cells: CellRect
    /// Its cells an overlay lies over (the help, the edit menu, a finger's ring, the bottom
    /// row), row by row: shown as the overlay's cells, where the protocol allows it the rest of
    /// the image around them.
    public let covered: [CellRect]

    public init(id: ObjectIdentifier, look: PixelFrame, placement: ImagePlacement, cells: CellRect, covered: [CellRect]) {
        self.id = id
        self.look = look
        self.placement = placement
        self.cells = cells
        self.covered = covered
    }

    /// The plane of a view whose image is `look`, on cells `cellWidth` × `cellHeight` pixels, cut
    /// to the `columns` × `rows` cells from the screen's top left it may show in; nil when none
    /// of it is there.
    init?(id: ObjectIdentifier, look: PixelFrame, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int,
          covered: (CellRect) -> [CellRect]) {
        guard let placement = ImagePlacement(originX: look.originX, originY: look.originY, width: look.width,
                                             height: look.height, cellWidth: cellWidth, cellHeight: cellHeight,
                                             columns: columns, rows: rows) else { return nil }
        let cells = placement.cells(imageWidth: look.width, imageHeight: look.height, cellWidth: cellWidth,
                                    cellHeight: cellHeight)
        self.init(id: id, look: look, placement: placement, cells: cells, covered: covered(cells))
    }
}
