import MoveMeCore
import MoveMeRendering
/// The placard: a rounded, bordered, grey-blue panel showing one greeting, embossed. It does not
/// handle touches; they travel up the responder chain to the MoveMe view.
public final class PlacardView: View, KeyedDrawing {
    /// Colours of the original's image: a vertical gradient from the top to mid-height, flat below.
    public static let gradientTop = Color(RGB(141, 151, 163))
    public static let gradientMiddle = Color(RGB(98, 110, 125))
    public static let border = Color(white: 1, alpha: 0.85)
    public static let textColor = Color.white
    /// Light: the original's shadow is the text itself half a point down, a thin edge.
    public static let shadowColor = Color(white: 0, alpha: 0.3)
    /// Rounded corners: the original's 16 of 98 points, at this placard's height.
    public static let cornerRadius = 2.0
    /// Room around the longest greeting: 4 cells each side, and 5 rows (10 points) in all,
    /// about the original's 228×98 proportions.
    public static let horizontalPadding = 8.0
    public static let height = 10.0
    public static let minimumWidth = 16.0

    /// The standard greetings' placard: a width limit never makes a placard narrower, but a
    /// screen narrower than it does.
    public static let standardWidth = size(fitting: Greetings.standard).width

    public private(set) var greetings: [String]
    public private(set) var greetingIndex = 0
    /// The widest the placard may be (its superview's share of the screen, see
    /// ``widthLimit(forScreenWidth:)``): a longer greeting is shortened to fit inside it.
    public var widthLimit = Double.infinity {
        didSet { if widthLimit != oldValue { fitSize() } }
    }

    public init(greetings: [String] = Greetings.standard) {
        self.greetings = greetings.isEmpty ? Greetings.standard : greetings
        super.init(frame: Rect(origin: .zero, size: Self.size(fitting: self.greetings)))
        // Its greeting is fitted to its width, and text does not scale: a new width (a narrower
        // screen) is drawn again, as UIViewContentModeRedraw asks, not the old drawing squeezed,
        // whose greeting then spilled past the new edges.
        contentMode = .redraw
    }

    /// About two thirds of a screen, so a long greeting never makes the placard fill it; never
    /// less than the standard placard, and never more than the screen (at 20 columns the
    /// standard 24 were cut on both sides, its border with them).
    public static func widthLimit(forScreenWidth width: Double) -> Double {
        min(max(0, width.rounded(.down)), max(standardWidth, (width * 2 / 3).rounded(.down)))
    }

    /// The greeting shown now.
    public var displayString: String { greetings[greetingIndex] }

    /// Its drawing is its greeting at its size: the same greeting drawn again (after the
    /// fifteen, or a memory warning) is the same image.
    public var drawingKey: String { displayString }

    /// Shows the next greeting, after the last the first (the original's setupNextDisplayString).
    public func showNextGreeting() {
        greetingIndex = (greetingIndex + 1) % greetings.count
        setNeedsDisplay()
    }

    /// Shows the greeting numbered `index` from 0, taken modulo the list's length (a saved
    /// preference or a URL may name one past the end of a user's shorter list).
    public func showGreeting(at index: Int) {
        let count = greetings.count
        greetingIndex = ((index % count) + count) % count
        setNeedsDisplay()
    }

    /// Replaces the greetings (a user's own list) and shows the first; the placard resizes to
    /// fit the longest.
    public func setGreetings(_ list: [String]) {
        greetings = list.isEmpty ? Greetings.standard : list
        greetingIndex = 0
        fitSize()
        setNeedsDisplay()
    }

    private func fitSize() {
        let size = Self.size(fitting: greetings)
        bounds.size = Size(width: min(size.width, max(0, widthLimit.rounded(.down))), height: size.height)
    }

    /// Makes `text` the greeting shown now (a paste): the others stay, and the placard resizes
    /// to fit the longest. Text wider than a greetings file's line is shortened in the middle.
    public func replaceGreeting(with text: String) {
        greetings[greetingIndex] = text.truncatingMiddle(toWidth: Self.maximumGreetingWidth)
        fitSize()
        setNeedsDisplay()
    }

    /// The widest greeting a paste makes, as a greetings file's line (60 cells).
    public static let maximumGreetingWidth = 60

    // MARK: Editing: the placard's edit menu (PlacardView+Editing)

    public override var canBecomeFirstResponder: Bool { true }

