/// What a view draws with in `draw(in:)`, in its own coordinates, as UIKit's views draw into
/// the Core Graphics context UIKit sets up for `draw(_:)`. The model only describes the
/// drawing; a renderer implements it (MoveMeRendering's, in terminal cells), maps the view's
/// coordinates through its presentation transform, and draws only where the frame needs it.
///
/// Shapes are given as shading functions of a point, not as pixels, so the same drawing
/// serves any resolution: a renderer asks for the colour at each of its pixels' centres.
public protocol GraphicsContext {
    /// The view's presentation bounds: what it draws in.
    var bounds: Rect { get }

    /// One device pixel's size in the view's own coordinates (1 / its scale on screen), for a
    /// line one pixel thick at any scale.
    var pixelSize: Double { get }

    /// Whether the device shows colour. Where it does not (a terminal without colour), fills
    /// draw nothing and a view outlines itself (`strokeOutline`) or fills with a pattern
    /// (`fillPattern`) instead.
    var showsColor: Bool { get }

    /// Fills the bounds with one colour.
    func fill(_ color: Color)

    /// Fills the bounds point by point: `shade` gives the colour at a point of the view's
    /// coordinates, nil where the view is transparent. A renderer may keep it with the view's
    /// drawing and ask it again wherever the view is shown: it must depend on the point alone
    /// (and on what `setNeedsDisplay` marks).
    ///
    /// - Parameters:
    ///   - keepingContents: the shaded pixels may be kept and shown again while the view only
    ///     moves by whole pixels, as a layer keeps its contents; `setNeedsDisplay` discards them.
    ///   - band: a range of x (inside the bounds) where `shade` depends on y alone, so a
    ///     renderer may ask once for a row's pixels in it.
    ///   - shade: the colour at a point.
    func fill(keepingContents: Bool, sameAlongRowsWithin band: ClosedRange<Double>?, _ shade: @escaping (Point) -> Color?)

    /// The same, where `shade` is nil everywhere outside `outline` (a panel's rounded corners)
    /// and depends on y alone everywhere inside `region` (its inside, within its border), and
    /// smoothly (a gradient): a renderer may skip the pixels wholly outside the outline, ask once
    /// a row inside the region too, not only in `band`, and where the view is turned, once a
    /// pixel, at its centre. By default neither is used.
    func fill(keepingContents: Bool, within outline: RoundedRect?, sameAlongRowsWithin band: ClosedRange<Double>?,
              andInside region: RoundedRect?, _ shade: @escaping (Point) -> Color?)

    /// Draws one line of text centred on a point. Text is not scaled with the view.
    ///
    /// - Parameters:
    ///   - text: the line, already made safe to show.
    ///   - point: its centre, in the view's coordinates.
    ///   - color: its colour, where the device shows colour.
    ///   - bold: whether it is bold.
    ///   - shadow: a shadow just below it (the original's embossed look), if any.
    func drawText(_ text: String, centeredAt point: Point, color: Color, bold: Bool, shadow: Color?)

    /// The line of text a line centred at `point` lands on (text sits on whole lines of the
    /// device); nil for a point beyond any device.
    func textRow(centeredAt point: Point) -> Int?

    /// How many characters' width of text centred at `point` stays on the view as it is drawn:
    /// text is not scaled or turned with the view, so a label that fits the bounds may not fit
    /// the view shown scaled down, turned, or narrower than it was laid out.
    func textRoom(centeredAt point: Point) -> Int

    /// Without colour: outlines the bounds, and fills the inside in reverse when `filled`.
    func strokeOutline(filled: Bool)

    /// Without colour: fills the bounds with `pattern`, a character, so two shapes can be told
    /// apart (a full block fills solid).
    func fillPattern(_ pattern: String)
}

extension GraphicsContext {
    public func fill(keepingContents: Bool, within outline: RoundedRect?, sameAlongRowsWithin band: ClosedRange<Double>?,
                     andInside region: RoundedRect?, _ shade: @escaping (Point) -> Color?) {
        fill(keepingContents: keepingContents, sameAlongRowsWithin: band, shade)
    }

    /// Fills the bounds point by point, nothing kept, no band (see the requirement).
    public func fill(_ shade: @escaping (Point) -> Color?) {
        fill(keepingContents: false, sameAlongRowsWithin: nil, shade)
    }

    /// Draws one line of text centred on a point, bold, without a shadow.
    public func drawText(_ text: String, centeredAt point: Point, color: Color) {
        drawText(text, centeredAt: point, color: color, bold: true, shadow: nil)
    }

    /// Draws one line of text centred on a point, without a shadow.
    public func drawText(_ text: String, centeredAt point: Point, color: Color, bold: Bool) {
        drawText(text, centeredAt: point, color: color, bold: bold, shadow: nil)
    }

    /// Draws one line of bold text centred on a point, with a shadow.
    public func drawText(_ text: String, centeredAt point: Point, color: Color, shadow: Color?) {
        drawText(text, centeredAt: point, color: color, bold: true, shadow: shadow)
    }

    /// Outlines the bounds and fills the inside in reverse.
    public func strokeOutline() {
        strokeOutline(filled: true)
    }
}
