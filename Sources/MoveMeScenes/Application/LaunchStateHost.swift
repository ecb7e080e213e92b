/// What the program's delegate (`MoveMeAppDelegate`) applies a URL's state to while the program
/// runs: the front end, which makes the scenes and owns what is around them (slow animations,
/// the inspector).
public protocol LaunchStateHost: AnyObject {
    /// Shows what `state` asks for, at the call's time: the scene first (from its start, or
    /// started again if it is the one showing), then the greeting, the speed and the inspector.
    func apply(_ state: LaunchState, at time: Double)
}
