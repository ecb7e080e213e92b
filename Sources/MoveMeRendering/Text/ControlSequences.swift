import MoveMeCore
/// Escape sequences in text from outside, recognised whole (ECMA-48), so that removing them
/// leaves no printable tail: dropping only the ESC of "ESC [ 3 1 m" would show "[31m".
///
/// - CSI (ESC [ or U+009B): parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, a final byte
///   0x40–0x7E.
/// - Control strings, OSC (ESC ] or U+009D), DCS (ESC P, U+0090), SOS (ESC X, U+0098), PM
///   (ESC ^, U+009E) and APC (ESC _, U+009F): everything up to the string terminator (ESC \ or
///   U+009C), or BEL, which xterm accepts for them; unterminated, to the end of the text.
/// - Other escapes (ESC 7, ESC ( B, ESC c): ESC, intermediates 0x20–0x2F and one final
///   0x30–0x7E.
///
/// A sequence broken off by a byte that cannot belong to it ends before that byte, which stays
/// (a letter, a newline): a terminal would show it too.
public enum ControlSequences {
    /// `text` without its escape sequences. Other controls are left for the caller.
    public static func removed(from text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let end = sequenceEnd(in: scalars, at: i)
            if end == i { result.append(scalars[i]) }
            i = max(end, i + 1)
        }
        return String(result)
    }

    /// Where the sequence starting at `start` ends (the index after it); `start` when none does.
    private static func sequenceEnd(in s: [Unicode.Scalar], at start: Int) -> Int {
        switch s[start].value {
        case 0x9B: return csiEnd(in: s, from: start + 1)
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: return controlStringEnd(in: s, from: start + 1)
        case 0x1B: break
        default: return start
        }
        guard start + 1 < s.count else { return start + 1 }
        switch s[start + 1] {
        case "[": return csiEnd(in: s, from: start + 2)
        case "]", "P", "X", "^", "_": return controlStringEnd(in: s, from: start + 2)
        default:
            var i = start + 1
            while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }
            if i < s.count, (0x30...0x7E).contains(s[i].value) { i += 1 }
            return i
        }
    }

    private static func csiEnd(in s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count, (0x30...0x3F).contains(s[i].value) { i += 1 }
        while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }
        if i < s.count, (0x40...0x7E).contains(s[i].value) { i += 1 }
        return i
    }

    private static func controlStringEnd(in s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            switch s[i].value {
            case 0x07, 0x9C: return i + 1
            case 0x1B: return i + 1 < s.count && s[i + 1] == "\\" ? i + 2 : i + 1
            default: i += 1
            }
        }
        return i
    }
}
