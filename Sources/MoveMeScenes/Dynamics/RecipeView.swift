import MoveMeCore
import MoveMeDynamics

/// The reference view of one recipe, as the cookbook's view controller's view: it builds the
/// recipe's squares and behaviours on its own dynamic animator, and handles the touches and
/// keys the recipe takes. Subclasses are the recipes.
open class RecipeView: View, DynamicsContent {
    public static let background = Color.white
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)

    /// The phone's scale at the view's size: set when it is built, and again at each re-layout.
    public private(set) var scale: PhoneScale
    /// The recipe's animator, with this view as its reference view.
    public private(set) lazy var dynamicAnimator: DynamicAnimator = {
        let animator = DynamicAnimator(referenceView: self, time: startTime)
        animator.scale = scale.factor
        return animator
    }()
    private let startTime: Double
    public var requestRestart: ((Double) -> Void)?

    public required init(frame: Rect, time: Double) {
        scale = PhoneScale(screen: frame.size)
        laidOutSize = frame.size
        startTime = time
        super.init(frame: frame)
        backgroundColor = Self.background
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    open func build() {}

    open var caption: String { "" }

    open var keys: [(key: Character, meaning: String)] { [] }

    open var help: [HelpLine] { [] }

    /// Nothing for the keys' finger, unless a recipe says so.
    open var keyboardFinger: KeyboardFinger { .unused }

    open func handleKey(_ key: Character, at time: Double) -> Bool { false }

    /// What the person chose in the scene it replaces (`r` restarts in the same mode).
    open func keepChoices(of previous: any DynamicsContent) {}

    // MARK: Layout

    /// A new size lays the recipe out again at its scale, and the simulation goes on: each
    /// square keeps its place relative to the bottom edge (where the recipes come to rest) and
    /// the horizontal middle, scaled, and stays on screen if it was; sizes, velocities and
    /// gravity scale with it (`relayout(from:)`).
    open override func layoutSubviews() {
        let next = PhoneScale(screen: bounds.size)
        let old = scale
        let oldSize = laidOutSize
        guard bounds.size != oldSize, next.factor > 0, old.factor > 0 else { return }
        scale = next
        laidOutSize = bounds.size
        dynamicAnimator.scale = next.factor
        let k = next.factor / old.factor
        for case let square as SquareView in subviews {
            let wasInside = square.frame.minX >= 0 && square.frame.maxX <= oldSize.width
                && square.frame.minY >= 0 && square.frame.maxY <= oldSize.height
            square.bounds.size = Size(width: square.bounds.width * k, height: square.bounds.height * k)
            var center = Point(x: bounds.midX + (square.center.x - oldSize.width / 2) * k,
                               y: bounds.maxY - (oldSize.height - square.center.y) * k)
            if wasInside {
                let half = Size(width: square.frame.width / 2, height: square.frame.height / 2)
                center = Point(x: min(max(center.x, half.width), max(half.width, bounds.width - half.width)),
                               y: min(max(center.y, half.height), max(half.height, bounds.height - half.height)))
            }
            square.center = center
            dynamicAnimator.updateItem(usingCurrentState: square, scalingVelocityBy: k)
        }
        relayout(from: old)
    }

    /// The size the recipe was last laid out at.
    private var laidOutSize: Size

    /// What a recipe lays out again beyond its squares and gravity (a boundary line), from the
    /// old scale to `scale` (the same when only the shape of the screen changed).
    open func relayout(from old: PhoneScale) {}

    /// A square of a phone side at a point, in a colour, named for the inspector ("red");
    /// `focusable` where the keys may choose it to drag.
    func addSquare(side: Double, center: Point, color: Color, name: String, focusable: Bool = false) -> View {
        let size = scale(side)
        let square = SquareView(frame: Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size),
                                color: color, name: name)
        square.isFocusable = focusable
        addSubview(square)
        return square
    }
}
