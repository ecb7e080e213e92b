/// Builds one Unicode scalar from UTF-8 bytes that may arrive in separate reads.
///
/// Strict (RFC 3629): overlong forms, surrogates and values past U+10FFFF are rejected at the
/// first byte that proves them wrong, so a broken sequence never swallows a valid byte after it.
struct UTF8ScalarAssembler: Equatable, Sendable {
    enum Step: Equatable {
        /// More continuation bytes are needed.
        case needMore
        /// A whole scalar.
        case scalar(Unicode.Scalar)
        /// The bytes so far are not UTF-8; the byte just offered was not used and must be
        /// decoded again from the start.
        case invalidRetry
    }

    private var value: UInt32 = 0
    private var remaining = 0
    /// The range allowed for the next continuation byte; narrower than 80–BF only for the
    /// byte after E0, ED, F0 and F4.
    private var nextLow: UInt8 = 0x80
    private var nextHigh: UInt8 = 0xBF

    /// Starts a scalar with a lead byte; nil when `byte` cannot begin one.
    init?(lead byte: UInt8) {
        switch byte {
        case 0xC2...0xDF: value = UInt32(byte & 0x1F); remaining = 1
        case 0xE0: value = 0; remaining = 2; nextLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: value = UInt32(byte & 0x0F); remaining = 2
        case 0xED: value = 0xD; remaining = 2; nextHigh = 0x9F  // no surrogates
        case 0xF0: value = 0; remaining = 3; nextLow = 0x90
        case 0xF1...0xF3: value = UInt32(byte & 0x07); remaining = 3
        case 0xF4: value = 4; remaining = 3; nextHigh = 0x8F  // nothing past U+10FFFF
        default: return nil
        }
    }

    mutating func feed(_ byte: UInt8) -> Step {
        guard (nextLow...nextHigh).contains(byte) else { return .invalidRetry }
        value = value << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        nextLow = 0x80
        nextHigh = 0xBF
        guard remaining == 0 else { return .needMore }
        // The lead-byte ranges above make every completed value a valid scalar.
        return Unicode.Scalar(value).map(Step.scalar) ?? .invalidRetry
    }
}
