import MoveMeScenes
import MoveMeDynamics

extension Scene {
    /// The physics as plain data for the inspector, in a scene that has physics.
    var dynamicsSnapshot: DynamicsSnapshot? {
        (self as? DynamicsScene)?.dynamicsSnapshot()
    }

    /// The collision recipe's mode (`m`), in the collision scene; nil in every other.
    var collisionModeName: String? {
        ((self as? DynamicsScene)?.contentView as? CollisionRecipe)?.modeName
    }

    /// Sets the collision recipe's mode by name (a saved preference); nothing in another scene.
    func setCollisionMode(named name: String) {
        ((self as? DynamicsScene)?.contentView as? CollisionRecipe)?.setMode(named: name)
    }
}
