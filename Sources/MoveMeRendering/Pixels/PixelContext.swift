import MoveMeCore
/// The model's `GraphicsContext` in device pixels: what a view draws with, in its own
/// coordinates, when the terminal shows images (kitty's graphics protocol, sixel). The context
/// maps the view's coordinates through its presentation transform to the image's pixels and
/// shades each pixel from several points across it (`samplesPerAxis`² of them), so edges and
/// rounded corners are anti-aliased by how much of the pixel they cover, and a turned or scaled
/// view is resampled from its own coordinates rather than from pixels drawn upright.
///
/// Text is not rasterized here: `drawText` records a `TextRun`, drawn into the image afterwards
/// with a real font (`TextPainter`). Outlines and patterns, the monochrome device's, draw nothing: a pixel
/// device shows colour.
public struct PixelContext: GraphicsContext {
    /// Samples across a pixel, on each axis: 16 a pixel give 17 steps of coverage, finer than
    /// the eye tells at a terminal's pixel size.
    public static let samplesPerAxis = 4

    public let bounds: Rect
    /// From the view's coordinates to the image's pixels.
    public let toImage: AffineTransform
    /// The view's opacity with its ancestors'.
    public let opacity: Double
    /// The ancestors' bounds that cut the drawing off (`clipsToBounds`), seen from the image.
    let clips: [ClipRegion]
    let canvas: PixelCanvas

    /// A context drawing a view of these bounds into `canvas`, through `toImage`.
    public init(canvas: PixelCanvas, bounds: Rect, toImage: AffineTransform, opacity: Double = 1) {
        self.init(canvas: canvas, bounds: bounds, toImage: toImage, opacity: opacity, clips: [])
    }

    init(canvas: PixelCanvas, bounds: Rect, toImage: AffineTransform, opacity: Double, clips: [ClipRegion]) {
        (self.canvas, self.bounds, self.toImage, self.opacity, self.clips) = (canvas, bounds, toImage, opacity, clips)
    }

    /// One device pixel's size in the view's coordinates: a border one pixel thick is one
    /// device pixel thick, however many the view's points are.
    ///
    /// A hair (a millionth) under it: views measure "within a pixel of the edge" half-open, as
    /// pixel centres are asked (`d < pixel` from the left, `d <= pixel` from the right), and
    /// unlike pixel centres, samples do fall exactly a pixel from an edge (a size of whole
    /// pixels and a quarter, centred, puts them there); at a hair less, such a sample is in
    /// the border on neither side, rather than on the right only.
    public var pixelSize: Double {
        let area = abs(toImage.determinant)
        return area > 0 && area.isFinite ? (1 - 1e-6) / area.squareRoot() : 1
    }

    public var showsColor: Bool { true }

    /// From the view's coordinates to the screen's points, where text lands on cells.
    var toScreen: AffineTransform { toImage.concatenating(canvas.imageToScreen) }

    public func fill(_ color: Color) {
        // One colour is the same along every row: asked once a row of samples.
        shade(band: bounds.minX...bounds.maxX) { _ in color }
    }

    /// Shades the pixels the bounds cover, sampled (see the type). Nothing is kept between
    /// frames here: the image is itself what is kept, and shown again while the view only moves
    /// (a kitty placement moved), so `keepingContents` asks for nothing more.
    public func fill(keepingContents: Bool, sameAlongRowsWithin band: ClosedRange<Double>?, _ shade: @escaping (Point) -> Color?) {
        self.shade(band: band, shade)
    }

    /// The same, the pixels wholly outside `outline` skipped, and a row's pixels inside `region`
    /// asked once as the band's are; turned, each pixel there once, at its centre (see
    /// `shade(band:region:outline:_:)`).
    public func fill(keepingContents: Bool, within outline: RoundedRect?, sameAlongRowsWithin band: ClosedRange<Double>?,
                     andInside region: RoundedRect?, _ shade: @escaping (Point) -> Color?) {
        self.shade(band: band, region: region, outline: outline, shade)
    }

    public func drawText(_ text: String, centeredAt point: Point, color: Color, bold: Bool, shadow: Color?) {
        let at = toImage.apply(to: point)
        guard at.isFinite else { return }
        let area = abs(toScreen.determinant)
        let scale = area > 0 && area.isFinite ? area.squareRoot() : 1
        canvas.append(TextRun(text: text, center: at, color: color, bold: bold, shadow: shadow, opacity: opacity, scale: scale))
    }

    public func textRow(centeredAt point: Point) -> Int? {
        TextRoom.row(centeredAt: point, toScreen: toScreen)
    }

    public func textRoom(centeredAt point: Point) -> Int {
        TextRoom.cells(centeredAt: point, bounds: bounds, toScreen: toScreen)
    }

    public func strokeOutline(filled: Bool) {}

    public func fillPattern(_ pattern: String) {}
}
