import MoveMeCore

/// The chapter's recipes are laid out for a 320 × 480 point phone. On a terminal they are scaled
/// by s = min(width/320, height/480), sizes, distances and gravity alike, so each looks and takes
/// as long as on the phone: a fall across the whole height takes about 0.98 s anywhere. Gravity
/// is scaled by the animator (`DynamicAnimator.scale`), so its magnitude stays UIKit's.
public struct PhoneScale: Hashable, Sendable {
    public static let phone = Size(width: 320, height: 480)

    public let factor: Double

    public init(screen: Size) {
        factor = max(0, min(screen.width / Self.phone.width, screen.height / Self.phone.height))
    }

    /// A length of the phone's, on this screen.
    public func callAsFunction(_ points: Double) -> Double { points * factor }
}
