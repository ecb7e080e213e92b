/// A rectangle in a tree of views, as UIView: geometry, hierarchy, hit testing and drawing.
///
/// Properties hold model values. Setting one inside an animation block sets the model value at
/// once and animates only what is shown (`presentation`); hit testing and conversions use the
/// model, drawing uses the presentation.
open class View: Responder {
    // MARK: Geometry (animatable)

    /// The view's own coordinate system.
    public var bounds: Rect {
        didSet {
            guard bounds != oldValue else { return }
            propertyDidChange(.bounds, from: .rect(oldValue), to: .rect(bounds))
            if bounds.size != oldValue.size { boundsSizeDidChange(from: oldValue.size) }
        }
    }

    /// The position of the bounds' centre in the superview's coordinates.
    public var center: Point {
        didSet {
            guard center != oldValue else { return }
            propertyDidChange(.center, from: .point(oldValue), to: .point(center))
        }
    }

    /// Applied about the centre (anchor point 0.5, 0.5).
    public var transform: AffineTransform = .identity {
        didSet {
            guard transform != oldValue else { return }
            propertyDidChange(.transform, from: .transform(oldValue), to: .transform(transform))
        }
    }

    public var alpha: Double = 1 {
        didSet {
            guard alpha != oldValue else { return }
            propertyDidChange(.alpha, from: .scalar(oldValue), to: .scalar(alpha))
        }
    }

    /// nil draws nothing (clear).
    public var backgroundColor: Color? {
        didSet {
            guard backgroundColor != oldValue else { return }
            propertyDidChange(.backgroundColor, from: .color(oldValue ?? .clear), to: .color(backgroundColor ?? .clear))
        }
    }

    // MARK: Flags

    public var isHidden = false
    public var isUserInteractionEnabled = true
    /// UIKit's multi-touch flags, kept for the model's completeness: with one pointer there is
    /// only ever one touch, so neither changes what happens here.
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    public var tag = 0
    public var autoresizesSubviews = true
    public var autoresizingMask: AutoresizingMask = []

    // MARK: Hierarchy

    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []

    public init(frame: Rect = .zero) {
        bounds = Rect(origin: .zero, size: frame.size)
        center = frame.center
        super.init()
    }

    /// The next responder of a view is its superview.
    open override var next: Responder? { superview }

    /// The window at the root of this view's tree, if any.
    open var window: Window? { superview?.window }

    // MARK: Frame

    /// The bounding box of the transformed bounds, placed at `center`, in the superview's
    /// coordinates. Setting it sets the bounds' size and moves the centre; while the transform
    /// is not the identity (where UIKit leaves it undefined) only the centre moves.
    public var frame: Rect {
        get { toSuperview(center: center, bounds: bounds, transform: transform).apply(to: Rect(origin: bounds.origin, size: bounds.size)) }
        set {
            if transform.isIdentity { bounds.size = newValue.size }
            center = newValue.center
        }
    }

    /// The map from this view's coordinates to its superview's: subtract the bounds' centre,
    /// apply the transform, add the centre.
    func toSuperview(center: Point, bounds: Rect, transform: AffineTransform) -> AffineTransform {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The map from this view's coordinates to its root's, from model values.
    var toRoot: AffineTransform {
        let local = toSuperview(center: center, bounds: bounds, transform: transform)
        return superview.map { local.concatenating($0.toRoot) } ?? local
    }

    /// The same map from what is shown (presentation values).
    var presentationToRoot: AffineTransform {
        let shown = presentation
        let local = toSuperview(center: shown.center, bounds: shown.bounds, transform: shown.transform)
        return superview.map { local.concatenating($0.presentationToRoot) } ?? local
    }

    /// The root of this view's tree: the window, or the top-most view.
    public var root: View { superview?.root ?? self }

    // MARK: Converting

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
        toSuperview(center: center, bounds: bounds, transform: transform).inverted()?.apply(to: point)
    }

    // MARK: Hit testing

    /// Whether a point of this view's coordinates is inside its bounds.
    open func point(inside point: Point, with event: Event? = nil) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interaction-enabled view that contains the point (in this view's
    /// coordinates), subviews front to back; nil if the point misses this view. Each level
    /// converts the point from its parent's coordinates only, so a deep tree costs its depth.
    open func hitTest(_ point: Point, with event: Event? = nil) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            guard let local = subview.convertFromSuperview(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    // MARK: Managing the tree

    /// Appends a subview: it becomes the front-most.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: View, at index: Int) {
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        window?.animator.removeAllAnimations(inTreeOf: self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with this tag, depth first, the receiver first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Layout

    /// Lays out subviews; override to position them. Runs after the bounds' size changes.
    open func layoutSubviews() {}

    private func boundsSizeDidChange(from oldSize: Size) {
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(from: oldSize, to: bounds.size) }
        }
        layoutSubviews()
    }

    /// Follows the superview's size change according to `autoresizingMask`.
    func autoresize(from old: Size, to new: Size) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let (left, width, _) = AutoresizingMask.share(new.width - old.width,
            leading: mask.contains(.flexibleLeftMargin), length: mask.contains(.flexibleWidth),
            trailing: mask.contains(.flexibleRightMargin))
        let (top, height, _) = AutoresizingMask.share(new.height - old.height,
            leading: mask.contains(.flexibleTopMargin), length: mask.contains(.flexibleHeight),
            trailing: mask.contains(.flexibleBottomMargin))
        center = Point(x: center.x + left + width / 2, y: center.y + top + height / 2)
        if width != 0 || height != 0 {
            bounds.size = Size(width: bounds.width + width, height: bounds.height + height)
        }
    }

    // MARK: Drawing

    /// Bumped by `setNeedsDisplay`: a renderer draws the view again when it changes.
    public private(set) var displayVersion = 0

    /// Marks the content as changed, so the next frame draws it again. Moving, scaling or fading
    /// a view does not need it; what `draw(in:)` shows changing does.
    public func setNeedsDisplay() {
        displayVersion &+= 1
    }

    /// Draws the view's content in its own coordinates. The default fills the bounds with the
    /// background colour.
    open func draw(in context: DrawingContext) {
        if let color = presentation.backgroundColor {
            context.fill(color)
        }
    }

    // MARK: Animation

    /// What is shown now: the model values, with any running animation's values in their place.
    public var presentation: Presentation {
        var shown = Presentation(center: center, bounds: bounds, transform: transform, alpha: alpha,
                                 backgroundColor: backgroundColor)
        window?.animator.applyPresentation(of: self, to: &shown)
        return shown
    }

    private func propertyDidChange(_ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        window?.animator.viewDidChange(self, property, from: old, to: new)
    }
}

/// The values a view shows, which differ from its model values while an animation runs.
public struct Presentation: Equatable, Sendable {
    public var center: Point
    public var bounds: Rect
    public var transform: AffineTransform
    public var alpha: Double
    public var backgroundColor: Color?
}
