import MoveMeCore
/// What an inspector asks of a scene: a snapshot of the model, and slow animations.
extension Scene {
    /// The window's model as plain data, with the touches in flight.
    public func snapshot() -> ModelSnapshot {
        ModelSnapshot(window: window, touch: dispatcher.activeTouch, touches: dispatcher.activeTouches)
    }

    /// How fast animations run: 1, or `Animator.slowAnimationsSpeed` with slow animations on.
    public var animationSpeed: Double { window.animator.speed }

    /// Sets the speed of animations from `time` on (the Simulator's Slow Animations sets 0.1).
    /// What is shown goes on from where it is; touches keep to real time. Physics follows the
    /// same clock.
    public func setAnimationSpeed(_ speed: Double, at time: Double) {
        advance(to: time)
        window.animator.speed = speed
    }
}
