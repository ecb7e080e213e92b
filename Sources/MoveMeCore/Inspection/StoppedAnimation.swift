/// An animation of one property that stopped lately: ran to its end (`finished`), or was
/// replaced or removed before it (not finished), as a did-stop callback is told. The view's type
/// name, not the view: the animator's history of them must not keep views alive.
public struct StoppedAnimation: Equatable, Sendable {
    public var viewTypeName: String
    public var key: String?
    public var property: AnimatableProperty
    public var finished: Bool
    /// Real time when it stopped.
    public var time: Double

    public init(viewTypeName: String, key: String?, property: AnimatableProperty, finished: Bool, time: Double) {
        self.viewTypeName = viewTypeName
        self.key = key
        self.property = property
        self.finished = finished
        self.time = time
    }
}
