/// Where a view is: its frame, and the maps from its coordinates to its superview's and its
/// root's, from model values or from what is shown.
extension View {
    /// The bounding box of the transformed bounds, placed at `center`, in the superview's
    /// coordinates. Setting it sets the bounds' size and moves the centre; while the transform
    /// is not the identity (where UIKit leaves it undefined) only the centre moves.
    public var frame: Rect {
        get { Self.frame(center: center, bounds: bounds, transform: transform) }
        set {
            if transform.isIdentity { bounds.size = newValue.size }
            center = newValue.center
        }
    }

    /// The frame these values give: model values (`frame`) or what is shown.
    static func frame(center: Point, bounds: Rect, transform: AffineTransform) -> Rect {
        Self.toSuperview(center: center, bounds: bounds, transform: transform).apply(to: bounds)
    }

    /// The map from this view's coordinates to its superview's: subtract the bounds' centre,
    /// apply the transform, add the centre.
    package static func toSuperview(center: Point, bounds: Rect, transform: AffineTransform) -> AffineTransform {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The map from this view's coordinates to its root's, from model values.
    package var toRoot: AffineTransform {
        let local = Self.toSuperview(center: center, bounds: bounds, transform: transform)
        return superview.map { local.concatenating($0.toRoot) } ?? local
    }

    /// The same map from what is shown (presentation values).
    var presentationToRoot: AffineTransform {
        let shown = presentation
        let local = Self.toSuperview(center: shown.center, bounds: shown.bounds, transform: shown.transform)
        return superview.map { local.concatenating($0.presentationToRoot) } ?? local
    }

    /// The rectangle the view covers as it is shown now (the presentation values of it and of
    /// its superviews: an animation's, the physics'), in its window's coordinates: where a
    /// front end marks it (the keyboard focus). Nil outside a window.
    public var presentationFrameInWindow: Rect? {
        guard let window else { return nil }
        var toWindow = AffineTransform.identity
        var view = self
        while view !== window, let superview = view.superview {
            let shown = view.presentation
            toWindow = toWindow.concatenating(Self.toSuperview(center: shown.center, bounds: shown.bounds, transform: shown.transform))
            view = superview
        }
        return toWindow.apply(to: presentation.bounds)
    }

    /// The root of this view's tree: the window, or the top-most view.
    public var root: View { superview?.root ?? self }

    /// What is shown now: the model values, with any running animation's values in their place.
    public var presentation: Presentation {
        var shown = Presentation(center: center, bounds: bounds, transform: transform, alpha: alpha,
                                 backgroundColor: backgroundColor)
        window?.animator.applyPresentation(of: self, to: &shown)
        return shown
    }
}
