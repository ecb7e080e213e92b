/// The manager of a view and the views under it, as UIViewController: it makes its view on
/// first use (`loadView`, then `viewDidLoad`), is told when the view appears in a window and
/// leaves it (`viewWillAppear` … `viewDidDisappear`), when the window changes size (the device
/// turning, `viewWillTransition(to:)`), and when memory runs low, and it sits in the responder
/// chain between its view and the view's superview.
///
/// A window shows one as its `rootViewController`; it may hold others (`addChild(_:)`), whose
/// views go inside its own, and they are told as it is.
open class ViewController: Responder {
    /// A controller with no view yet: the view is made the first time `view` is asked for.
    public override init() {
        super.init()
    }

    // MARK: The view

    /// Its view, made on first use: the getter calls `loadView()` and then `viewDidLoad()`
    /// when there is none, as UIKit's ("The getter first invokes [self loadView] if the view
    /// hasn't been set yet"). Set, the view becomes this controller's (and its next responder
    /// this controller); set to nil, it is released and made again on next use.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            guard newValue !== loadedView else { return }
            if loadedView?.viewController === self { loadedView?.viewController = nil }
            newValue?.viewController?.loadedView = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }
    private var loadedView: View?

    /// Whether it has its view now; asking does not make it.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Its view if it has one, without making it.
    public var viewIfLoaded: View? { loadedView }

    /// Makes the view if it has none: `loadView()`, then `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View() }  // a `loadView` that set none: an empty view
        viewDidLoad()
    }

    /// Makes the view and sets `view`: an empty view by default, as UIKit's without a nib.
    /// Override it to make your own; never call it yourself (ask for `view`).
    open func loadView() {
        view = View()
    }

    /// The view was made. Nothing by default: set it up here.
    open func viewDidLoad() {}

    /// The view was released (a memory warning, `didReceiveMemoryWarning`): let go of what
    /// refers to it, as iPhone OS 3's `viewDidUnload` (deprecated in iOS 6, which no longer
    /// releases the view). Nothing by default.
    open func viewDidUnload() {}

    // MARK: Appearing

    /// Where its view is in coming into a window or leaving it.
    var appearance = Appearance.disappeared

    /// The view is about to come into a window (the window's root, or a child of a controller
    /// that is): not yet in it. Nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view came into the window. Nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave its window: still in it. Nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left its window. Nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Layout and size

    /// Its view is about to lay out its subviews (`layoutSubviews`). Nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Its view laid out its subviews. Nothing by default.
    open func viewDidLayoutSubviews() {}

    /// The size its view is given is about to change to `size`: for the root, the window's
    /// new size, told before the views follow it and lay out. In the terminal a resize is the
    /// device turning (`interfaceOrientation`). By default each child with a view is told the
    /// size `size(forChildContentContainer:withParentContainerSize:)` gives it, unless that is
    /// the size its view has, as UIKit's; an override calls super to keep that.
    open func viewWillTransition(to size: Size) {
        for child in children {
            guard let childView = child.viewIfLoaded else { continue }
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            if childSize != childView.bounds.size { child.viewWillTransition(to: childSize) }
        }
    }

    /// The size a child's view is to have when this controller's becomes `parentSize`: the
    /// parent's by default, as UIKit's.
    open func size(forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size) -> Size {
        parentSize
    }

    /// How the interface stands: landscape when its window is wider than tall, else portrait
    /// (portrait too while its view is in no window). During `viewWillTransition(to:)` it is
    /// already the new size's.
    public var interfaceOrientation: InterfaceOrientation {
        InterfaceOrientation(size: loadedView?.window?.bounds.size ?? .zero)
    }

    // MARK: Memory

    /// Memory is short (`Application.receiveMemoryWarning(at:)` tells the window's root and its
    /// children, theirs and so on). By default it releases its view if the view is off screen
    /// (it has no superview), calling `viewDidUnload()`; the next use of `view` makes it again.
    /// That is iPhone OS 2 and 3's rule, which the programming guide describes ("view
    /// controllers release their off-screen views"); since iOS 6 UIKit releases nothing here.
    /// An override releases what else can be made again, and calls super.
    open func didReceiveMemoryWarning() {
        guard let loadedView, loadedView.superview == nil else { return }
        view = nil
        viewDidUnload()
    }

    /// Tells this controller and its children, theirs and so on, parents first.
    func treeDidReceiveMemoryWarning() {
        didReceiveMemoryWarning()
        for child in children { child.treeDidReceiveMemoryWarning() }
    }

    // MARK: Children

    /// The controllers whose views it shows inside its own, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// The controller it is a child of.
    public internal(set) weak var parent: ViewController?

    /// About to be added to `parent` (nil: about to be removed). `addChild(_:)` calls it;
    /// before `removeFromParent()`, a container calls it with nil. Nothing by default.
    open func willMove(toParent parent: ViewController?) {}
    /// Added to `parent` (nil: removed). A container calls it once the child's view is in
    /// place; `removeFromParent()` calls it with nil. Nothing by default.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Responder chain

    /// Its view's superview, as UIKit's: for the window's root, the window. A view with a
    /// controller has the controller as its next responder, so the chain runs view, controller,
    /// superview.
    open override var next: Responder? { loadedView?.superview }

    /// Its view's window, whose first responder it can be.
    override var firstResponderWindow: Window? { loadedView?.window }

    /// The name of its class ("PlacardController"), for an inspector.
    public private(set) lazy var typeName = _typeName(type(of: self), qualified: false)
}
