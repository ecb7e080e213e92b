/// Which segment of a keyframe animation is playing: "segment 3 of 9".
public struct KeyframeSegment: Equatable, Sendable {
    /// 1 for the segment from the first value to the second.
    public var number: Int
    /// How many segments there are: one fewer than the values.
    public var count: Int

    /// Segment `number` of `count`.
    public init(number: Int, count: Int) {
        self.number = number
        self.count = count
    }
}
