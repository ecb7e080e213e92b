import MoveMeCore

/// The reference view of one recipe, as the cookbook's view controller's view: it builds the
/// recipe's squares and behaviours on its own dynamic animator, and handles the touches and
/// keys the recipe takes. Subclasses are the recipes.
open class RecipeView: View {
    public static let background = Color.white
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)

    public let scale: PhoneScale
    /// The recipe's animator, with this view as its reference view.
    public private(set) lazy var dynamicAnimator = DynamicAnimator(referenceView: self, time: startTime)
    private let startTime: Double
    /// Asks the scene to start the recipe again (a recipe that ends).
    var requestRestart: ((Double) -> Void)?

    public required init(frame: Rect, time: Double) {
        scale = PhoneScale(screen: frame.size)
        startTime = time
        super.init(frame: frame)
        backgroundColor = Self.background
    }

    /// Called once the view is in its window (animations need the window's animator).
    open func build() {}

    /// What the recipe is, for the bottom row.
    open var caption: String { "" }

    /// The recipe's own keys and what they do.
    open var keys: [(key: Character, meaning: String)] { [] }

    /// Handles one of the recipe's keys; false if it is not one.
    open func handleKey(_ key: Character, at time: Double) -> Bool { false }

    /// A square of a phone side at a point, in a colour.
    func addSquare(side: Double, center: Point, color: Color) -> View {
        let size = scale(side)
        let square = View(frame: Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
        square.backgroundColor = color
        addSubview(square)
        return square
    }
}
