import MoveMeStrings
import MoveMeRendering
/// What a pasteboard will hold of some text from outside (a paste into the terminal, another
/// program's copy) or from a view: one line, safe to draw, bounded.
///
/// The rules are a greetings file's (`ControlSequences`, `SafeText`): no escape
/// sequence (each goes whole), no other C0 or C1 controls, no DEL, no bidi
/// controls, no invisible separators, no mark without a base at the start. Lines are joined
/// with one space and tabs become spaces, so a pasted paragraph reads as a sentence. Then it is
/// cut to `maximumLength` characters. Text over `maximumBytes` is refused unread, so a paste of
/// megabytes costs one length check; text with nothing left is refused too. `message` says
/// what was done, for a caption; nil when the text was taken as it came.
public struct PasteboardText: Equatable, Sendable {
    /// Characters kept: a few hundred, more than any placard or tile shows.
    public static let maximumLength = 256
    /// UTF-8 bytes over which text is refused without being read.
    public static let maximumBytes = 65_536

    /// The text to keep; nil when refused.
    public let text: String?
    /// What was done, in English; nil when the text was taken as it came.
    public var message: String? { message(Strings(.english)) }
    /// What was done, as texts of the strings tables with their values, for `message(_:)`.
    private let notes: [Note]

    /// One thing done: a text with its values, or a counted one.
    private enum Note: Equatable, Sendable {
        case text(TextKey, [String])
        case counted(PluralKey, Int)

        func text(_ strings: Strings) -> String {
            switch self {
            case .text(let key, let values): strings.format(key, values)
            case .counted(let key, let count): strings.plural(key, count: count)
            }
        }
    }

    /// What was done, in the language of `strings`.
    public func message(_ strings: Strings) -> String? {
        notes.isEmpty ? nil : notes.map { $0.text(strings) }.joined(separator: ", ")
    }

    public static func == (a: PasteboardText, b: PasteboardText) -> Bool {
        a.text == b.text && a.message == b.message
    }

    public init(_ input: String) {
        let bytes = input.utf8.count
        guard bytes <= Self.maximumBytes else {
            text = nil
            notes = [.text(.pasteRefusedBytes, [String(bytes), String(Self.maximumBytes)])]
            return
        }
        var sequences = 0
        var removed = 0
        var lines: [String] = []
        for rawLine in input.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak) {
            // Escape sequences go whole first, as a greetings file's (`ControlSequences`):
            // dropping only their ESC left "[2J" or "]0;title" in the text. Line by line, so
            // a string left open ends with its line, as in a greetings file.
            let (withoutSequences, count) = ControlSequences.removing(from: String(rawLine))
            sequences += count
            var line = String.UnicodeScalarView()
            for scalar in withoutSequences.unicodeScalars {
                if scalar == "\t" {
                    line.append(" ")
                } else if SafeText.isRemoved(scalar) {
                    removed += 1
                } else {
                    line.append(scalar)
                }
            }
            lines.append(String(line))
        }
        let kept = lines.map(Self.trimmed).filter { !$0.isEmpty }
        var joined = kept.joined(separator: " ")
        var notes: [Note] = []
        if sequences > 0 {
            notes.append(.counted(.pasteSequencesRemoved, sequences))
        }
        if removed > 0 { notes.append(.counted(.pasteControlsRemoved, removed)) }
        if kept.count > 1 { notes.append(.counted(.pasteLinesJoined, kept.count)) }
        if joined.count > Self.maximumLength {
            joined = String(joined.prefix(Self.maximumLength))
            notes.append(.text(.pasteCutTo, [String(Self.maximumLength)]))
        }
        guard !joined.isEmpty else {
            text = nil
            self.notes = [.text(.pasteRefusedEmpty, [])]
            return
        }
        text = joined
        self.notes = notes
    }

    /// Where a pasted paragraph's lines end: a line feed, a carriage return, a vertical tab,
    /// a form feed, NEL, or a line or paragraph separator.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// Without surrounding whitespace, nor marks or joiners at the start that would have
    /// nothing to attach to.
    private static func trimmed(_ line: String) -> String {
        var scalars = line.unicodeScalars
        let leading = scalars.prefix { $0.properties.isWhitespace || SafeText.isBaseless($0) }.count
        scalars.removeFirst(leading)
        let trailing = scalars.reversed().prefix { $0.properties.isWhitespace }.count
        scalars.removeLast(trailing)
        return String(scalars)
    }
}
