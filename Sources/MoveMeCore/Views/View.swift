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
            if bounds.size != oldValue.size { boundsSizeDidChange(from: oldValue) }
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
    /// The name of the view's class ("PlacardView"), for an inspector and the touch log. Worked
    /// out once: naming a type costs tens of thousands of instructions.
    public private(set) lazy var typeName = String(describing: type(of: self))
    /// What the view is, in words (UIKit's accessibility label): "red square". An inspector
    /// names a view by it where the class alone ("View") would not tell two views apart.
    public var accessibilityLabel: String?
    /// How an inspector and the touch log name the view: its label, else its class.
    public var inspectionName: String { accessibilityLabel ?? typeName }
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
    ///
    /// Kept as views are added and removed rather than found by walking up the superviews:
    /// every change of an animatable property asks for it (to tell the window's animator), and
    /// a physics step sets every item's centre and transform; perf put the walk of weak links
    /// at a quarter of the step's time.
    open var window: Window? { treeWindow }
    private weak var treeWindow: Window?

    /// This view and its subviews now belong to `window`'s tree (nil: to none).
    func moveToWindow(_ window: Window?) {
        guard treeWindow !== window else { return }
        treeWindow = window
        for subview in subviews { subview.moveToWindow(window) }
    }

    // MARK: Frame

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
    static func toSuperview(center: Point, bounds: Rect, transform: AffineTransform) -> AffineTransform {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The map from this view's coordinates to its root's, from model values.
    var toRoot: AffineTransform {
        let local = Self.toSuperview(center: center, bounds: bounds, transform: transform)
        return superview.map { local.concatenating($0.toRoot) } ?? local
    }

    /// The same map from what is shown (presentation values).
    var presentationToRoot: AffineTransform {
        let shown = presentation
        let local = Self.toSuperview(center: shown.center, bounds: shown.bounds, transform: shown.transform)
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
        Self.toSuperview(center: center, bounds: bounds, transform: transform).inverted()?.apply(to: point)
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
        view.moveToWindow(window)
        setNeedsLayout()
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        window?.animator.removeAllAnimations(inTreeOf: self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        moveToWindow(nil)
        parent.setNeedsLayout()
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

    /// Set by `setNeedsLayout`, cleared when the layout pass reaches the view.
    public private(set) var needsLayout = true

    /// Lays out subviews; override to position them. Never call it yourself: it runs once per
    /// layout pass after something asked for it (a change of the bounds' size, a subview added
    /// or removed, `setNeedsLayout`), after autoresizing has already moved the subviews.
    open func layoutSubviews() {}

    /// Asks for `layoutSubviews` in the next layout pass; several requests make one layout.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// The layout pass over this view's subtree: every view that needs layout lays out, each
    /// before its subviews, so what a parent's layout changes is laid out in the same pass.
    /// A window runs it before each frame; inside an animation block, it makes the layout's
    /// changes part of the animation.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// UIKit's order: subviews follow their autoresizing masks at once (inside an animation
    /// block, that is animated with it); `layoutSubviews` waits for the layout pass.
    private func boundsSizeDidChange(from old: Rect) {
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(in: old, to: bounds.size) }
        }
        setNeedsLayout()
    }

    /// Follows the superview's size change (from its bounds `old`) according to
    /// `autoresizingMask`: each axis's change is shared among its flexible parts in proportion
    /// to their lengths, as UIKit does.
    func autoresize(in old: Rect, to new: Size) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let box = frame
        let x = AutoresizingMask.share(new.width - old.width,
            leading: mask.contains(.flexibleLeftMargin) ? box.minX - old.minX : nil,
            length: mask.contains(.flexibleWidth) ? box.width : nil,
            trailing: mask.contains(.flexibleRightMargin) ? old.maxX - box.maxX : nil)
        let y = AutoresizingMask.share(new.height - old.height,
            leading: mask.contains(.flexibleTopMargin) ? box.minY - old.minY : nil,
            length: mask.contains(.flexibleHeight) ? box.height : nil,
            trailing: mask.contains(.flexibleBottomMargin) ? old.maxY - box.maxY : nil)
        center = Point(x: center.x + x.leading + x.length / 2, y: center.y + y.leading + y.length / 2)
        if x.length != 0 || y.length != 0 {
            bounds.size = Size(width: bounds.width + x.length, height: bounds.height + y.length)
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
