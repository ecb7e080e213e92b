/// Which parts of a view follow its superview's size changes, as UIView.AutoresizingMask.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The change `delta` of a superview's length shared evenly among the flexible parts of one
    /// axis: (leading margin, length, trailing margin).
    static func share(_ delta: Double, leading: Bool, length: Bool, trailing: Bool) -> (Double, Double, Double) {
        let parts = [leading, length, trailing].filter { $0 }.count
        guard parts > 0 else { return (0, 0, 0) }
        let each = delta / Double(parts)
        return (leading ? each : 0, length ? each : 0, trailing ? each : 0)
    }
}
