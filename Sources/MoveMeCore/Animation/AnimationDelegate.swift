/// Told when a block of animations starts and when it stops, as the delegate UIView's
/// `beginAnimations(_:context:)` blocks take (`setAnimationWillStart` and
/// `setAnimationDidStop`), named by the block's identifier and given the block's context,
/// as `animationDidStop:finished:context:` is.
public protocol AnimationDelegate: AnyObject {
    /// The block's animations begin: at its begin time, after any start date and delay.
    func animationWillStart(_ animationID: String?, context: Any?)
    /// They all stopped: `finished` is false if one was cut short (replaced or removed).
    func animationDidStop(_ animationID: String?, finished: Bool, context: Any?)
}

extension AnimationDelegate {
    public func animationWillStart(_ animationID: String?, context: Any?) {}
    public func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {}
}
