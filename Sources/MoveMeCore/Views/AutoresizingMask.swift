/// Which parts of a view follow its superview's size changes, as UIView.AutoresizingMask.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// The options whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The space on the left follows the superview's width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width follows the superview's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space on the right follows the superview's width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space above follows the superview's height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height follows the superview's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space below follows the superview's height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The change `delta` of a superview's length shared among the flexible parts of one axis
    /// (nil: fixed) in proportion to their lengths, as UIKit does: a wide margin grows more than
    /// a narrow one. Parts outside the superview count as zero; when every flexible part is
    /// zero the change is shared evenly. The trailing margin takes what is left.
    static func share(_ delta: Double, leading: Double?, length: Double?, trailing: Double?)
        -> (leading: Double, length: Double) {
        let parts = [leading, length, trailing].compactMap { $0 }
        guard !parts.isEmpty, delta.isFinite else { return (0, 0) }
        let weights = parts.map { $0.isFinite ? max(0, $0) : 0 }
        let total = weights.reduce(0, +)
        func portion(_ part: Double?) -> Double {
            guard let part else { return 0 }
            let weight = part.isFinite ? max(0, part) : 0
            return total > 0 ? delta * weight / total : delta / Double(parts.count)
        }
        return (portion(leading), portion(length))
    }
}
