/// The last life-cycle calls an application made, with their times, for an inspector beside
/// the touch log: "0.000 applicationDidFinishLaunching", "4.250 applicationWillResignActive".
/// Once full it writes over the oldest, as the touch log does.
public struct LifeCycleLog: Sendable {
    /// How many calls a log keeps unless told otherwise.
    public static let standardCapacity = 8

    /// The calls kept, oldest first.
    public private(set) var entries: RingBuffer<LifeCycleLogEntry>

    /// An empty log that keeps the last `capacity` calls.
    public init(capacity: Int = standardCapacity) {
        entries = RingBuffer(capacity: capacity)
    }

    mutating func append(_ entry: LifeCycleLogEntry) {
        entries.append(entry)
    }

    /// The calls, oldest first.
    public var calls: [LifeCycleCall] { entries.elements.map(\.call) }
}
