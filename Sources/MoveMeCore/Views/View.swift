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

    /// The opacity, 0...1, animatable. Below 0.01 the view gets no touches.
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

    /// A hidden view is not drawn and gets no touches (hit testing passes it over), nor do its
    /// subviews. Hiding the first responder leaves it first responder, as the View
    /// Programming Guide for iOS says: keys, shakes and edit actions still go to it, and a
    /// view that should not have them resigns when it hides. The keyboard's focus, which only
    /// a shown view can hold, moves off the hidden tree (`giveUpFocusOfHiddenTree`).
    public var isHidden = false {
        didSet {
            guard isHidden, !oldValue else { return }
            giveUpFocusOfHiddenTree()
        }
    }
    /// Whether it and its subviews get touches, as UIView's: when false, hit testing passes
    /// them over.
    public var isUserInteractionEnabled = true
    /// UIKit's multi-touch flags, which the touch dispatcher honours. Not multi-touch (the
    /// default): the view gets only the first finger that lands on it; the others are
    /// delivered to no one until they lift.
    public var isMultipleTouchEnabled = false
    /// While an exclusive view tracks a finger no other view of its window gets one, and a
    /// finger on it is refused while another view tracks one.
    public var isExclusiveTouch = false
    /// Whether the keyboard's focus may be on it, as UIView's `canBecomeFocused`: false unless
    /// a subclass says so (a view the keys' finger can move: `Window+Focus`).
    open var canBecomeFocused: Bool { false }
    /// A number to find it by (`viewWithTag(_:)`); 0 by default.
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
    /// Whether its subviews follow its size changes by their `autoresizingMask`.
    public var autoresizesSubviews = true
    /// How it follows its superview's size changes; none by default.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether subviews (and what they draw) are cut off at this view's bounds. Off, as in
    /// UIKit: a subview may reach outside its parent and is drawn there.
    public var clipsToBounds = false
    /// How the content drawn at one size follows a change of the bounds until it is drawn again
    /// (see `ContentMode`). UIKit's default: stretched to fill.
    public var contentMode: ContentMode = .scaleToFill

    // MARK: Hierarchy

    /// The view it is in; nil for a root.
    public internal(set) weak var superview: View?
    /// Its subviews, back to front.
    public internal(set) var subviews: [View] = []
    /// The gesture recognizers attached to it, in the order they were added
    /// (`addGestureRecognizer(_:)`).
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// A view showing `frame` of its superview: bounds of the frame's size at the origin, centred
    /// on the frame's centre.
    public init(frame: Rect = .zero) {
        bounds = Rect(origin: .zero, size: frame.size)
        center = frame.center
        super.init()
    }

    /// The view controller whose view it is (`ViewController.view`), if any. Weak: the
    /// controller owns its view.
    weak var viewController: ViewController?

    /// The next responder of a view is its view controller, if it has one, else its superview,
    /// as UIKit's.
    open override var next: Responder? { viewController ?? superview }

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
    /// finds the whole subtree already moved; then their view controllers, that the view
    /// appeared or disappeared. Touches on the subtree are cancelled if it left
    /// its window: UIKit cancels a touch when "the view handling the touch events" is "removed
    /// from its window" (`touchesCancelled`'s documentation).
    func moveToWindow(_ window: Window?) {
        let old = treeWindow
        var moved: [View] = []
        attach(toWindow: window, moved: &moved)
        for view in moved { view.didMoveToWindow() }
        for view in moved { view.viewController?.viewDidMoveWindow() }
        if let old, old !== window { old.touchDispatcher?.cancelTouches(inTreeOf: self) }
    }

    /// Sets the window of this subtree, listing the views whose window changed. A window is
    /// the window of its own tree wherever it is put: it overrides this to stop.
    func attach(toWindow window: Window?, moved: inout [View]) {
        guard treeWindow !== window else { return }
        treeWindow = window
        moved.append(self)
        for subview in subviews { subview.attach(toWindow: window, moved: &moved) }
    }

    /// Tells this subtree, top down, that it is about to move to `window` (and each view's
    /// controller that its view will appear or disappear); a window overrides this to stop,
    /// as `attach`.
    func treeWillMove(toWindow window: Window?) {
        guard treeWindow !== window else { return }
        willMove(toWindow: window)
        viewController?.viewWillMove(from: treeWindow, to: window)
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

    // MARK: Layout

    /// Set by `setNeedsLayout`, cleared when the layout pass reaches the view.
    /// (Both flags unchecked for exclusivity, as the canvas's hot fields: plain Bools read and
    /// written alone, and a physics step sets every turning item's transform, which asks for
    /// layout; each checked access was a runtime call.)
    @exclusivity(unchecked) public internal(set) var needsLayout = true
    /// Whether this view or one under it needs layout: `setNeedsLayout` marks the way up, so a
    /// layout pass walks only the branches that asked, and one over a tree where nothing did
    /// (every drag frame's) costs one look at the root. It may stay set after a pass (a view
    /// asked again while it ran): the next pass walks that branch for nothing and clears it.
    @exclusivity(unchecked) public internal(set) var subtreeNeedsLayout = true

    /// Lays out subviews; override to position them. Never call it yourself: it runs once per
    /// layout pass after something asked for it (a change of the bounds' size or of the
    /// transform, a subview added or removed, `setNeedsLayout`), after autoresizing has
    /// already moved the subviews.
    open func layoutSubviews() {}

    /// UIKit's order: subviews follow their autoresizing masks at once (inside an animation
    /// block, that is animated with it); `layoutSubviews` waits for the layout pass.
    func boundsSizeDidChange(from old: Rect) {
        if contentMode == .redraw { setNeedsDisplay() }
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(in: old, to: bounds.size) }
        }
        setNeedsLayout()
    }

    // MARK: Drawing

    /// Bumped by `setNeedsDisplay` and `setNeedsDisplay(in:)`: a renderer draws the view
    /// again when it changes.
    public internal(set) var displayVersion = 0
    /// What was marked since display version `since` (`View+NeedsDisplay`): `rect` in the
    /// content's coordinates, nil for all of it.
    package var invalidRegion: (since: Int, rect: Rect?) = (0, nil)
    /// The display version the drawing pass last found.
    var collectedVersion = 0

    /// The bounds the content was last drawn in; nil until it is drawn, and again after
    /// `setNeedsDisplay`. While the bounds differ, `contentMode` places the old content in them.
    public internal(set) var contentBounds: Rect?

    /// Draws the view's content in its own coordinates, over its background colour (which a
    /// renderer paints first, as a layer paints its `backgroundColor` under its contents). The
    /// default draws nothing. Called only when the view is marked (`setNeedsDisplay`), drawn in
    /// new bounds (`contentMode` `.redraw`), or what the drawing asked of its context has changed
    /// (`GraphicsContext.pixelSize`, `textRoom`): a renderer keeps what it drew and shows it
    /// again wherever the view moves, as UIKit keeps a layer's contents. What it draws must
    /// depend only on what marking it says has changed.
    open func draw(in context: any GraphicsContext) {}

    // MARK: Memory

    /// A memory warning reached the window (`Application.receiveMemoryWarning`): release what
    /// can be made again when next needed (text measured, pixels shaded, a history), as a view
    /// controller's method of the same name does. Every view of the tree is told, parents
    /// first. Nothing by default.
    open func didReceiveMemoryWarning() {}

    // MARK: Animation

    private func propertyDidChange(_ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        window?.animator.viewDidChange(self, property, from: old, to: new)
    }
}
