import MoveMeCore

/// A behaviour's settings in a few words, for an inspector: what UIKit's properties are set to,
/// under UIKit's names, the numbers with the decimal separator given (a language's).
extension DynamicBehavior {
    func inspectorSettings(decimalSeparator separator: Character) -> String {
        func number(_ value: Double, _ places: Int) -> String { value.decimalText(places: places, separator: separator) }
        func text(_ point: Point) -> String {
            "(" + number(point.x, 1) + (separator == "," ? "; " : ", ") + number(point.y, 1) + ")"
        }
        func directed(_ behavior: DirectedBehavior) -> String {
            "magnitude \(number(behavior.magnitude, 2)) angle \(number(behavior.angle * 180 / .pi, 0))°"
        }
        switch self {
        case let gravity as GravityBehavior:
            // UIKit's magnitude, as the recipe set it; the terminal's scale beside it, apart.
            let scale = gravity.dynamicAnimator?.scale ?? 1
            return directed(gravity) + (scale == 1 ? "" : " · scale ×\(number(scale, 2))")
        case let push as PushBehavior:
            return "\(push.mode == .continuous ? "continuous" : "instantaneous")\(push.active ? "" : " (inactive)") "
                + directed(push)
        case let collision as CollisionBehavior:
            var walls = collision.boundaryIdentifiers
            if collision.translatesReferenceBoundsIntoBoundary { walls.insert(DynamicsSnapshot.referenceBoundsName, at: 0) }
            return "mode \(Self.name(of: collision.collisionMode))"
                + (walls.isEmpty ? "" : ", " + walls.joined(separator: ", "))
        case let snap as SnapBehavior:
            return "to \(text(snap.snapPoint)) damping \(number(snap.damping, 2))"
        case let attachment as AttachmentBehavior:
            let kind = attachment.attachedBehaviorType == .anchor ? "anchor \(text(attachment.anchorPoint))" : "items"
            return "\(kind) length \(number(attachment.length, 1))"
                + (attachment.frequency > 0 ? " spring \(number(attachment.frequency, 1)) Hz" : "")
        case let properties as DynamicItemBehavior:
            return "elasticity \(number(properties.elasticity, 2)) friction \(number(properties.friction, 2))"
                + " resistance \(number(properties.resistance, 2))"
        default:
            return ""
        }
    }

    private static func name(of mode: CollisionMode) -> String {
        switch mode {
        case .everything: "everything"
        case .items: "items"
        case .boundaries: "boundaries"
        default: "none"
        }
    }
}
