/// Rectangles between the coordinate systems of a tree, as UIView's convert(_:to:) and
/// convert(_:from:) for CGRect.
extension View {
    /// A rectangle of this view's coordinates in `view`'s (nil: the window's): the bounding box
    /// of its four corners there, so a rotation gives the box around the turned rectangle.
    /// Into a view flattened by a transform, every corner is `Point.unmapped` and so is the
    /// result's origin.
    /// (Disfavoured so that `.zero` alone still means a point, as existing callers expect.)
    @_disfavoredOverload
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Self.bounding(rect.corners.map { convert($0, to: view) })
    }

    /// A rectangle of `view`'s coordinates (nil: the window's) in this view's, as
    /// `convert(_:to:)` the other way.
    @_disfavoredOverload
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Self.bounding(rect.corners.map { convert($0, from: view) })
    }

    private static func bounding(_ corners: [Point]) -> Rect {
        guard corners.allSatisfy(\.isFinite) else { return Rect(origin: .unmapped, size: Size(width: 0, height: 0)) }
        return Rect.bounding(corners)
    }
}
