/// What the escape sequences of xterm, VT220, rxvt and the Linux console mean as keys.
enum KeySequences {
    /// The key a CSI sequence (`ESC [ params final`) names, if any. `parameters` are already
    /// numbers; modifier parameters (the 5 in `ESC [ 1 ; 5 A`) are accepted and ignored.
    static func csiKey(parameters: [Int?], final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "~"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "@"):
            // VT220 numbered keys; rxvt ends them with ^ $ @ when Ctrl or Shift is held.
            guard let number = parameters.first ?? nil else { return nil }
            return numberedKey(number)
        case UInt8(ascii: "Z"):
            return .backTab
        default:
            // `ESC [ 1 ; 5 A` style: a first parameter other than 1 means something else (a
            // cursor position report, for instance), not a key.
            if let first = parameters.first ?? nil, first != 1 { return nil }
            return letterKey(final)
        }
    }

    /// The key an SS3 sequence (`ESC O final`, sent in application cursor and keypad modes) names.
    static func ss3Key(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "M"): return .enter  // keypad Enter
        case UInt8(ascii: "X"): return .character("=")
        case UInt8(ascii: "j")...UInt8(ascii: "y"):
            // Application keypad: j k l m n o are * + , - . / and p…y the digits 0…9.
            let keypad = Array("*+,-./0123456789")
            return .character(keypad[Int(final - UInt8(ascii: "j"))])
        default:
            return letterKey(final)
        }
    }

    /// Keys ending in a letter, shared by CSI and SS3. rxvt sends lowercase a–d for modified
    /// arrows.
    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "a"): return .up
        case UInt8(ascii: "B"), UInt8(ascii: "b"): return .down
        case UInt8(ascii: "C"), UInt8(ascii: "c"): return .right
        case UInt8(ascii: "D"), UInt8(ascii: "d"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        default: return nil
        }
    }

    /// `ESC [ n ~` keys. The gaps (16, 22, 27, 30) are real: VT220 skipped those numbers.
    private static func numberedKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23...26: return .function(number - 12)
        case 28, 29: return .function(number - 13)
        case 31...34: return .function(number - 14)
        default: return nil  // 200 and 201 (bracketed paste markers) fall here on purpose
        }
    }
}
