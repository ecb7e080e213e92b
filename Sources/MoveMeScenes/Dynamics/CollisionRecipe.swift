import MoveMeCore
import MoveMeDynamics
import MoveMeStrings

/// Recipe 2.2: a red and a green 50 × 50 square, the green 60 points below the red, fall and come
/// to rest on the bottom edge, one on the other. `m` cycles the collision mode (everything,
/// boundaries, items); a square can be dragged, hanging from the pointer, and is thrown on
/// release with the pointer's velocity.
public final class CollisionRecipe: RecipeView {
    public static let modes: [(mode: CollisionMode, name: String)] = [
        (.everything, "everything"), (.boundaries, "boundaries"), (.items, "items"),
    ]

    public private(set) var red: View!
    public private(set) var green: View!
    public private(set) var collision: CollisionBehavior!
    private var properties: DynamicItemBehavior!
    private var modeIndex = 0
    private var drag: PointerDrag?

    public override func build() {
        red = addSquare(side: 50, center: bounds.center, color: Self.red, name: "red", focusable: true)
        green = addSquare(side: 50, center: Point(x: bounds.midX, y: bounds.midY + scale(60)), color: Self.green, name: "green",
                          focusable: true)
        let gravity = GravityBehavior(items: [red, green])
        collision = CollisionBehavior(items: [red, green])
        collision.translatesReferenceBoundsIntoBoundary = true
        properties = DynamicItemBehavior(items: [red, green])
        for behavior in [gravity, collision!, properties!] as [DynamicBehavior] { dynamicAnimator.addBehavior(behavior) }
    }

    public var modeName: String { Self.modes[modeIndex].name }

    public override var caption: String { strings.format(.captionCollision, Self.title(of: modeIndex, strings)) }

    public override var keys: [(key: Character, meaning: String)] { [("m", strings[.captionModeKey])] }

    public override var help: [HelpLine] {
        [HelpLine(strings[.keyDragASquare], strings[.actionThrowIt], short: strings[.shortThrow]),
         HelpLine("m", strings.format(.actionCollisionMode, Self.modes.indices.map { Self.title(of: $0, strings) }
                    .joined(separator: ", ")), short: strings[.shortMode])]
            + HelpLine.focusKeys(strings, tab: .actionFocusNextSquare)
    }

    /// Tab chooses a square, the arrows drag it as the pointer does (`PointerDrag`, below).
    public override var keyboardFinger: KeyboardFinger { .dragsFocusedView(tabTitle: strings[.captionKeySquare]) }

    /// A mode's name as the caption and the help say it (its `name` is the preference's value).
    private static func title(of index: Int, _ strings: Strings) -> String {
        strings[[TextKey.modeEverything, .modeBoundaries, .modeItems][index]]
    }

    public override func handleKey(_ key: Character, at time: Double) -> Bool {
        guard key == "m" else { return false }
        setMode((modeIndex + 1) % Self.modes.count)
        return true
    }

    /// Sets the mode by its name (a saved preference); false for a name it does not know.
    @discardableResult
    public func setMode(named name: String) -> Bool {
        guard let index = Self.modes.firstIndex(where: { $0.name == name }) else { return false }
        setMode(index)
        return true
    }

    private func setMode(_ index: Int) {
        modeIndex = index
        collision.collisionMode = Self.modes[modeIndex].mode
    }

    /// `r` starts again in the mode chosen, so "boundaries" can be watched from the start.
    public override func keepChoices(of previous: any DynamicsContent) {
        if let previous = previous as? CollisionRecipe { setMode(previous.modeIndex) }
    }

    // MARK: Touches

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, let square = touch.view, square === red || square === green else { return }
        drag = PointerDrag(item: square, touch: touch, in: self, animator: dynamicAnimator)
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        drag?.move(to: touch)
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, let drag else { return }
        self.drag = nil
        drag.release(at: touch, throwingWith: properties)
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        drag?.cancel()
        drag = nil
    }
}
