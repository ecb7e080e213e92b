import MoveMeCore
import MoveMeStrings
import MoveMeRendering
/// What the program's delegate (`MoveMeAppDelegate`) applies a launch state to: the front
/// end, which makes the scenes and owns what is around them (slow animations, the inspector).
/// Each is called only for what the state asks, in this order, at the call's time.
public protocol LaunchStateHost: AnyObject {
    /// One of `LaunchState.sceneNames`, from its start.
    func showScene(named name: String, at time: Double)
    /// The greeting numbered from 0 (the host takes it modulo its list's length).
    func showGreeting(at index: Int, at time: Double)
    func setSlowAnimations(_ slow: Bool, at time: Double)
    func setInspectorShown(_ shown: Bool, at time: Double)
}
