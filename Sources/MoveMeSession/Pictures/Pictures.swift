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
    /// Each picture's look as last shown, and how many new ones it may take now (`LookBudget`).
    private var budgets: [ObjectIdentifier: LookBudget] = [:]
    /// How many times a view showed its last look for want of room for a new one (for tests: the
    /// pulse's and the bounce's never wait).
    private(set) var looksHeldBack = 0

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

    /// This frame's pictures of `views` at `time`, within the `columns` × `rows` cells from the
    /// screen's top left that the scene shows past the overlays at its edges; `covered` gives a
    /// picture's cells that an overlay lies over. A view whose look changes faster than its
    /// budget allows shows its last look where the new one would be (`LookBudget`).
    mutating func planes(of views: [View], at time: Double, columns: Int, rows: Int,
                         covered: (CellRect) -> [CellRect]) -> [PicturePlane] {
        guard drawsImages, let scale else { return [] }
        var framed: [ObjectIdentifier] = []
        framed.reserveCapacity(views.count)
        let planes = views.compactMap { view -> PicturePlane? in
            let id = ObjectIdentifier(view)
            guard let frame = PixelRasterizer.frame(of: view, scale: scale) else { return nil }
            framed.append(id)
            // Changed where it is kept: a frame makes no dictionary anew.
            let (look, heldBack) = budgets[id, default: LookBudget(look: frame, time: time)].show(frame, at: time)
            if heldBack { looksHeldBack += 1 }
            let contents = PixelRasterizer.contentsFrame(of: view, scale: scale)
            return PicturePlane(id: id, look: look, contents: contents, columns: columns, rows: rows, cellWidth: cellWidth,
                                cellHeight: cellHeight, covered: covered)
        }
        // A view with no image this frame forgets its looks.
        if budgets.count != framed.count {
            budgets = budgets.filter { framed.contains($0.key) }
        }
        return planes
    }
}

/// How often a picture may take a new look: each new look is a new image to draw and send
/// (kitty's, until seen again) or to paint (sixel's), so a view turning every frame (the throw's
/// spin, the dynamics' squares, at any frame rate) would send one a frame. A bucket of `burst`
/// looks, filled again at `perSecond`: a pulse's or a bounce's sizes (about 25 in half a second)
/// all show; beyond the rate, the last look shows, moved with the view, until the bucket has
/// room.
struct LookBudget {
    static let perSecond = 30.0
    static let burst = 30.0

    /// The look last shown.
    private var look: PixelFrame
    private var looks = LookBudget.burst
    private var time: Double

    init(look: PixelFrame, time: Double) {
        (self.look, self.time) = (look, time)
    }

    /// The look to show for `frame` at `time`: the frame's, unless it is a new look the
    /// bucket has no room for; then the last look, centred where the frame's would be
    /// (`heldBack`: the keys compared once a frame, not again by the caller).
    mutating func show(_ frame: PixelFrame, at time: Double) -> (look: PixelFrame, heldBack: Bool) {
        looks = min(Self.burst, looks + max(0, time - self.time) * Self.perSecond)
        self.time = max(self.time, time)
        if frame.key != look.key {
            guard looks >= 1 else { return (look.centred(on: frame), true) }
            looks -= 1
        }
        look = frame
        return (frame, false)
    }
}
