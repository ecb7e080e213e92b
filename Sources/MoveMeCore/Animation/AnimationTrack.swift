/// How a keyframe animation spreads time over its segments, as CAKeyframeAnimation's
/// calculation modes.
public enum KeyframeCalculationMode: Sendable {
    /// Every segment gets an equal share of the time.
    case linear
    /// Time is proportional to the length of each segment.
    case paced
}

/// What one animation does to one property as its progress goes from 0 to 1.
public enum AnimationTrack: Sendable {
    /// From one value to another (CABasicAnimation).
    case basic(from: AnimatableValue, to: AnimatableValue)
    /// Through a list of values, a polyline's vertices for `center` (CAKeyframeAnimation).
    case keyframes([AnimatableValue], KeyframeCalculationMode)

    /// The property's value at `progress` (0...1, already eased): interpolated between the two
    /// values, or within the keyframe segment that `progress` falls in.
    public func value(at progress: Double) -> AnimatableValue {
        switch self {
        case let .basic(from, to):
            return from.interpolated(to: to, progress)
        case let .keyframes(values, _):
            guard let (segment, t) = keyframePosition(at: progress) else { return values.first ?? .scalar(0) }
            return values[segment].interpolated(to: values[segment + 1], t)
        }
    }

    /// For keyframes, where `progress` falls: the segment (0 for the one from the first value to
    /// the second) and how far along it, 0...1. Nil for a basic animation and for fewer than two
    /// values, which have no segments.
    public func keyframePosition(at progress: Double) -> (segment: Int, fraction: Double)? {
        guard case let .keyframes(values, mode) = self, values.count > 1 else { return nil }
        // Linear key times are worked out as `keyTimes` makes them, without the array: the
        // bounce home asks this every frame it runs.
        let segments = values.count - 1
        let paced = mode == .paced ? Self.keyTimes(values, mode) : nil
        func time(_ index: Int) -> Double { paced?[index] ?? Double(index) / Double(segments) }
        let p = progress.clamped(to: 0...1)
        var segment = 0
        while segment < values.count - 2 && p > time(segment + 1) { segment += 1 }
        let span = time(segment + 1) - time(segment)
        let t = span > 0 ? (p - time(segment)) / span : 1
        return (segment, t.clamped(to: 0...1))
    }

    /// The fraction of the duration at which each value is reached.
    static func keyTimes(_ values: [AnimatableValue], _ mode: KeyframeCalculationMode) -> [Double] {
        let segments = values.count - 1
        switch mode {
        case .linear:
            return (0...segments).map { Double($0) / Double(segments) }
        case .paced:
            let lengths = (0..<segments).map { values[$0].distance(to: values[$0 + 1]) }
            let total = lengths.reduce(0, +)
            guard total > 0 else { return keyTimes(values, .linear) }
            var times = [0.0]
            for length in lengths { times.append(times.last! + length / total) }
            times[segments] = 1
            return times
        }
    }
}
