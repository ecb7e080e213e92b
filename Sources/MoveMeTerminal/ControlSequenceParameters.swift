/// The numeric parameters of a CSI or SS3 sequence: decimal fields separated by ';'.
enum ControlSequenceParameters {
    /// Nothing a terminal sends in input needs more; larger numbers mean a corrupt sequence.
    static let largestNumber = 9999

    /// The fields of `bytes`, an empty field as nil (`"1;;3"` is `[1, nil, 3]`, `""` is `[]`).
    /// Nil when any field holds something other than digits or a number above `largestNumber`.
    static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int?]? {
        var fields: [Int?] = []
        return forEachField(of: bytes) { fields.append($0); return true } ? fields : nil
    }

    /// Gives each field of `bytes` to `body` in turn, as `numbers` lists them, without making
    /// the list (a mouse report's three fields are read this way, one report a drag step).
    /// False, at once, when a field holds something other than digits or a number above
    /// `largestNumber`, or when `body` returns false.
    static func forEachField(of bytes: ArraySlice<UInt8>, _ body: (Int?) -> Bool) -> Bool {
        guard !bytes.isEmpty else { return true }
        var current: Int? = nil
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ";"):
                guard body(current) else { return false }
                current = nil
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Checked before multiplying, so any number of digits cannot overflow.
                let next = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                guard next <= largestNumber else { return false }
                current = next
            default:
                return false
            }
        }
        return body(current)
    }

    /// Whether `byte` is a parameter byte (digits, ';', ':', and the private markers `< = > ?`).
    static func isParameterByte(_ byte: UInt8) -> Bool { (0x30...0x3F).contains(byte) }

    /// Whether `byte` is an intermediate byte (space to '/').
    static func isIntermediateByte(_ byte: UInt8) -> Bool { (0x20...0x2F).contains(byte) }

    /// Whether `byte` ends a CSI or SS3 sequence.
    static func isFinalByte(_ byte: UInt8) -> Bool { (0x40...0x7E).contains(byte) }
}
