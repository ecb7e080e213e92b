/// Options of a view animation, as UIView.AnimationOptions.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Start from what is shown now instead of the old model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 0)
    /// Play forth and back.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 1)
    /// Repeat forever (a finite, even fractional, count is the `repeatCount` argument).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 2)
}
