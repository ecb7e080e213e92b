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

    /// Exactly three fields, none empty, read as `ControlSequenceParameters.numbers` reads
    /// them but without making their list (one for every report of a drag).
    private static func threeFields(_ bytes: ArraySlice<UInt8>) -> (Int, Int, Int)? {
        var fields = (0, 0, 0), count = 0
        let read = ControlSequenceParameters.forEachField(of: bytes) { field in
            guard let field, count < 3 else { return false }
            switch count {
            case 0: fields.0 = field
            case 1: fields.1 = field
            default: fields.2 = field
            }
            count += 1
            return true
        }
        return read && count == 3 ? fields : nil
    }
}
