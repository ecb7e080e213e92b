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
    /// The view drawn, whose kept contents (`layerContents`) a fill may use; the rasterizer
    /// holds it for the whole pass.
    unowned(unsafe) let view: View
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
    /// Only the view's text reaches the cells: its areas are an image the terminal draws
    /// beneath that text (`PicturedViews.keepsText`, which neither kitty's pictures nor
    /// sixel's ask for: theirs lie over the cells).
    let textOnly: Bool

    init(view: View, canvas: Canvas, mode: RenderMode, bounds: Rect, toCanvas: AffineTransform, opacity: Double,
         clips: [ClipRegion] = [], displayVersion: Int = 0, textOnly: Bool = false) {
        self.view = view
        self.textOnly = textOnly
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
}
