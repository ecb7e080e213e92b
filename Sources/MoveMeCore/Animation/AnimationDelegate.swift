/// Told when a block of animations starts and when it stops, as the delegate UIView's
/// `beginAnimations(_:context:)` blocks take (`setAnimationWillStart` and
/// `setAnimationDidStop`), named by the block's identifier.
public protocol AnimationDelegate: AnyObject {
    /// The block's animations begin: at its begin time, after any delay.
    func animationWillStart(_ animationID: String?)
    /// They all stopped: `finished` is false if one was cut short (replaced or removed).
    func animationDidStop(_ animationID: String?, finished: Bool)
}

extension AnimationDelegate {
    public func animationWillStart(_ animationID: String?) {}
    public func animationDidStop(_ animationID: String?, finished: Bool) {}
}
