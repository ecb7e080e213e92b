/// What an event carries, as UIEvent.EventType: touches, or a motion of the device.
public enum EventType: Sendable {
    case touches, motion
}

/// Which motion, as UIEvent.EventSubtype: the shake is the only one (`none` for touches).
public enum EventSubtype: Sendable {
    case none, motionShake
}
