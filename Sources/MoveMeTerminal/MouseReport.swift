/// A mouse report as the terminal encoded it, before it is interpreted and placed on the screen.
///
/// All three protocols carry the same button code (xterm's, with 32 already taken off for X10
/// and urxvt) and 1-based coordinates; only SGR can say which button was released.
struct MouseReport: Equatable, Sendable {
    var code: Int
    /// 1-based column.
    var x: Int
    /// 1-based row.
    var y: Int
    /// An SGR report ending in `m`.
    var isSGRRelease = false

    /// `ESC [ < code ; x ; y M` or `… m`: `parameterBytes` is everything between `[` and the
    /// final byte, starting with `<`. Nil unless it is exactly three decimal fields.
    static func sgr(parameterBytes: ArraySlice<UInt8>, final: UInt8) -> MouseReport? {
        guard parameterBytes.first == UInt8(ascii: "<"),
              let fields = threeFields(parameterBytes.dropFirst())
        else { return nil }
        return MouseReport(code: fields.0, x: fields.1, y: fields.2, isSGRRelease: final == UInt8(ascii: "m"))
    }

    /// `ESC [ code ; x ; y M` (urxvt, mode 1015): decimal, but the code still has 32 added.
    static func urxvt(parameterBytes: ArraySlice<UInt8>) -> MouseReport? {
        guard let fields = threeFields(parameterBytes), fields.0 >= 32 else { return nil }
        return MouseReport(code: fields.0 - 32, x: fields.1, y: fields.2)
    }

    /// `ESC [ M Cb Cx Cy` (X10 / normal encoding): three raw bytes, each with 32 added.
    static func x10(_ bytes: ArraySlice<UInt8>) -> MouseReport? {
        guard bytes.count == 3 else { return nil }
        let values = bytes.map { Int($0) - 32 }
        guard values[0] >= 0 else { return nil }
        return MouseReport(code: values[0], x: values[1], y: values[2])
    }

    /// Exactly three fields, none empty, each of digits up to
    /// `ControlSequenceParameters.largestNumber`: what `ControlSequenceParameters.numbers`
    /// accepts, read without making the list of fields (one for every report of a drag).
    private static func threeFields(_ bytes: ArraySlice<UInt8>) -> (Int, Int, Int)? {
        var finished = (0, 0), count = 0, current = 0, digits = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ";"):
                guard digits > 0 else { return nil }
                switch count {
                case 0: finished.0 = current
                case 1: finished.1 = current
                default: return nil
                }
                (count, current, digits) = (count + 1, 0, 0)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = current * 10 + Int(byte - UInt8(ascii: "0"))
                guard current <= ControlSequenceParameters.largestNumber else { return nil }
                digits += 1
            default:
                return nil
            }
        }
        return count == 2 && digits > 0 ? (finished.0, finished.1, current) : nil
    }
}
