/// Which Unicode scalars must never reach the terminal from text the program did not write.
public enum SafeText {
    /// Scalars that are removed outright.
    ///
    /// - C0 and C1 controls and DEL: ESC and the 8-bit CSI (U+009B) start escape sequences that
    ///   could move the cursor, clear the screen, retitle the window or worse.
    /// - Bidi embeddings, overrides, isolates and marks: they would reorder the rest of the line
    ///   in terminals that apply bidi, and the placard's other text with it.
    /// - Zero-width space and BOM, line and paragraph separators: invisible, or line breaks
    ///   that some terminals honour.
    public static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        if isControl(scalar) { return true }
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x200B, 0xFEFF, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// C0 and C1 controls and DEL: the program's one test for the characters that must never
    /// reach a terminal raw.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` with every removed scalar written as `\u{XX}`, for messages that quote what
    /// came from outside (a path, an argument, TERM).
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isRemoved(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Combining marks and zero-width format characters (ZWJ, ZWNJ, word joiner): invisible
    /// without a character before them, so text from outside must not start with them (a
    /// terminal would put them on whatever cell precedes it).
    public static func isBaseless(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }
}
