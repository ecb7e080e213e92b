import MoveMeCore
import MoveMeDynamics

extension Scene {
    /// The physics as plain data for the inspector, in a scene that has physics.
    var dynamicsSnapshot: DynamicsSnapshot? {
        (self as? DynamicsScene)?.dynamicsSnapshot()
    }
}
