import MoveMeCore
import MoveMeRendering
import MoveMeTerminal

/// Which of the scene's views are pictures this frame, where the terminal draws images
/// (`GraphicsMode`): each of the scene's moving views (`Scene.pictureViews`) an image of device
/// pixels, its areas left out of the cells, as notcurses' pixel blitters put a plane's pixels
/// beside its cells. What the images look like and where they go is decided here, purely; the
/// terminal layer makes their bytes and keeps what it sent (kitty keeps an image and moves it by
/// placements; sixel's are painted where they change). In cells, and wherever the cell's size
/// in pixels is unknown, there are none and the cells draw everything.
///
/// An overlay over a picture (the help, the edit menu, a finger's ring, the bottom row) covers
/// only the cells it covers (`PicturePlane.covered`): the image goes on around them.
struct Pictures {
    /// Whether the terminal draws images at all (and there is a font for their text).
    let drawsImages: Bool
    /// Device pixels a point, from the cell's size; nil: no pictures.
    private(set) var scale: PixelScale?
    /// A cell in whole device pixels.
    private(set) var cellWidth = 0, cellHeight = 0

    init(drawsImages: Bool) {
        self.drawsImages = drawsImages
    }

    /// The cell's size in the terminal's pixels changed (a resize, a font's size), is known now,
    /// or is lost: the pictures are made at the new scale, or there are none. True when that
    /// changes what is drawn.
    mutating func setCellSize(_ size: CellPixelSize?) -> Bool {
        let width = size.map { Int($0.width.rounded()) } ?? 0, height = size.map { Int($0.height.rounded()) } ?? 0
        guard drawsImages, width != cellWidth || height != cellHeight else { return false }
        (cellWidth, cellHeight) = (width, height)
        scale = width > 0 && height > 0 ? PixelScale(cellWidth: Double(width), cellHeight: Double(height)) : nil
        return true
    }

    /// This frame's pictures of `views`, within the `columns` × `rows` cells from the screen's
    /// top left that the scene shows past the overlays at its edges; `covered` gives a
    /// picture's cells that an overlay lies over.
    func planes(of views: [View], columns: Int, rows: Int, covered: (CellRect) -> [CellRect]) -> [PicturePlane] {
        guard drawsImages, let scale else { return [] }
        return views.compactMap { view in
            PixelRasterizer.frame(of: view, scale: scale).flatMap {
                PicturePlane(id: ObjectIdentifier(view), look: $0, columns: columns, rows: rows, cellWidth: cellWidth,
                             cellHeight: cellHeight, covered: covered)
            }
        }
    }
}
