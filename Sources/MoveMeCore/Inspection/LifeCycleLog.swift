/// The last life-cycle calls an application made, with their times, for an inspector beside
/// the touch log: "0.000 applicationDidFinishLaunching", "4.250 applicationWillResignActive".
/// Once full it writes over the oldest, as the touch log does.
public struct LifeCycleLog: Sendable {
    public static let standardCapacity = 8

    public private(set) var entries: RingBuffer<LifeCycleLogEntry>

    public init(capacity: Int = standardCapacity) {
        entries = RingBuffer(capacity: capacity)
    }

    mutating func append(_ entry: LifeCycleLogEntry) {
        entries.append(entry)
    }

    /// The calls, oldest first.
    public var calls: [LifeCycleCall] { entries.elements.map(\.call) }
}
