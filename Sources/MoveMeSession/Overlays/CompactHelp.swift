import MoveMeScenes
import MoveMeStrings

/// The help for a terminal too small for its full lines (40×12, 60×16): two columns, the
/// scene's on the left and the program's on the right, each key with a word or two
/// (`HelpLine.short`, the program's items), as a phone's cheat sheet. `HelpBox` draws it, boxed
/// where the box fits.
enum CompactHelp {
    static let gap = "   "

    /// The text lines, at most `width` cells wide, with where their keys are (drawn bold), or
    /// nil when even the short words do not fit.
    /// Keys are a line's first ("arrows" of "arrows, hjkl"); an action without a short form is
    /// its first words that fit (unless `cutsWords` is false: then the whole words or nil).
    static func body(scene: [HelpLine], width: Int, cutsWords: Bool = true, strings: Strings = Strings(.english))
        -> [(text: String, keys: [(offset: Int, text: String)])]? {
        let program = KeyTable.compactHelpLines(strings)
        let right = column(program, width: nil) ?? []
        let rightWidth = right.map(\.cells).max() ?? 0
        let leftRoom = scene.isEmpty ? 0 : width - rightWidth - gap.count
        guard leftRoom >= 0, let left = scene.isEmpty ? [] : columnFitting(scene, width: leftRoom, cutsWords: cutsWords) else { return nil }
        let leftWidth = left.map(\.cells).max() ?? 0
        let rightStart = left.isEmpty ? 0 : leftWidth + gap.count
        return (0..<max(left.count, right.count)).map { index in
            let leftText = index < left.count ? left[index] : ""
            let rightText = index < right.count ? right[index] : ""
            var keys: [(offset: Int, text: String)] = []
            if index < scene.count { keys.append((0, firstKey(scene[index].keys))) }
            if index < program.count { keys.append((rightStart, firstKey(program[index].keys))) }
            return (left.isEmpty ? rightText : padded(leftText, leftWidth) + gap + rightText, keys)
        }
    }

    /// Each line's keys padded to one width, then its words; the words cut to `width` if given
    /// (nil if a line's first word does not fit).
    private static func column(_ lines: [HelpLine], width: Int?) -> [String]? {
        let keys = lines.map { firstKey($0.keys) }
        let keyWidth = keys.map(\.cells).max() ?? 0
        var column: [String] = []
        for (key, line) in zip(keys, lines) {
            let words = line.short ?? line.action
            guard let width else { column.append(padded(key, keyWidth) + " " + words); continue }
            guard let fitted = fitting(words, width - keyWidth - 1) else { return nil }
            column.append(padded(key, keyWidth) + " " + fitted)
        }
        return column
    }

    private static func columnFitting(_ lines: [HelpLine], width: Int, cutsWords: Bool) -> [String]? {
        let keyWidth = lines.map { firstKey($0.keys).cells }.max() ?? 0
        guard keyWidth + 2 <= width else { return nil }
        guard let column = column(lines, width: cutsWords ? width : nil) else { return nil }
        return column.allSatisfy { $0.cells <= width } ? column : nil
    }

    /// "arrows" of "arrows, hjkl".
    private static func firstKey(_ keys: String) -> String {
        keys.split(separator: ",", maxSplits: 1).first.map(String.init) ?? keys
    }

    /// The first whole words of `text` that fit `width` cells, without a dangling "a" or "the"
    /// at the end ("move a tile" in 7 cells is "move"); nil when not even one word fits.
    private static func fitting(_ text: String, _ width: Int) -> String? {
        guard text.cells > width else { return text }
        var kept: [Substring] = []
        for word in text.split(separator: " ") {
            guard (kept + [word]).joined(separator: " ").cells <= width else { break }
            kept.append(word)
        }
        while let last = kept.last, kept.count > 1, danglers.contains(last.lowercased()) { kept.removeLast() }
        var words = kept.joined(separator: " ")
        while let last = words.last, ",:;".contains(last) { words.removeLast() }
        return words.isEmpty ? nil : words
    }

    private static let danglers: Set<String> = ["a", "an", "the", "to", "and", "or", "of", "with", "in", "on", "at"]

    private static func padded(_ text: String, _ width: Int) -> String {
        text.padded(toCells: width)
    }
}
