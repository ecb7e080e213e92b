import MoveMeDynamics
import MoveMeKit

/// A square in the middle of the screen. A pan recognizer drags it; let go, it flies on at the
/// finger's speed and bounces off the screen's edges, and half a second later a snap behaviour
/// brings it home. The physics runs while a display link gives it each frame's time, paused
/// whenever the animator rests: the model reads no clock, and nothing is drawn while nothing
/// moves.
final class FlingViewController: ViewController, DynamicAnimatorDelegate {
    let square = Label(frame: Rect(x: 0, y: 0, width: 14, height: 6), text: "drag me")
    private let runLoop: RunLoop
    private var animator: DynamicAnimator!
    private var displayLink: DisplayLink!
    private var snapTimer: Timer?
    /// Bringing the square home, once the throw has had its half second.
    private var snap: SnapBehavior?
    /// Where the square was when the drag began.
    private var start = Point.zero

    init(runLoop: RunLoop) {
        self.runLoop = runLoop
        super.init()
    }

    override func loadView() {
        view = View()
        view.backgroundColor = Color(white: 0.15)
        square.backgroundColor = Color(red: 1, green: 0.6, blue: 0.1)
        square.isUserInteractionEnabled = true
        square.addGestureRecognizer(PanGestureRecognizer(target: self, action: Action("pan:", FlingViewController.pan)))
        view.addSubview(square)
    }

    override func viewDidLoad() {
        animator = DynamicAnimator(referenceView: view, time: runLoop.currentTime)
        animator.delegate = self
        displayLink = DisplayLink(target: self, action: Action("step:", FlingViewController.step))
        displayLink.isPaused = true
        displayLink.add(to: runLoop)
    }

    /// Home is the middle of the screen, wherever the terminal's size puts it.
    override func viewDidLayoutSubviews() {
        if animator.behaviors.isEmpty { square.center = view.bounds.center }
    }

    func pan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            snapTimer?.invalidate()
            snap = nil
            animator.removeAllBehaviors()
            start = square.center
        case .changed:
            square.center = start + pan.translation(in: view)
        case .ended, .cancelled:
            throwSquare(at: pan.velocity(in: view))
        default:
            break
        }
    }

    private func throwSquare(at velocity: Point) {
        let flight = DynamicItemBehavior(items: [square])
        flight.addLinearVelocity(velocity, for: square)
        flight.allowsRotation = false
        flight.elasticity = 0.7
        flight.resistance = 1
        let edges = CollisionBehavior(items: [square])
        edges.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(flight)
        animator.addBehavior(edges)
        snapTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false, in: runLoop) { [unowned self] _ in
            animator.removeBehavior(flight)
            snap = SnapBehavior(item: square, snapTo: view.bounds.center)
            animator.addBehavior(snap!)
        }
    }

    func step(_ link: DisplayLink) {
        animator.advance(to: link.timestamp)
    }

    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { displayLink.isPaused = false }

    /// At rest after the snap: home exactly (the simulation stops within a fraction of a
    /// point of it, which could put the text a row off), with nothing left to simulate.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        displayLink.isPaused = true
        guard let snap else { return }
        square.center = snap.snapPoint
        animator.removeAllBehaviors()
        self.snap = nil
    }
}
