internal import CChipmunk

/// Accelerates its items alike, whatever their mass, as UIGravityBehavior. Magnitude 1 is
/// "UIKit gravity", 1000 points/s² (of UIKit's points: times the animator's `scale` in the
/// reference view's); only this behaviour's own items feel it.
public final class GravityBehavior: ItemListBehavior, DirectedBehavior {
    /// Points/s² of a magnitude of 1.
    public static let acceleration = 1000.0

    /// Down, magnitude 1, by default.
    public var gravityDirection = Vector(dx: 0, dy: 1) {
        didSet { setNeedsSync() }
    }

    public var direction: Vector {
        get { gravityDirection }
        set { gravityDirection = newValue }
    }

    /// The acceleration in points/s², finite and bounded so no body runs away.
    var acceleration: Vector {
        guard gravityDirection.isFinite else { return .zero }
        let limit = 1e3
        return Vector(dx: gravityDirection.dx.sane(-limit...limit, or: 0),
                      dy: gravityDirection.dy.sane(-limit...limit, or: 0)) * Self.acceleration
    }

    override func applyParameters(in world: PhysicsWorld) {
        let scale = (dynamicAnimator?.scale ?? 1).sane(0...1e3, or: 1)
        let g = acceleration * scale
        for item in items {
            guard let body = world.body(for: item) else { continue }
            body.parameters.pointee.gravity.x += g.dx
            body.parameters.pointee.gravity.y += g.dy
        }
    }
}
