import MoveMeCore
import MoveMeDynamics
import MoveMeStrings

/// Recipe 2.1: a green 100 × 100 square, centred, under gravity; it falls and leaves the screen.
/// Once it is gone the behaviour goes too, so the animator pauses and the screen rests.
public final class GravityRecipe: RecipeView {
    public private(set) var square: View!

    public override func build() {
        square = addSquare(side: 100, center: bounds.center, color: Self.green, name: "green")
        let gravity = GravityBehavior(items: [square])
        gravity.action = { [unowned self, unowned gravity] in
            if square.frame.minY > bounds.maxY { dynamicAnimator.removeBehavior(gravity) }
        }
        dynamicAnimator.addBehavior(gravity)
    }

    public override var caption: String { strings[.captionGravity] }

    public override var help: [HelpLine] { [HelpLine(strings[.keyWatch], strings[.actionFallsOff], short: strings[.shortFalls])] }
}
