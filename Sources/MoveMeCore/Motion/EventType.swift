/// What an event carries, as UIEvent.EventType: touches, or a motion of the device.
public enum EventType: Sendable {
    /// Touches of the screen; or a motion of the device (a shake).
    case touches, motion
}

/// Which motion, as UIEvent.EventSubtype: the shake is the only one (`none` for touches).
public enum EventSubtype: Sendable {
    /// No motion (a touch event); or a shake.
    case none, motionShake
}
