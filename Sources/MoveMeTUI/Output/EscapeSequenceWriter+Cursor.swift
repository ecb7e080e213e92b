/// Moving the cursor by the shortest sequence that gets it there, from where it is when that
/// is known.
extension EscapeSequenceWriter {
    /// A way to move the cursor: the sequence and its length, so the shortest is chosen
    /// before anything is written (this runs for every move of every frame: no strings).
    private enum Move {
        case absolute(row: Int, column: Int)  // ESC [ row ; column H
        case csi(Int, UInt8)                  // ESC [ n X: to a row (H, d), a column (G), or by n
        case step(UInt8)                      // ESC [ X: by one
        case carriageReturn

        var length: Int {
            switch self {
            case let .absolute(row, column): 4 + ReservedBytes.digits(row) + ReservedBytes.digits(column)
            case let .csi(n, _): 3 + ReservedBytes.digits(n)
            case .step: 3
            case .carriageReturn: 1
            }
        }
    }

    mutating func move(toRow row: Int, column: Int, into bytes: inout ReservedBytes) {
        if let cursor, cursor.row == row, cursor.column == column { return }
        var best = Move.absolute(row: row + 1, column: column + 1)
        // Of two as short, the one considered first.
        func consider(_ candidate: Move) { if candidate.length < best.length { best = candidate } }
        func relative(_ distance: Int, forward: UInt8, back: UInt8) -> Move {
            switch distance {
            case 1: .step(forward)
            case -1: .step(back)
            case 1...: .csi(distance, forward)
            default: .csi(-distance, back)
            }
        }
        if column == 0 { consider(.csi(row + 1, UInt8(ascii: "H"))) }
        if let cursor {
            if cursor.row == row {
                consider(.csi(column + 1, UInt8(ascii: "G")))
                if column == 0 { consider(.carriageReturn) }
                consider(relative(column - cursor.column, forward: UInt8(ascii: "C"), back: UInt8(ascii: "D")))
            } else if cursor.column == column {
                consider(.csi(row + 1, UInt8(ascii: "d")))
                consider(relative(row - cursor.row, forward: UInt8(ascii: "B"), back: UInt8(ascii: "A")))
            }
        }
        switch best {
        case let .absolute(row, column):
            bytes.append(0x1B)
            bytes.append(UInt8(ascii: "["))
            bytes.appendDecimal(row)
            bytes.append(UInt8(ascii: ";"))
            bytes.appendDecimal(column)
            bytes.append(UInt8(ascii: "H"))
        case let .csi(n, final): Self.appendCSI(n, final: final, to: &bytes)
        case let .step(final): bytes.append(packed: 0x5B1B | UInt64(final) << 16)  // ESC [ final
        case .carriageReturn: bytes.append(0x0D)
        }
        cursor = (row, column)
    }

    /// ESC [ n final.
    static func appendCSI(_ n: Int, final: UInt8, to bytes: inout ReservedBytes) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        bytes.appendDecimal(n)
        bytes.append(final)
    }
}
