/// Steele, Lea and Flood's SplitMix64: a tiny seeded generator, the same numbers for the same
/// seed on every run and machine (no system randomness): the frame statistics' sampling, and
/// the tests' random histories, whose failures can then be replayed. A
/// `RandomNumberGenerator`, so the standard library's `random(using:)` can draw from it too.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose numbers follow from `seed` alone.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<bound.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `range`, which must not be empty.
    public mutating func inRange(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// A number in `range`, from 53 random bits.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    /// True about once in `n` draws.
    public mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    /// A random byte.
    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    /// One of `choices`, which must not be empty.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
