/// Drawing part of a view again, as UIView's `setNeedsDisplay(_:)`.
extension View {
    /// Marks `rect` (in the view's coordinates) as needing to be drawn again: the next frame
    /// draws only the cells under it, and the rest of the content stays as it was drawn, as
    /// UIKit redraws only the dirty part of a layer. Marks before a frame add up; a whole mark
    /// (`setNeedsDisplay()`) wins. A rectangle outside the bounds marks nothing. While the
    /// content is drawn in other bounds than these (never drawn, or a new size placed by the
    /// content mode), it is drawn whole, at these bounds, as `setNeedsDisplay()` does.
    public func setNeedsDisplay(in rect: Rect) {
        guard contentBounds == bounds else { return setNeedsDisplay() }
        guard let inside = rect.intersection(bounds) else { return }
        invalidate(inside)
    }
}

extension Rect {
    /// The part of both; nil when they do not overlap (or only touch).
    func intersection(_ other: Rect) -> Rect? {
        let minX = max(self.minX, other.minX), maxX = min(self.maxX, other.maxX)
        let minY = max(self.minY, other.minY), maxY = min(self.maxY, other.maxY)
        guard minX < maxX, minY < maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let minX = min(self.minX, other.minX), minY = min(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }
}
