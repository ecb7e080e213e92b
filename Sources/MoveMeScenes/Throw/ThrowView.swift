import MoveMeCore
import MoveMeDynamics
import MoveMeStrings

/// The throw scene: MoveMe's view, with its placard, the pulse, the drag and the greetings,
/// where letting go throws the placard with the drag's velocity over its last ~100 ms. It flies,
/// bounces off the terminal's edges and slows; a snap brings it home, upright and at scale 1
/// (`ThrowBehavior`). As with the original bounce, the view takes no touches until the placard
/// rests at home; then a double click on the background shows the next greeting again.
public final class ThrowView: MoveMeView, DynamicsContent, DynamicAnimatorDelegate {
    /// The fastest throw, in screen sizes (the longer side) per second: as any pointer drag's.
    public static let maximumSpeed = PointerDrag.maximumThrowSpeed

    /// The animator whose reference view this is; the placard is its only item, during a throw.
    public private(set) lazy var dynamicAnimator: DynamicAnimator = {
        let animator = DynamicAnimator(referenceView: self, time: startTime)
        animator.delegate = self
        return animator
    }()
    public var requestRestart: ((Double) -> Void)?
    /// The throw under way, from the release until the placard rests at home.
    public private(set) var flight: ThrowBehavior?
    /// The drag's recent positions, for the velocity of the throw.
    private var drag = VelocityEstimator()
    /// Where the touch hit the placard, from its centre in its own points: the pulse brings
    /// the centre under the pointer, but a throw is given where the placard was taken, and off
    /// the centre it turns the placard.
    private var grip = Point.zero
    private let startTime: Double

    public init(frame: Rect, time: Double) {
        startTime = time
        super.init(frame: frame)
    }

    public func build() {}

    public var caption: String {
        strings[.captionThrow]
    }

    public var keys: [(key: Character, meaning: String)] { [] }

    public var help: [HelpLine] {
        [HelpLine(strings[.keyDrag], strings[.actionMovePlacard], short: strings[.shortMove]),
         HelpLine(strings[.keyLetGo], strings[.actionFlies], short: strings[.shortFlies]),
         HelpLine(strings[.keyDoubleClick], strings[.actionNextGreeting], short: strings[.shortNext])]
            + HelpLine.placardKeys(strings)
    }

    public func handleKey(_ key: Character, at time: Double) -> Bool { false }

    /// Nothing to choose: the greetings start from the first again.
    public func keepChoices(of previous: any DynamicsContent) {}

    // MARK: Touches

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        // Read before the pulse changes the placard's model scale.
        let shown = placardView.presentation
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, touch === heldTouch else { return }
        grip = (touch.location(in: self) - shown.center) * (1 / Self.scale(of: shown.transform))
        drag.reset()
        drag.add(touch.location(in: self), at: touch.timestamp)
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first, touch === heldTouch else { return }
        drag.add(touch.location(in: self), at: touch.timestamp)
    }

    /// Instead of the bounce: no touches until the placard rests, and the throw.
    public override func placardWasReleased(_ touch: Touch) {
        isUserInteractionEnabled = false
        drag.add(touch.location(in: self), at: touch.timestamp)
        throwPlacard(velocity: drag.velocity(at: touch.timestamp))
    }

    /// The placard flies from where it is shown, at the scale it is shown at: the pulse stops
    /// there, and the physics takes over.
    private func throwPlacard(velocity: Point) {
        let shown = placardView.presentation
        window?.animator.removeAllAnimations(of: placardView)
        placardView.center = shown.center
        let scale = Self.scale(of: shown.transform)
        placardView.transform = AffineTransform(scale: scale)
        let thrown = PointerDrag.throwVelocity(velocity, in: bounds)
        let spin = ThrowBehavior.spin(throwing: thrown, heldAt: grip * scale, size: placardView.bounds.size)
        let flight = ThrowBehavior(item: placardView, velocity: thrown, spin: spin, home: middle, scale: scale)
        // Checked after every step: home as good as reached is home.
        flight.action = { [weak self, weak flight] in
            if let self, let flight, flight.hasArrived { self.land(flight) }
        }
        self.flight = flight
        updateEdges()
        dynamicAnimator.addBehavior(flight)
    }

    /// The uniform scale a transform shows (upright or turned); 1 when it shows none.
    private static func scale(of transform: AffineTransform) -> Double {
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        return scale > 0 && scale.isFinite ? scale : 1
    }

    /// The terminal's edges are walls only while the placard fits between them: wedged in a
    /// screen smaller than itself it would never rest.
    private func updateEdges() {
        let size = placardView.bounds.size
        flight?.collision.translatesReferenceBoundsIntoBoundary = size.width <= bounds.width && size.height <= bounds.height
    }

    /// At rest (the engine let the placard sleep before it counted as arrived): home.
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        // Suspended (the application is not active) is no rest: it lands after the resume.
        guard !animator.isSuspended, let flight, flight.isHoming else { return }
        land(flight)
    }

    /// Home: the placard is MoveMe's again, exactly in the middle, upright at scale 1, and
    /// touches come back. With nothing left to simulate, the animator pauses after its next step.
    private func land(_ flight: ThrowBehavior) {
        self.flight = nil
        dynamicAnimator.removeBehavior(flight)
        placardView.center = middle
        placardView.transform = .identity
        isUserInteractionEnabled = true
    }

    // MARK: Layout

    /// During a flight the placard stays the physics': it is kept inside the new edges (the
    /// walls follow them) and comes home to the new middle. Otherwise as MoveMe's view.
    public override func layoutSubviews() {
        guard let flight else { return super.layoutSubviews() }
        placardView.widthLimit = PlacardView.widthLimit(forScreenWidth: bounds.width)
        placardView.center = placardView.center.clamped(to: bounds)
        // (Its size too: a long greeting's placard narrows with the screen.)
        dynamicAnimator.updateItem(usingCurrentState: placardView, scalingVelocityBy: 1)
        flight.home = middle
        updateEdges()
    }
}
