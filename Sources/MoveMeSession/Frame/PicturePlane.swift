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

    /// Where the terminal stretches an image itself (kitty's), the same picture while its
    /// view's transform animates between scales (the pulse, the bounce): its contents at the
    /// model's scale, stretched to the size shown, as Core Animation shows a layer's contents
    /// through such an animation; nil where it is not one, or an overlay lies over it, or it is
    /// not all on the screen.
    public let scaled: Scaled?

    public struct Scaled {
        /// The view drawn at its model transform, padded with transparent pixels beyond its
        /// right and bottom edges for the stretched placement to reach into (`ImagePlacement`).
        public let look: PixelFrame
        public let placement: ImagePlacement
        /// The cells it is stretched over.
        public let cells: CellRect
    }

    public init(id: ObjectIdentifier, look: PixelFrame, placement: ImagePlacement, cells: CellRect, covered: [CellRect],
                scaled: Scaled? = nil) {
        self.id = id
        self.look = look
        self.placement = placement
        self.cells = cells
        self.covered = covered
        self.scaled = scaled
    }

    /// The plane as a terminal that stretches images shows it: by its scaled form where it has
    /// one.
    public var stretchedWhereScaled: PicturePlane {
        guard let scaled else { return self }
        return PicturePlane(id: id, look: scaled.look, placement: scaled.placement, cells: scaled.cells, covered: [],
                            scaled: scaled)
    }

    /// The plane of a view whose image is `look`, on cells `cellWidth` × `cellHeight` pixels, cut
    /// to the `columns` × `rows` cells from the screen's top left it may show in; nil when none
    /// of it is there.
    /// `contents`: the view's contents and the factor they are shown at, where its transform
    /// animates between scales (`PixelRasterizer.contentsFrame`).
    init?(id: ObjectIdentifier, look: PixelFrame, contents: (frame: PixelFrame, factor: Double)? = nil, columns: Int,
          rows: Int, cellWidth: Int, cellHeight: Int, covered: (CellRect) -> [CellRect]) {
        guard let placement = ImagePlacement(originX: look.originX, originY: look.originY, width: look.width,
                                             height: look.height, cellWidth: cellWidth, cellHeight: cellHeight,
                                             columns: columns, rows: rows) else { return nil }
        let cells = placement.cells(imageWidth: look.width, imageHeight: look.height, cellWidth: cellWidth,
                                    cellHeight: cellHeight)
        let holes = covered(cells)
        var scaled: Scaled?
        if let contents, holes.isEmpty {
            // Enough for any factor from a half (`contentsFrame`'s least): a cell over it.
            let padding = (x: 2 * cellWidth, y: 2 * cellHeight)
            let frame = contents.frame
            if let stretched = ImagePlacement(width: frame.width, height: frame.height, factor: contents.factor,
                                              centerX: frame.centerX, centerY: frame.centerY, padding: padding,
                                              cellWidth: cellWidth, cellHeight: cellHeight, columns: columns, rows: rows) {
                let cells = stretched.cells(imageWidth: frame.width, imageHeight: frame.height, cellWidth: cellWidth,
                                            cellHeight: cellHeight)
                scaled = Scaled(look: frame.padded(x: padding.x, y: padding.y), placement: stretched, cells: cells)
            }
        }
        self.init(id: id, look: look, placement: placement, cells: cells, covered: holes, scaled: scaled)
    }
}
