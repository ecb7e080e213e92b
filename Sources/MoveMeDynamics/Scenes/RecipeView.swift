import MoveMeCore

/// The reference view of one recipe, as the cookbook's view controller's view: it builds the
/// recipe's squares and behaviours on its own dynamic animator, and handles the touches and
/// keys the recipe takes. Subclasses are the recipes.
open class RecipeView: View, DynamicsContent {
    public static let background = Color.white
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)

    public let scale: PhoneScale
    /// The recipe's animator, with this view as its reference view.
    public private(set) lazy var dynamicAnimator = DynamicAnimator(referenceView: self, time: startTime)
    private let startTime: Double
    public var requestRestart: ((Double) -> Void)?

    public required init(frame: Rect, time: Double) {
        scale = PhoneScale(screen: frame.size)
        startTime = time
        super.init(frame: frame)
        backgroundColor = Self.background
    }

    open func build() {}

    open var caption: String { "" }

    open var keys: [(key: Character, meaning: String)] { [] }

    open var help: [HelpLine] { [] }

    open func handleKey(_ key: Character, at time: Double) -> Bool { false }

    /// A recipe is laid out at the phone's scale: a new size lays it out again from its start.
    public var restartsOnResize: Bool { true }

    /// A square of a phone side at a point, in a colour, named for the inspector ("red").
    func addSquare(side: Double, center: Point, color: Color, name: String) -> View {
        let size = scale(side)
        let square = SquareView(frame: Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size),
                                color: color, name: name)
        addSubview(square)
        return square
    }
}
