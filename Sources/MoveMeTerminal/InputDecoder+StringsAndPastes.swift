/// Bytes that are data, never keys: a control string's body, discarded up to its end, and a
/// bracketed paste's text, kept up to its end marker.
extension InputDecoder {
    /// One byte of a control string's body, discarded; only its end matters.
    mutating func controlString(_ byte: UInt8, afterEscape: Bool) -> Outcome {
        switch byte {
        case UInt8(ascii: "\\") where afterEscape:
            state = .ground  // ST
        case 0x18, 0x1A:
            // CAN and SUB cancel the string, even straight after an ESC (ECMA-48; xterm).
            state = .ground
        case _ where afterEscape:
            // An ESC that is not ST ends the string and starts a new sequence.
            state = .escape
            return .reprocess
        case 0x07:
            state = .ground  // BEL ends it, as xterm's replies do
        case 0x1B:
            state = .controlString(afterEscape: true)
        default:
            state = .controlString(afterEscape: false)
        }
        return .consumed
    }

    /// One byte of a bracketed paste: text, or the next byte of its end marker. A byte that
    /// breaks a partial marker gives the held bytes back to the text and is looked at afresh.
    mutating func bracketedPaste(_ byte: UInt8, matched: Int, into events: inout [InputEvent]) -> Outcome {
        if byte == Self.pasteEnd[matched] {
            guard matched + 1 == Self.pasteEnd.count else {
                state = .bracketedPaste(matched: matched + 1)
                return .consumed
            }
            state = .ground
            events.append(.paste(PastedText(bytes: pasted, byteCount: pastedCount)))
            pasted = []
            pastedCount = 0
            return .consumed
        }
        if matched > 0 {
            for held in Self.pasteEnd[0..<matched] { keepPasted(held) }
            state = .bracketedPaste(matched: 0)
            return .reprocess
        }
        keepPasted(byte)
        return .consumed
    }

    private mutating func keepPasted(_ byte: UInt8) {
        pastedCount += 1
        if pasted.count < Self.longestPaste { pasted.append(byte) }
    }

    /// How many bytes of a paste are kept; tests check it stays bounded.
    var keptPasteByteCount: Int { pasted.count }
}
