/// What one terminal cell (or two) is sent: a spacing character and the zero-width characters
/// that ride on it, and the cells it takes.
///
/// Terminals do not agree on emoji clusters. A ZWJ sequence (👨‍👩‍👧), a skin tone (👍🏽), a
/// flag (🇫🇷), a presentation selector (❤️) or a keycap (1️⃣) is one glyph two cells wide in
/// some, and in others (tmux, glibc's `wcwidth`, by which ncurses moves its cursor) each code
/// point takes its own cells, or joins the one before. Where the program and the terminal
/// measure differently a cell is left unpainted, and it stays after the text changes. So a
/// cluster is drawn in a form every terminal measures alike:
///
/// - an emoji ZWJ sequence as its first emoji (👨‍👩‍👧 → 👨); a joiner between letters of
///   other scripts is dropped and the letters kept (क्‍ष → क्ष);
/// - skin tones, variation selectors, tag characters and the keycap mark are dropped
///   (👍🏽 → 👍, ❤️ → ❤, 1️⃣ → 1, 🏴󠁧󠁢󠁳󠁣󠁴󠁿 → 🏴);
/// - a flag as its two letters (🇫🇷 → FR), since a lone regional indicator is one cell in some
///   terminals and two in others;
/// - what is left goes cell by cell: each spacing character starts a new terminal character,
///   and zero-width marks stay on the one before (é, Hangul jamo), as `wcwidth` counts them.
public struct Grapheme: Hashable, Sendable {
    /// A spacing character, then zero-width ones.
    public var text: String
    /// 1 or 2.
    public var width: Int

    /// The terminal characters `character` is drawn as, in order.
    public static func forms(of character: Character) -> [Grapheme] {
        var result: [Grapheme] = []
        for scalar in shown(character.unicodeScalars) {
            let width = DisplayWidth.of(scalar)
            if width > 0 {
                result.append(Grapheme(text: String(scalar), width: width))
            } else if !result.isEmpty {
                result[result.count - 1].text.unicodeScalars.append(scalar)
            }
            // A zero-width character with nothing before it in the cluster has nothing to
            // ride on: left out, as it would show nothing.
        }
        return result
    }

    /// The scalars of a cluster that are drawn (see the type's documentation).
    private static func shown(_ scalars: String.UnicodeScalarView) -> [Unicode.Scalar] {
        var kept: [Unicode.Scalar] = []
        for scalar in scalars {
            let value = scalar.value
            if value == 0x200D {
                // An emoji ZWJ sequence is one glyph only where the terminal joins it: it is
                // drawn as the emoji before the joiner.
                if let last = kept.last, isPictographic(last) { break }
                // Between letters (Devanagari क्‍ष, Sinhala ශ්‍රී) the joiner only picks the
                // shape of a conjunct, and the letters after it are text: they are kept. The
                // joiner itself is not sent: tmux 3.3 joins whatever follows a ZWJ to the cell
                // before it, even a letter in the next cell, and that cell would then be left
                // unpainted. Terminals draw the letters cell by cell alike with or without it.
                continue
            }
            if let letter = regionalIndicatorLetter(value) {
                kept.append(letter)
                continue
            }
            let dropped = (0xFE00...0xFE0F).contains(value)  // variation selectors
                || (0x1F3FB...0x1F3FF).contains(value) && !kept.isEmpty  // skin tones after a base
                || (0xE0000...0xE007F).contains(value)  // tags
                || value == 0x20E3  // combining enclosing keycap
            if !dropped { kept.append(scalar) }
        }
        return kept
    }

    /// An emoji, as the scalar before a ZWJ in an emoji ZWJ sequence (Unicode's
    /// Extended_Pictographic, which the standard library does not expose): an emoji that is not
    /// ASCII (the keycap bases # * 0–9 are emoji too), a regional indicator or a skin tone.
    private static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
            && !(0x1F1E6...0x1F1FF).contains(scalar.value) && !(0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// A regional indicator symbol's letter: U+1F1E6 🇦 is "A".
    private static func regionalIndicatorLetter(_ value: UInt32) -> Unicode.Scalar? {
        guard (0x1F1E6...0x1F1FF).contains(value) else { return nil }
        return Unicode.Scalar(UInt8(ascii: "A") + UInt8(value - 0x1F1E6))
    }
}

/// Text as the terminal is sent it.
extension String {
    /// This text as the terminal is sent it, character by character (see ``Grapheme``).
    public var graphemes: [Grapheme] {
        flatMap { Grapheme.forms(of: $0) }
    }
}
