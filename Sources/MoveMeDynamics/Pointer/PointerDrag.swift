import MoveMeCore

/// An item hanging from the pointer, as a finger drags a view in UIKit Dynamics: an attachment
/// from the grabbed spot to the pointer, whose anchor follows the pointer (kept inside the
/// reference view, so the item is never pulled through a wall). On release the item is thrown
/// with the pointer's velocity over its last ~100 ms.
public final class PointerDrag {
    public let item: DynamicItem
    public let attachment: AttachmentBehavior
    private unowned let referenceView: View
    private let animator: DynamicAnimator
    private var velocity = VelocityEstimator()

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

    public func move(to touch: Touch) {
        let point = touch.location(in: referenceView)
        velocity.add(point, at: touch.timestamp)
        attachment.anchorPoint = point.clamped(to: referenceView.bounds)
    }

    /// Lets go: the item flies on with the pointer's velocity (`properties` must hold the item).
    public func release(at touch: Touch, throwingWith properties: DynamicItemBehavior) {
        velocity.add(touch.location(in: referenceView), at: touch.timestamp)
        animator.removeBehavior(attachment)
        let thrown = velocity.velocity(at: touch.timestamp)
        properties.addLinearVelocity(thrown - properties.linearVelocity(for: item), for: item)
    }

    /// The touch was taken away: the item is let go where it is, with the velocity it has.
    public func cancel() {
        animator.removeBehavior(attachment)
    }
}
