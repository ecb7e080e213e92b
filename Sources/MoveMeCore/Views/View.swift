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

    /// Applied about the centre (anchor point 0.5, 0.5). A new one asks for layout, as a new
    /// size of the bounds does (the guide's list); a move of the centre does not, so a drag
    /// lays nothing out.
    public var transform: AffineTransform = .identity {
        didSet {
            guard transform != oldValue else { return }
            propertyDidChange(.transform, from: .transform(oldValue), to: .transform(transform))
            setNeedsLayout()
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

    /// A hidden view gets no events: hiding it, or a view above it, takes first responder
    /// status from it (UIView.isHidden's documentation; `giveUpFirstResponderOfHiddenTree`).
    public var isHidden = false {
        didSet { if isHidden, !oldValue { giveUpFirstResponderOfHiddenTree() } }
    }
    public var isUserInteractionEnabled = true
    /// UIKit's multi-touch flags, which the touch dispatcher honours. Not multi-touch (the
    /// default): the view gets only the first finger that lands on it; the others are
    /// delivered to no one until they lift.
    public var isMultipleTouchEnabled = false
    /// While an exclusive view tracks a finger no other view of its window gets one, and a
    /// finger on it is refused while another view tracks one.
    public var isExclusiveTouch = false
    public var tag = 0
    /// The name of the view's class ("PlacardView"), for an inspector and the touch log. Worked
    /// out once: naming a type costs tens of thousands of instructions. Asked of the runtime
    /// directly: `String(describing:)` gives the same name, but first asks whether the metatype
    /// conforms to three printing protocols (at a first press, a scan of every conformance in
    /// the program for each) and reflects it, most of the 0.4 ms the first touch log entry of
    /// a session took.
    public private(set) lazy var typeName = _typeName(type(of: self), qualified: false)
    /// What the view is, in words (UIKit's accessibility label): "red square". An inspector
    /// names a view by it where the class alone ("View") would not tell two views apart.
    public var accessibilityLabel: String?
    /// How an inspector and the touch log name the view: its label, else its class.
    public var inspectionName: String { accessibilityLabel ?? typeName }
    public var autoresizesSubviews = true
    public var autoresizingMask: AutoresizingMask = []
    /// Whether subviews (and what they draw) are cut off at this view's bounds. Off, as in
    /// UIKit: a subview may reach outside its parent and is drawn there.
    public var clipsToBounds = false
    /// How the content drawn at one size follows a change of the bounds until it is drawn again
    /// (see `ContentMode`). UIKit's default: stretched to fill.
    public var contentMode: ContentMode = .scaleToFill

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

    /// A view can be first responder of the window it is in.
    override var firstResponderWindow: Window? { window }

    /// The window at the root of this view's tree, if any.
    ///
    /// Kept as views are added and removed rather than found by walking up the superviews:
    /// every change of an animatable property asks for it (to tell the window's animator), and
    /// a physics step sets every item's centre and transform; perf put the walk of weak links
    /// at a quarter of the step's time.
    open var window: Window? { treeWindow }
    private weak var treeWindow: Window?

    /// This view and its subviews now belong to `window`'s tree (nil: to none): each is set
    /// first, then each whose window changed is told, top down, so that `didMoveToWindow`
    /// finds the whole subtree already moved.
    func moveToWindow(_ window: Window?) {
        var moved: [View] = []
        attach(toWindow: window, moved: &moved)
        for view in moved { view.didMoveToWindow() }
    }

    /// Sets the window of this subtree, listing the views whose window changed. A window is
    /// the window of its own tree wherever it is put: it overrides this to stop.
    func attach(toWindow window: Window?, moved: inout [View]) {
        guard treeWindow !== window else { return }
        treeWindow = window
        moved.append(self)
        for subview in subviews { subview.attach(toWindow: window, moved: &moved) }
    }

    /// Tells this subtree, top down, that it is about to move to `window`; a window overrides
    /// this to stop, as `attach`.
    func treeWillMove(toWindow window: Window?) {
        guard treeWindow !== window else { return }
        willMove(toWindow: window)
        for subview in subviews { subview.treeWillMove(toWindow: window) }
    }

    // MARK: Observing the tree (UIKit's hooks: the defaults do nothing)

    /// About to get a new superview (nil: about to be removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Has a new superview, or none.
    open func didMoveToSuperview() {}
    /// About to join another window's tree (nil: to leave every window). Sent to the whole
    /// subtree, top down.
    open func willMove(toWindow newWindow: Window?) {}
    /// Has joined another window's tree, or none: `window` is already the new one.
    open func didMoveToWindow() {}
    /// A subview was added (also one moved here from another superview).
    open func didAddSubview(_ subview: View) {}
    /// A subview is about to be removed (also one moving to another superview).
    open func willRemoveSubview(_ subview: View) {}

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

    /// Puts a view at a place among the subviews (clamped to them). A view moved within its
    /// superview is told nothing; one that arrives is told as UIKit tells it: its old parent's
    /// `willRemoveSubview`, `willMove(toSuperview:)`, `willMove(toWindow:)` through its subtree
    /// if the window changes, then `didMoveToWindow`, `didMoveToSuperview`, and this view's
    /// `didAddSubview`.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            setNeedsLayout()
            return
        }
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        view.treeWillMove(toWindow: window)
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.moveToWindow(window)
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Takes the view out of its superview, telling it and the superview as UIKit does:
    /// `willRemoveSubview`, `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` through the
    /// subtree, then `didMoveToWindow` and `didMoveToSuperview`.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        treeWillMove(toWindow: nil)
        detachFromSuperview()
        moveToWindow(nil)
        didMoveToSuperview()
    }

    /// Leaves the superview's list; what it was animating in its window stops.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        window?.animator.removeAllAnimations(inTreeOf: self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// Swaps two subviews' places in the drawing order; nothing is told (neither leaves).
    /// An index outside the subviews changes nothing.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        setNeedsLayout()
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
    /// (Both flags unchecked for exclusivity, as the canvas's hot fields: plain Bools read and
    /// written alone, and a physics step sets every turning item's transform, which asks for
    /// layout; each checked access was a runtime call.)
    @exclusivity(unchecked) public private(set) var needsLayout = true
    /// Whether this view or one under it needs layout: `setNeedsLayout` marks the way up, so a
    /// layout pass walks only the branches that asked, and one over a tree where nothing did
    /// (every drag frame's) costs one look at the root. It may stay set after a pass (a view
    /// asked again while it ran): the next pass walks that branch for nothing and clears it.
    @exclusivity(unchecked) public private(set) var subtreeNeedsLayout = true

    /// Lays out subviews; override to position them. Never call it yourself: it runs once per
    /// layout pass after something asked for it (a change of the bounds' size or of the
    /// transform, a subview added or removed, `setNeedsLayout`), after autoresizing has
    /// already moved the subviews.
    open func layoutSubviews() {}

    /// Asks for `layoutSubviews` in the next layout pass; several requests make one layout.
    public func setNeedsLayout() {
        needsLayout = true
        if !subtreeNeedsLayout { markBranchNeedsLayout() }
    }

    /// Marks this view and the views above it, up to one already marked. Out of line: a
    /// physics step asks again for every turning item, already marked, and the rest is rare.
    @inline(never)
    private func markBranchNeedsLayout() {
        var view: View? = self
        while let marked = view, !marked.subtreeNeedsLayout {
            marked.subtreeNeedsLayout = true
            view = marked.superview
        }
    }

    /// The layout pass over this view's subtree: every view that needs layout lays out, each
    /// before its subviews, so what a parent's layout changes is laid out in the same pass.
    /// A window runs it before each frame; inside an animation block, it makes the layout's
    /// changes part of the animation.
    public func layoutIfNeeded() {
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// UIKit's order: subviews follow their autoresizing masks at once (inside an animation
    /// block, that is animated with it); `layoutSubviews` waits for the layout pass.
    func boundsSizeDidChange(from old: Rect) {
        if contentMode == .redraw { setNeedsDisplay() }
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

    /// Bumped by `setNeedsDisplay` and `setNeedsDisplay(in:)`: a renderer draws the view
    /// again when it changes.
    public private(set) var displayVersion = 0
    /// What was marked since display version `since` (`View+NeedsDisplay`): `rect` in the
    /// content's coordinates, nil for all of it.
    package var invalidRegion: (since: Int, rect: Rect?) = (0, nil)
    /// The display version the drawing pass last found.
    private var collectedVersion = 0

    /// What a renderer kept of the view's drawing, to show again while the view only moves, as
    /// CALayer's `contents`: the renderer's to set and read (it checks `displayVersion`).
    public var layerContents: AnyObject?

    /// The bounds the content was last drawn in; nil until it is drawn, and again after
    /// `setNeedsDisplay`. While the bounds differ, `contentMode` places the old content in them.
    public private(set) var contentBounds: Rect?

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

    /// Draws the view's content in its own coordinates. The default fills the bounds with the
    /// background colour.
    open func draw(in context: any GraphicsContext) {
        if let color = presentation.backgroundColor {
            context.fill(color)
        }
    }

    // MARK: Memory

    /// A memory warning reached the window (`Application.receiveMemoryWarning`): release what
    /// can be made again when next needed (text measured, pixels shaded, a history), as a view
    /// controller's method of the same name does. Every view of the tree is told, parents
    /// first. Nothing by default.
    open func didReceiveMemoryWarning() {}

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
