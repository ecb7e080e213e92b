/// Choices read from a fuzzer's bytes, as LLVM's FuzzedDataProvider reads them: each call takes
/// the next byte or two, and past the end every choice is the first one (zero), so any input,
/// the empty one included, is a complete history. A mutation that changes one byte changes one
/// choice, which is what lets coverage guide the fuzzer through a scene's states.
public struct FuzzedDataProvider {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool { offset >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `0..<count` (one byte; two when `count` is over 256).
    public mutating func below(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        let value = count > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return value % count
    }

    public mutating func inRange(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A value in `range` in 256 steps, both ends included.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(byte()) / 255
    }

    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }

    /// Up to `count` of the next bytes.
    public mutating func bytes(upTo count: Int) -> ArraySlice<UInt8> {
        let end = min(bytes.count, offset + max(0, count))
        defer { offset = max(offset, end) }
        return bytes[min(offset, end)..<end]
    }

    /// All the bytes not read yet.
    public mutating func remainingBytes() -> ArraySlice<UInt8> {
        bytes(upTo: bytes.count)
    }
}
