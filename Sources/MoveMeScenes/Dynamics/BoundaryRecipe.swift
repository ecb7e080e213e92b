import MoveMeCore
import MoveMeDynamics
import MoveMeStrings

/// Recipe 2.2's contact delegate: the two squares start at the top centre and fall to an
/// invisible line, "bottomBoundary", 100 points above the bottom. On touching it each turns red,
/// fades out and swells to 2× in 1 s (a timed animation on an item the physics holds), then
/// leaves the collision behaviour and the screen. A click starts it again.
public final class BoundaryRecipe: RecipeView, CollisionBehaviorDelegate {
    public static let boundaryIdentifier = "bottomBoundary"
    public static let swellDuration = 1.0

    public private(set) var squares: [View] = []
    private var gravity: GravityBehavior!
    private var collision: CollisionBehavior!
    /// The squares that touched the line and are swelling away.
    private var touched = Set<ObjectIdentifier>()

    public override func build() {
        let first = addSquare(side: 50, center: Point(x: bounds.midX, y: bounds.minY), color: Self.red, name: "red")
        let second = addSquare(side: 50, center: Point(x: bounds.midX, y: bounds.minY + scale(60)), color: Self.green, name: "green")
        squares = [first, second]
        gravity = GravityBehavior(items: squares)
        collision = CollisionBehavior(items: squares)
        collision.addBoundary(withIdentifier: Self.boundaryIdentifier, from: Point(x: bounds.minX, y: lineY),
                              to: Point(x: bounds.maxX, y: lineY))
        collision.collisionDelegate = self
        dynamicAnimator.addBehavior(gravity)
        dynamicAnimator.addBehavior(collision)
    }

    /// At a new scale: the line again 100 phone points above the new bottom.
    public override func relayout(from old: PhoneScale) {
        collision.removeBoundary(withIdentifier: Self.boundaryIdentifier)
        collision.addBoundary(withIdentifier: Self.boundaryIdentifier, from: Point(x: bounds.minX, y: lineY),
                              to: Point(x: bounds.maxX, y: lineY))
    }

    /// The line as the collision behaviour has it.
    public var line: (from: Point, to: Point)? { collision.boundary(withIdentifier: Self.boundaryIdentifier) }

    /// The invisible line: 100 phone points above the bottom.
    public var lineY: Double { bounds.maxY - scale(100) }

    public override var caption: String { strings[.captionBoundary] }

    public override var help: [HelpLine] {
        [HelpLine(strings[.keyWatch], strings[.actionSwellAway], short: strings[.shortFade]),
         HelpLine(strings[.keyClick], strings[.actionStartAgain], short: strings[.shortRestart]),
         HelpLine(strings[.keySpaceEnter], strings[.actionTapStartsAgain], short: strings[.shortRestart])]
    }

    /// Nothing to move (a touch starts it again): Space or Enter tap, as a click does.
    public override var keyboardFinger: KeyboardFinger { .tapsContent(title: strings[.captionKeyAgain]) }

    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                                  withBoundaryIdentifier identifier: String?, at point: Point) {
        guard identifier == Self.boundaryIdentifier, let view = item as? View,
              touched.insert(ObjectIdentifier(view)).inserted, let animator = window?.animator else { return }
        animator.animate(withDuration: Self.swellDuration, animations: {
            view.backgroundColor = Self.red
            view.alpha = 0
            view.transform = AffineTransform(scale: 2)
        }, completion: { [weak self] _ in
            // The book removes it from the collision behaviour; gravity lets go too, or the
            // animator would run forever for a view that is gone.
            self?.collision.removeItem(view)
            self?.gravity.removeItem(view)
            view.removeFromSuperview()
        })
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        requestRestart?(event.timestamp)
    }
}
