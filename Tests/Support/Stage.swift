import Foundation
import MoveMeCore
import MoveMeDynamics

/// A reference view in the phone's numbers (320 × 480 points) with an animator on a manual
/// clock: what most dynamics tests start from.
public final class Stage {
    public let window: Window
    public let reference: View
    public let animator: DynamicAnimator
    public private(set) var time = 0.0

    public init(width: Double = 320, height: Double = 480) {
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
        reference = View(frame: window.bounds)
        window.addSubview(reference)
        animator = DynamicAnimator(referenceView: reference)
    }

    /// A square item of a side, centred at a point.
    public func square(_ side: Double, at center: Point) -> View {
        let view = View(frame: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
        reference.addSubview(view)
        return view
    }

    /// Gravity, the reference bounds as walls and an item behaviour on these items: the set-up of
    /// most recipes. The collision and item behaviours, to adjust.
    @discardableResult
    public func dropInBox(_ items: [View], mode: CollisionMode = .everything) -> (collision: CollisionBehavior, properties: DynamicItemBehavior) {
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = mode
        let properties = DynamicItemBehavior(items: items)
        for behavior in [GravityBehavior(items: items), collision, properties] as [DynamicBehavior] {
            animator.addBehavior(behavior)
        }
        return (collision, properties)
    }

    /// Runs the clock forward by `seconds` in frames of `frame` seconds, calling `eachFrame`
    /// after each.
    public func run(_ seconds: Double, frame: Double = 1.0 / 60, eachFrame: () -> Void = {}) {
        let end = time + seconds
        while time < end - 1e-12 {
            time = min(end, time + frame)
            window.animator.advance(to: time)
            animator.advance(to: time)
            eachFrame()
        }
    }

    /// Runs until the animator pauses (or `limit` seconds pass); the time it took.
    @discardableResult
    public func runUntilPaused(limit: Double = 30) -> Double {
        let start = time
        while animator.isRunning, time - start < limit { run(1.0 / 60) }
        return time - start
    }
}

/// The box the engine moves for an item: its bounds (a scale is only shown) turned by its
/// angle, at its centre; the rectangle around it.
public func engineBox(of item: View) -> Rect {
    let angle = atan2(item.transform.b, item.transform.a)
    let (w, h) = (item.bounds.width, item.bounds.height)
    let size = Size(width: w * abs(cos(angle)) + h * abs(sin(angle)), height: w * abs(sin(angle)) + h * abs(cos(angle)))
    return Rect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height)
}

/// How far (points) an item may overlap a wall: the engine's sub-steps keep a flung item's
/// travel to a point between contact checks.
public let wallTolerance = 1.0

/// Whether an item's engine box is inside `bounds`, but for `tolerance`.
public func isInside(_ item: View, _ bounds: Rect, tolerance: Double = wallTolerance) -> Bool {
    let box = engineBox(of: item)
    return box.minX >= bounds.minX - tolerance && box.maxX <= bounds.maxX + tolerance
        && box.minY >= bounds.minY - tolerance && box.maxY <= bounds.maxY + tolerance
}
