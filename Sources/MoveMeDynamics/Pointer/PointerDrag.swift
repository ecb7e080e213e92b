import MoveMeCore

/// An item hanging from the pointer, as a finger drags a view in UIKit Dynamics: an attachment
/// from the grabbed spot to the pointer, whose anchor follows the pointer (kept inside the
/// reference view, so the item is never pulled through a wall). On release the item is thrown
/// with the pointer's velocity over its last ~100 ms.
public final class PointerDrag {
    /// The fastest throw, in screen sizes (the reference view's longer side) per second: a burst
    /// of reports with nearly equal times must not send an item round the screen for a second
    /// on end, nor faster than the engine's sub-steps keep it from passing through walls.
    public static let maximumThrowSpeed = 8.0

    /// A throw's velocity, no faster than `maximumThrowSpeed` in `bounds`, in its own direction.
    public static func throwVelocity(_ velocity: Point, in bounds: Rect) -> Point {
        let limit = maximumThrowSpeed * max(bounds.width, bounds.height)
        let speed = velocity.length
        return speed > limit ? velocity * (limit / speed) : velocity
    }

    /// The item dragged.
    public let item: DynamicItem
    /// The attachment from the grabbed spot to the pointer, added to the animator while dragging.
    public let attachment: AttachmentBehavior
    private unowned let referenceView: View
    private let animator: DynamicAnimator
    private var velocity = VelocityEstimator()

    /// Hangs `item` from the pointer at the spot `touch` grabbed, with an attachment added to
    /// `animator`.
    public init(item: View, touch: Touch, in referenceView: View, animator: DynamicAnimator) {
        self.item = item
        self.referenceView = referenceView
        self.animator = animator
        // The grabbed spot, in the item's own axes from its centre.
        let spot = touch.location(in: item) - item.bounds.center
        attachment = AttachmentBehavior(item: item, offsetFromCenter: spot, attachedToAnchor: touch.location(in: referenceView).clamped(to: referenceView.bounds))
        animator.addBehavior(attachment)
        velocity.add(touch.location(in: referenceView), at: touch.timestamp)
    }

    /// The pointer moved: the anchor follows it, kept inside the reference view.
    public func move(to touch: Touch) {
        let point = touch.location(in: referenceView)
        velocity.add(point, at: touch.timestamp)
        attachment.anchorPoint = point.clamped(to: referenceView.bounds)
    }

    /// Lets go: the item flies on with the pointer's velocity, up to the cap (`properties` must
    /// hold the item).
    ///
    /// - Parameters:
    ///   - touch: The touch that lifted: its last position and time count in the throw.
    ///   - properties: The item behaviour that holds the item, whose velocity the throw sets.
    public func release(at touch: Touch, throwingWith properties: DynamicItemBehavior) {
        velocity.add(touch.location(in: referenceView), at: touch.timestamp)
        animator.removeBehavior(attachment)
        let thrown = Self.throwVelocity(velocity.velocity(at: touch.timestamp), in: referenceView.bounds)
        properties.addLinearVelocity(thrown - properties.linearVelocity(for: item), for: item)
    }

    /// The touch was taken away: the item is let go where it is, with the velocity it has.
    public func cancel() {
        animator.removeBehavior(attachment)
    }
}
