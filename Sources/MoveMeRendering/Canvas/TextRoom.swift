import MoveMeCore
/// How much room text has on a view as it is drawn, in cells: text is not scaled or turned with
/// the view (it lands on whole cells), so a label that fits the view's bounds may not fit the
/// view on screen, scaled down, turned, or drawn narrower than it was laid out. One rule for
/// every device (half blocks, and pixel images, whose text a real font draws at the terminal's
/// text size), measured on the screen's points: a cell is one across, two down.
enum TextRoom {
    /// The cell row text centred at `point` (in the view's coordinates) lands on, through
    /// `toScreen`, the map from the view to the screen's points.
    static func row(centeredAt point: Point, toScreen: AffineTransform) -> Int? {
        let at = toScreen.apply(to: point)
        guard at.isFinite, abs(at.x) < 1e9, abs(at.y) < 1e9 else { return nil }
        return Int((at.y / 2).rounded(.down))
    }

    /// How many cells of text centred at `point` stay on the view: on the cell row it lands on,
    /// as many cells each side of the point as have a pixel inside the view's bounds, the
    /// nearer end of the view bounding both sides (text is centred). 0 where the point is off
    /// the view.
    static func cells(centeredAt point: Point, bounds: Rect, toScreen: AffineTransform) -> Int {
        let at = toScreen.apply(to: point)
        guard let row = row(centeredAt: point, toScreen: toScreen), let fromScreen = toScreen.inverted() else { return 0 }
        var left = Double.infinity, right = -Double.infinity
        for y in [Double(row) * 2 + 0.5, Double(row) * 2 + 1.5] {
            guard let span = insideSpan(ofPixelRowAt: y, bounds: bounds, fromScreen) else { continue }
            (left, right) = (min(left, span.lowerBound), max(right, span.upperBound))
        }
        let half = min(at.x - left, right - at.x)
        return half > 0 ? Int((2 * half + 1e-9).rounded(.down)) : 0
    }

    /// Where along the screen's horizontal line at height `y` the line is inside the bounds,
    /// in screen x; nil where it misses them.
    private static func insideSpan(ofPixelRowAt y: Double, bounds: Rect, _ fromScreen: AffineTransform) -> ClosedRange<Double>? {
        // The line in the view's coordinates: from its point at screen x 0, a step a cell.
        let origin = fromScreen.apply(to: Point(x: 0, y: y)), step = Point(x: fromScreen.a, y: fromScreen.b)
        var lower = -Double.infinity, upper = Double.infinity
        for (p, v, low, high) in [(origin.x, step.x, bounds.minX, bounds.maxX), (origin.y, step.y, bounds.minY, bounds.maxY)] {
            guard abs(v) > 1e-12 else {
                if p < low || p > high { return nil }
                continue
            }
            let (t0, t1) = ((low - p) / v, (high - p) / v)
            (lower, upper) = (max(lower, min(t0, t1)), min(upper, max(t0, t1)))
        }
        return lower <= upper ? lower...upper : nil
    }
}