    public override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
        canPerformEditAction(action)
    }

    public override func perform(_ action: EditAction, withSender sender: Any?) {
        performEditAction(action)
    }

    /// Sized by its content, as the original is by its image: the longest greeting plus padding.
    public static func size(fitting greetings: [String]) -> Size {
        let widest = greetings.map { DisplayWidth.of($0) }.max() ?? 0
        return Size(width: max(minimumWidth, Double(widest) + horizontalPadding), height: height)
    }

    public override func draw(in context: any GraphicsContext) {
        let area = context.bounds
        if !context.showsColor {
            context.strokeOutline()
        } else {
            let pixel = context.pixelSize
            // Read once a fill, not at every pixel: each read of a static colour is a call and
            // a check that it was made (2% of a session's instructions, shading the placard
            // again through the pulse and the bounce).
            let colors = Self.shadeColors
            // The gradient was most of a drag frame's drawing: while the placard only moves, its
            // pixels are painted as they were shaded; and when it is shaded again (each frame
            // of the pulse and the bounce), a row's inside is one colour, asked once.
            context.fill(keepingContents: true, within: Self.outline(of: area),
                         sameAlongRowsWithin: Self.inside(of: area, pixel: pixel),
                         andInside: Self.insideBorder(of: area, pixel: pixel)) {
                self.shade($0, in: area, pixel: pixel, colors: colors)
            }
        }
        // The greeting, middle-truncated only when the placard is too narrow (never wider than
        // the window, it is drawn again at each new width: `contentMode` is `.redraw`).
        context.drawText(displayString.truncatingMiddle(toWidth: max(0, Int(area.width) - 4)), centeredAt: area.center,
                         color: Self.textColor, shadow: Self.shadowColor)
    }

    /// Memory is short: its drawing goes, the shaded panel with it, as a layer's backing store
    /// may; the next frame draws and shades it again, the same.
    public override func didReceiveMemoryWarning() {
        setNeedsDisplay()
    }

    /// The colours `shade` paints with, as one value a fill reads once.
    typealias ShadeColors = (top: Color, middle: Color, border: Color)
    static var shadeColors: ShadeColors { (gradientTop, gradientMiddle, border) }

    /// The rounded shape `shade` is nil outside of (none where the corners would not fit: a
    /// rounded rectangle's radius is made to fit, `shade`'s is not).
    static func outline(of area: Rect) -> RoundedRect? {
        area.width >= 2 * cornerRadius && area.height >= 2 * cornerRadius ? RoundedRect(area, cornerRadius: cornerRadius) : nil
    }

    /// Inside the border, clear of it by a little: where `shade` is the gradient, of y alone.
    /// The border takes the points within a pixel of the edge, and in a corner those within a
    /// pixel of its arc (`shade`).
    static func insideBorder(of area: Rect, pixel: Double) -> RoundedRect? {
        let margin = pixel + 1e-6
        guard area.width > 2 * margin, area.height > 2 * margin else { return nil }
        let inner = Rect(x: area.minX + margin, y: area.minY + margin, width: area.width - 2 * margin, height: area.height - 2 * margin)
        return RoundedRect(inner, cornerRadius: max(0, cornerRadius - margin))
    }

    /// The band of x, clear of the corners and of the side borders by a little more than a
    /// pixel, where `shade` depends on y alone (nil where the placard has none).
    static func inside(of area: Rect, pixel: Double) -> ClosedRange<Double>? {
        let margin = max(cornerRadius, pixel) + 1e-6
        let (left, right) = (area.minX + margin, area.maxX - margin)
        return left <= right ? left...right : nil
    }

    /// The colour at a point of the placard (a pixel's centre): nothing outside the rounded
    /// corners, the border along the edge, the gradient inside.
    ///
    /// The border is one pixel thick at every scale: it takes the points within one pixel
    /// (`pixel`, in the placard's coordinates) of the edge, which is the outermost pixel
    /// centre on each side and no other. Measured in points instead, a placard grown to 1.1
    /// would have pixels 0.91 points apart, and one side or another two border pixels.
    func shade(_ p: Point, in area: Rect, pixel: Double, colors: ShadeColors) -> Color? {
        let r = Self.cornerRadius
        let cx = min(max(p.x, area.minX + r), area.maxX - r)
        let cy = min(max(p.y, area.minY + r), area.maxY - r)
        // Along a side (one of the two clamps left the point where it was) the distance is the
        // other's alone, to the same bits (√(d²) is |d| in binary floating point): the square
        // root, a call into the geometry, was a tenth of an image's drawing time.
        let dx = cx - p.x, dy = cy - p.y
        let fromCorner = dx == 0 ? abs(dy) : dy == 0 ? abs(dx) : (dx * dx + dy * dy).squareRoot()
        if fromCorner > r + 1e-9 { return nil }  // (the slack of `DrawingContext.contains`)
        // The pixels whose centres are inside are those in [min, max): the outermost on the
        // far sides may lie a whole pixel from the edge. Centres a pixel apart are compared
        // with a little slack, so that rounding never makes two of them the outermost.
        let (near, far) = (pixel - 1e-9, pixel + 1e-9)
        let isEdge = p.x - area.minX < near || area.maxX - p.x <= far || p.y - area.minY < near || area.maxY - p.y <= far
        // In a corner's square, the arc a pixel wide; along the sides, the edge test alone.
        let inCorner = cx != p.x && cy != p.y
        if isEdge || (inCorner && fromCorner > r - pixel) { return colors.border }
        let t = ((p.y - area.minY) / (area.height / 2)).clamped(to: 0...1)
        return colors.top.interpolated(to: colors.middle, t)
    }
}
