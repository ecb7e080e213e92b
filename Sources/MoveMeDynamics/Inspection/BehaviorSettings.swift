import MoveMeCore

/// A behaviour's settings in a few words, for an inspector: what UIKit's properties are set to.
extension DynamicBehavior {
    var inspectorSettings: String {
        switch self {
        case let gravity as GravityBehavior:
            // UIKit's magnitude, as the recipe set it; the terminal's scale beside it, apart.
            let scale = gravity.dynamicAnimator?.scale ?? 1
            return Self.directed(gravity) + (scale == 1 ? "" : " · scale ×\(scale.decimalText(places: 2))")
        case let push as PushBehavior:
            return "\(push.mode == .continuous ? "continuous" : "instantaneous")\(push.active ? "" : " (inactive)") "
                + Self.directed(push)
        case let collision as CollisionBehavior:
            var walls = collision.boundaryIdentifiers
            if collision.translatesReferenceBoundsIntoBoundary { walls.insert(DynamicsSnapshot.referenceBoundsName, at: 0) }
            return "mode \(Self.name(of: collision.collisionMode))"
                + (walls.isEmpty ? "" : ", " + walls.joined(separator: ", "))
        case let snap as SnapBehavior:
            return "to \(Self.text(snap.snapPoint)) damping \(snap.damping.decimalText(places: 2))"
        case let attachment as AttachmentBehavior:
            let kind = attachment.attachedBehaviorType == .anchor ? "anchor \(Self.text(attachment.anchorPoint))" : "items"
            return "\(kind) length \(attachment.length.decimalText(places: 1))"
                + (attachment.frequency > 0 ? " spring \(attachment.frequency.decimalText(places: 1)) Hz" : "")
        case let properties as DynamicItemBehavior:
            return "elasticity \(properties.elasticity.decimalText(places: 2)) friction \(properties.friction.decimalText(places: 2))"
                + " resistance \(properties.resistance.decimalText(places: 2))"
        default:
            return ""
        }
    }

    private static func directed(_ behavior: DirectedBehavior) -> String {
        "magnitude \(behavior.magnitude.decimalText(places: 2)) angle \((behavior.angle * 180 / .pi).decimalText(places: 0))°"
    }

    private static func name(of mode: CollisionMode) -> String {
        switch mode {
        case .everything: "everything"
        case .items: "items"
        case .boundaries: "boundaries"
        default: "none"
        }
    }

    private static func text(_ point: Point) -> String {
        "(\(point.x.decimalText(places: 1)), \(point.y.decimalText(places: 1)))"
    }
}
