extension View {
    /// A rect of this view's coordinates in `view`'s (nil: the window's), as UIView's
    /// `convert(_:to:)` for rects: the bounding box of its converted corners. Labelled, so that
    /// `convert(.zero, to:)` still means a point.
    public func convert(rect: Rect, to view: View?) -> Rect {
        Rect.bounding(rect.corners.map { convert($0, to: view) })
    }
}
