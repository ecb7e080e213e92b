/// Steele, Lea and Flood's SplitMix64: a tiny seeded generator, the same numbers for the same
/// seed on every run and machine (no system randomness): the frame statistics' sampling, and
/// the tests' random histories, whose failures can then be replayed. A
/// `RandomNumberGenerator`, so the standard library's `random(using:)` can draw from it too.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<bound.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    public mutating func inRange(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    public mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
