/// Bytes on their own and after an ESC: the keys typed, a character begun, and the start of
/// every sequence.
extension InputDecoder {
    mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x1B:
            state = .escape
        case 0x0D, 0x0A:
            events.append(.key(.enter))
        case 0x09:
            events.append(.key(.tab))
        case 0x08, 0x7F:
            events.append(.key(.backspace))
        case 0x00...0x1F:
            // Ctrl-A is 0x01: the letter is the byte plus 0x60; 0x00 and 0x1C–0x1F are
            // Ctrl-@ \ ] ^ _, 0x40 above the byte.
            let offset: UInt8 = (0x01...0x1A).contains(byte) ? 0x60 : 0x40
            events.append(.key(.control(Character(Unicode.Scalar(byte + offset)))))
        case 0x20...0x7E:
            events.append(.key(.character(Character(Unicode.Scalar(byte)))))
        default:
            // A lead byte starts a character; stray continuation bytes and bytes that are
            // never UTF-8 (including 8-bit C1 controls) are dropped.
            if let assembler = UTF8ScalarAssembler(lead: byte) { state = .utf8(assembler) }
        }
    }

    mutating func escape(_ byte: UInt8, into events: inout [InputEvent]) -> Outcome {
        sequence.removeAll(keepingCapacity: true)
        switch byte {
        case UInt8(ascii: "["):
            state = .controlSequence
        case UInt8(ascii: "O"):
            state = .singleShift
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            state = .controlStringIntroducer(byte)
        case 0x1B:
            // ESC ESC: the first was the Escape key; the second may start a sequence.
            events.append(.key(.escape))
        default:
            // Alt+key and the like: the Escape key, then the key on its own.
            events.append(.key(.escape))
            state = .ground
            return .reprocess
        }
        return .consumed
    }

    /// The key for a multi-byte scalar; nil for the C1 controls (U+0080–U+009F), which are
    /// as dangerous UTF-8 encoded as raw.
    static func printable(_ scalar: Unicode.Scalar) -> Key? {
        guard scalar.value >= 0xA0, scalar.properties.generalCategory != .control else { return nil }
        return .character(Character(scalar))
    }
}
