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
///
/// In the core, beside `SafeText`, because everything that takes text from outside
/// uses it: a greetings file's lines (MoveMeGreetings) and what the pasteboard keeps of a
/// paste (`PasteboardText`). Pure: text in, text out.
public enum ControlSequences {
    /// `text` without its escape sequences. Other controls are left for the caller.
    public static func removed(from text: String) -> String {
        removing(from: text).text
    }

    /// `text` without its escape sequences, and how many there were (a lone ESC counts as
    /// one). Other controls are left for the caller.
    public static func removing(from text: String) -> (text: String, count: Int) {
        // Most text has no sequence at all: it is given back as it came, without a copy.
        guard text.unicodeScalars.contains(where: isIntroducer) else { return (text, 0) }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var count = 0
        var i = 0
        while i < scalars.count {
            let end = sequenceEnd(in: scalars, at: i)
            if end == i { result.append(scalars[i]) } else { count += 1 }
            i = max(end, i + 1)
        }
        return (String(result), count)
    }

    /// ESC and the 8-bit introducers: CSI, OSC, DCS, SOS, PM and APC.
    private static func isIntroducer(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1B, 0x9B, 0x90, 0x98, 0x9D, 0x9E, 0x9F: true
        default: false
        }
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
