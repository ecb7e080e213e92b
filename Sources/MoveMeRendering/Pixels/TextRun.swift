import MoveMeCore
/// A line of text a view drew on a pixel device: not rasterized with the view's shapes but
/// recorded, so that a real font draws it into the image afterwards (`TextPainter`), at the
/// terminal's text size, in every script the fonts have.
public struct TextRun: Equatable, Sendable {
    /// The line, already made safe to show (`GraphicsContext.drawText`'s).
    public var text: String
    /// Its centre, in the device pixels of the image it was drawn over (from its top left).
    public var center: Point
    public var color: Color
    public var bold: Bool
    /// The embossed shadow just below it, if any.
    public var shadow: Color?
    /// The view's opacity (its own and its ancestors'): the text fades with it.
    public var opacity: Double
    /// How much the view is scaled on the screen (its own transform and its ancestors'): the
    /// text grows and shrinks with it, as a layer's contents scale with its transform (the
    /// placard's greeting pulses with the placard).
    public var scale: Double

    public init(text: String, center: Point, color: Color, bold: Bool, shadow: Color?, opacity: Double, scale: Double = 1) {
        (self.text, self.center, self.color, self.bold, self.shadow, self.opacity) = (text, center, color, bold, shadow, opacity)
        self.scale = scale
    }

    /// The same run moved by `dx`, `dy` device pixels (into the screen's, by the image's origin).
    public func offsetBy(dx: Double, dy: Double) -> TextRun {
        var moved = self
        moved.center = Point(x: center.x + dx, y: center.y + dy)
        return moved
    }
}
