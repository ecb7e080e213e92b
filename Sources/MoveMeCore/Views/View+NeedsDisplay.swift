/// Drawing a view again, as UIView's `setNeedsDisplay()`, and the drawing pass's look at what
/// was marked.
extension View {
    /// Marks the content as changed, so the next frame draws it again. Moving, scaling or fading
    /// a view does not need it; what `draw(in:)` shows changing does, and so does a new size
    /// unless `contentMode` should stretch or place the old content.
    public func setNeedsDisplay() {
        invalidate(nil)
        contentBounds = nil
    }

    /// Counts the display version up for `rect` of the content (nil: all of it): the region
    /// since the last drawing pass grows by it, or starts with it.
    func invalidate(_ rect: Rect?) {
        if collectedVersion == displayVersion {
            invalidRegion = (displayVersion, rect)
        } else if let marked = invalidRegion.rect, let rect {
            invalidRegion.rect = marked.union(rect)
        } else {
            invalidRegion.rect = nil
        }
        displayVersion &+= 1
    }

    /// The drawing pass reached the view: content not yet drawn is drawn now, in the model's
    /// bounds, as UIKit draws a layer's content once and then only moves, stretches or places
    /// it. Returns the bounds the content is drawn in.
    package func displayIfNeeded() -> Rect {
        collectedVersion = displayVersion
        if let contentBounds { return contentBounds }
        contentBounds = bounds
        return bounds
    }
}

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
