/// Options of a view animation, as UIView.AnimationOptions.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// The options whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Start from what is shown now instead of the old model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 0)
    /// Play forth and back.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 1)
    /// Repeat forever (a finite, even fractional, count is the `repeatCount` argument).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 2)
    /// In a nested block, keep this block's own duration and delay instead of the outer one's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 3)
    /// In a nested block, keep this block's own curve instead of the outer one's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 4)
    /// In a nested block, keep this block's own repeat, autoreverse and begin-from-current-state
    /// instead of taking the outer one's.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 5)
}
