/// One view of the tree as plain data.
public struct ViewSnapshot: Equatable, Sendable {
    /// The view's name: its class ("Window", "MoveMeView", "PlacardView"), or what it is
    /// where it says (its accessibility label, "red square").
    public var typeName: String
    /// 0 for the root (the window), 1 for its subviews, and so on.
    public var depth: Int
    /// The view's tag.
    public var tag: Int
    /// The model values: where the view is.
    public var model: ViewGeometry
    /// What an animation shows now; nil while no animation drives the view, when what is shown
    /// is the model.
    public var presentation: ViewGeometry?
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// Whether the view takes touches.
    public var isUserInteractionEnabled: Bool
    /// Its gesture recognizers, in the order they were added.
    public var gestureRecognizers: [GestureRecognizerSnapshot]
    /// The class of the view controller whose view it is ("ViewController"), shown beside it;
    /// nil for a view no controller manages.
    public var viewControllerName: String?

    /// Whether an animation drives what the view shows.
    public var isAnimating: Bool { presentation != nil }

    /// A snapshot from its values.
    public init(typeName: String, depth: Int, tag: Int = 0, model: ViewGeometry, presentation: ViewGeometry? = nil,
                isHidden: Bool = false, isUserInteractionEnabled: Bool = true,
                gestureRecognizers: [GestureRecognizerSnapshot] = [], viewControllerName: String? = nil) {
        self.typeName = typeName
        self.depth = depth
        self.tag = tag
        self.model = model
        self.presentation = presentation
        self.isHidden = isHidden
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.gestureRecognizers = gestureRecognizers
        self.viewControllerName = viewControllerName
    }

    init(_ view: View, depth: Int, isAnimating: Bool) {
        self.init(typeName: view.inspectionName, depth: depth, tag: view.tag, model: ViewGeometry(model: view),
                  presentation: isAnimating ? ViewGeometry(presentationOf: view) : nil,
                  isHidden: view.isHidden, isUserInteractionEnabled: view.isUserInteractionEnabled,
                  gestureRecognizers: view.gestureRecognizers.map(GestureRecognizerSnapshot.init),
                  viewControllerName: view.viewController?.typeName)
    }
}
