/// An animation of one property that stopped lately: ran to its end (`finished`), or was
/// replaced or removed before it (not finished), as a did-stop callback is told. The view's type
/// name, not the view: the animator's history of them must not keep views alive.
public struct StoppedAnimation: Equatable, Sendable {
    /// The view's type name ("PlacardView").
    public var viewTypeName: String
    /// The key it was added under; a block animation's is its property's key path.
    public var key: String?
    /// The property it animated.
    public var property: AnimatableProperty
    /// Whether it ran to its end.
    public var finished: Bool
    /// Real time when it stopped.
    public var time: Double

    /// A record from its values.
    public init(viewTypeName: String, key: String?, property: AnimatableProperty, finished: Bool, time: Double) {
        self.viewTypeName = viewTypeName
        self.key = key
        self.property = property
        self.finished = finished
        self.time = time
    }
}
