/// One line of the life-cycle log: a call the application made to its delegate, and when.
public struct LifeCycleLogEntry: Equatable, Sendable {
    /// Real time, as the front end passed it in.
    public var time: Double
    /// The call.
    public var call: LifeCycleCall
    /// For `.open`: the URL, and whether the delegate handled it.
    public var url: String?
    /// For `.open`: whether the delegate handled the URL.
    public var handled: Bool?

    /// An entry from its values.
    public init(time: Double, call: LifeCycleCall, url: String? = nil, handled: Bool? = nil) {
        self.time = time
        self.call = call
        self.url = url
        self.handled = handled
    }
}
