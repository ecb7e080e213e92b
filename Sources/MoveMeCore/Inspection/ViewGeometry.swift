/// Where a view is and how it looks, in the values an inspector shows: either its model values
/// or what an animation shows now (its presentation).
public struct ViewGeometry: Equatable, Sendable {
    /// In the superview's coordinates: the bounding box of the transformed bounds.
    public var frame: Rect
    /// The view's own rectangle, in its own coordinates.
    public var bounds: Rect
    /// The centre, in the superview's coordinates.
    public var center: Point
    /// The transform taken apart: `scaleX`, `scaleY` and `rotation` (radians) are what matter.
    public var transform: TransformComponents
    /// The opacity, 0...1.
    public var alpha: Double

    /// Geometry from its values.
    public init(frame: Rect, bounds: Rect, center: Point, transform: TransformComponents, alpha: Double) {
        self.frame = frame
        self.bounds = bounds
        self.center = center
        self.transform = transform
        self.alpha = alpha
    }

    init(model view: View) {
        self.init(frame: view.frame, bounds: view.bounds, center: view.center,
                  transform: view.transform.components, alpha: view.alpha)
    }

    init(presentationOf view: View) {
        let shown = view.presentation
        self.init(frame: View.frame(center: shown.center, bounds: shown.bounds, transform: shown.transform),
                  bounds: shown.bounds, center: shown.center, transform: shown.transform.components,
                  alpha: shown.alpha)
    }
}
