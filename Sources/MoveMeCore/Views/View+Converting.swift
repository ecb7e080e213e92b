/// Points between the coordinate systems of a tree, as UIView's convert(_:to:) and
/// convert(_:from:) for CGPoint.
extension View {
    /// A point of this view's coordinates in `view`'s (nil: the window's).
    ///
    /// A view whose transform (or an ancestor's) flattens it to a line or a point has no
    /// inverse: no point maps into it, and the result is `Point.unmapped` (NaN in both
    /// coordinates), which no rectangle contains and `isFinite` detects.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = toRoot.apply(to: point)
        guard let view = view ?? window else { return inRoot }
        return view.toRoot.inverted()?.apply(to: inRoot) ?? .unmapped
    }

    /// A point of `view`'s coordinates (nil: the window's) in this view's; `Point.unmapped`
    /// when this view is flattened by a transform (see `convert(_:to:)`).
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = (view ?? window)?.toRoot.apply(to: point) ?? point
        return toRoot.inverted()?.apply(to: inRoot) ?? .unmapped
    }

    /// A point of the superview's coordinates in this view's: one level, as hit testing walks
    /// down. nil when the transform flattens the view: nothing is inside it.
    func convertFromSuperview(_ point: Point) -> Point? {
        Self.toSuperview(center: center, bounds: bounds, transform: transform).inverted()?.apply(to: point)
    }
}

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

/// Sizes between the coordinate systems of a tree, as the programming guide describes them
/// (UIView has no such method; NSView's `convertSize` is the same idea): a size is an offset
/// from each view's origin, so only the transforms' scale and turn act on it, never a
/// position, and its width and height come out positive.
extension View {
    /// A size of this view's coordinates in `view`'s (nil: the window's): the offset from this
    /// view's origin to (width, height), converted, its parts made positive. A 90° turn swaps
    /// width and height; a scale of 2 doubles both. Into a view flattened by a transform, NaN.
    @_disfavoredOverload
    public func convert(_ size: Size, to view: View?) -> Size {
        Self.offset(from: convert(Point.zero, to: view), to: convert(Point(x: size.width, y: size.height), to: view))
    }

    /// A size of `view`'s coordinates (nil: the window's) in this view's, as `convert(_:to:)`
    /// the other way.
    @_disfavoredOverload
    public func convert(_ size: Size, from view: View?) -> Size {
        Self.offset(from: convert(Point.zero, from: view), to: convert(Point(x: size.width, y: size.height), from: view))
    }

    private static func offset(from origin: Point, to corner: Point) -> Size {
        Size(width: abs(corner.x - origin.x), height: abs(corner.y - origin.y))
    }
}
