/// What made a touch. UIKit's `UITouch.TouchType` tells a finger from a pencil or a pointer;
/// here a touch comes from the mouse or is emulated with keys, and the two must not steer
/// each other's touch (a mouse drag never moves a touch that arrows hold, and the reverse).
public enum TouchSource: Equatable, Sendable {
    /// The mouse pointer with its button down.
    case mouse
    /// Keys standing in for a finger: see `TouchDispatcher.keyboardPress(on:time:)`.
    case keyboard
}
