/// Text broken into lines that fit a width in cells, measured as the terminal draws it
/// (``DisplayWidth``), where the simple rules of Unicode's line breaking (UAX #14) allow:
///
/// - after spaces, which the break drops;
/// - between two characters when either is wide (ideographs, kana, Hangul, fullwidth forms):
///   Chinese breaks between any two;
/// - never before closing punctuation (`) , . ; : ! ? »`, `）` `，` `。` `、` `；` `：` …), even
///   after a space (French puts one before `:`), nor after opening punctuation (`( «`, `（` `「` …);
/// - never inside a parenthesised phrase, `(…)`, `[…]` or `（…）`, that fits on a line of its
///   own: "（OSC 52，终端允许时）" or "(1 to 240)" goes to the next line whole.
///
/// A piece with no such place that is wider than the line (a path, a URL) is cut after its last
/// `/`, `?` or `&` that fits, else after its last character that fits; a character is never
/// split. Lines are measured without the spaces a break drops; spaces inside a line are kept.
public enum LineBreaks {
    /// `text` as lines of at most `width` cells (a character wider than `width` alone on one).
    /// A line break in `text` ("\n") ends a line there.
    public static func lines(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            paragraph.isEmpty ? [""] : breaking(Array(paragraph), width: max(1, width))
        }
    }

    private static func breaking(_ characters: [Character], width: Int) -> [String] {
        let paragraph = Paragraph(characters)
        let groups = parenthesisedPhrases(paragraph).filter { $0.width <= width }
        var lines: [String] = []
        var start = 0
        while true {
            while start < characters.count, characters[start] == " " { start += 1 }
            guard start < characters.count else { break }
            // The furthest end that fits, with the spaces after it (a break drops them).
            var end = start, used = 0
            while end < characters.count, used + paragraph.widths[end] <= width || characters[end] == " " {
                used += paragraph.widths[end]
                end += 1
            }
            if end == characters.count {
                lines.append(trimmed(characters[start...]))
                break
            }
            // The last place the rules allow outside a phrase that fits, else inside one, else
            // after a slash, else after the last character that fits.
            var inside: Int?
            var breakAt: Int?
            for at in stride(from: end, to: start, by: -1) where paragraph.mayBreak(before: at) {
                guard groups.contains(where: { $0.range.contains(at) }) else {
                    breakAt = at
                    break
                }
                inside = inside ?? at
            }
            let cut = breakAt ?? inside
                ?? stride(from: end, to: start + 1, by: -1).first { "/?&".contains(characters[$0 - 1]) }
                ?? max(start + 1, end)
            lines.append(trimmed(characters[start..<cut]))
            start = cut
        }
        return lines
    }

    /// A paragraph's characters with what the rules ask of each, worked out once.
    private struct Paragraph {
        let characters: [Character]
        let widths: [Int]
        let closing: [Bool]
        let opening: [Bool]

        init(_ characters: [Character]) {
            self.characters = characters
            widths = characters.map { DisplayWidth.of($0) }
            closing = characters.map(LineBreaks.isClosing)
            opening = characters.map(LineBreaks.isOpening)
        }

        /// Whether a line may end before the character at `index` (0 < index < count).
        func mayBreak(before index: Int) -> Bool {
            guard characters[index] != " ", !closing[index] else { return false }
            var previous = index - 1
            guard characters[previous] == " " else {
                return !opening[previous] && (widths[previous] == 2 || widths[index] == 2)
            }
            while previous > 0, characters[previous] == " " { previous -= 1 }
            return characters[previous] == " " || !opening[previous]
        }
    }

    /// Characters a line never starts with: UAX #14's closing punctuation (CL, CP), exclamation
    /// (EX), infix separators (IS) and final quotation marks.
    static func isClosing(_ character: Character) -> Bool {
        has(character, in: closingScalars)
    }

    /// Characters a line never ends with: opening punctuation (OP) and initial quotation marks.
    static func isOpening(_ character: Character) -> Bool {
        has(character, in: openingScalars)
    }

    private static let closingScalars = Set(")]},.;:!?»›’”）］｝〕〉》」』】〙〗〟，。、；：！？｡､".unicodeScalars)
    private static let openingScalars = Set("([{«‹‘“（［｛〔〈《「『【〘〖〝".unicodeScalars)

    private static func has(_ character: Character, in scalars: Set<Unicode.Scalar>) -> Bool {
        let unicodeScalars = character.unicodeScalars
        return unicodeScalars.count == 1 && scalars.contains(unicodeScalars.first!)
    }

    /// Each bracketed phrase, from an opening bracket to its own closing one, with its width:
    /// a line may not break inside it (after its first character, up to its last) while it fits.
    private static func parenthesisedPhrases(_ paragraph: Paragraph) -> [(range: ClosedRange<Int>, width: Int)] {
        let pairs: [Character: Character] = ["(": ")", "[": "]", "（": "）", "［": "］"]
        var open: [Int] = []
        var phrases: [(range: ClosedRange<Int>, width: Int)] = []
        for (index, character) in paragraph.characters.enumerated() {
            if pairs[character] != nil {
                open.append(index)
            } else if let last = open.last, pairs[paragraph.characters[last]] == character {
                open.removeLast()
                phrases.append((last + 1...index, paragraph.widths[last...index].reduce(0, +)))
            }
        }
        return phrases
    }

    private static func trimmed(_ characters: ArraySlice<Character>) -> String {
        var slice = characters
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}
