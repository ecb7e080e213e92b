extension Control {
    /// What a control is now, as UIControl.State: made from its flags (`isHighlighted`,
    /// `isEnabled`, `isSelected`), so it may be several at once (disabled and selected); normal
    /// is none of them. A button keeps a title for each (`Button.setTitle(_:for:)`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits, UIKit's.
        public let rawValue: UInt

        /// A state from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, neither highlighted nor selected: no bit.
        public static let normal: State = []
        /// A finger is down on it, inside its bounds.
        public static let highlighted = State(rawValue: 1 << 0)
        /// It is not enabled: it ignores touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// It is selected (a toggle that is on).
        public static let selected = State(rawValue: 1 << 2)
    }
}
