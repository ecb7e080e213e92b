/// What happens to a control that its targets can be told of, as UIControl.Event (UIKit's
/// Objective-C `UIControlEvents`), with UIKit's raw values. Named as in Objective-C: a
/// `Control.Event` would hide the model's `Event` (UIEvent) in every control's touch methods.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    /// The bits, UIKit's.
    public let rawValue: UInt

    /// Events from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// A finger touched down in the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A finger touched down again in a run of taps (its `tapCount` is more than 1), sent with
    /// `touchDown`.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The finger moved inside the control's bounds.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The finger moved outside the control's bounds.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The finger, having left the bounds, came back inside them.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The finger left the bounds.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// The finger lifted inside the bounds: a button's press.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The finger lifted outside the bounds.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The touch was taken away (a gesture recognizer recognized, the application resigned
    /// active, the control left its window).
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed (a switch, a slider): sent by the control itself.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)

    /// Every touch event.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0FFF)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)
}
