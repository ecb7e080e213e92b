import MoveMeScenes
import MoveMeStrings

/// The help for a terminal too small for its full lines (40×12, 60×16): two columns, the
/// scene's on the left and the program's on the right, each key with a word or two
/// (`HelpLine.short`, the program's items), as a phone's cheat sheet. `HelpBox` draws it, boxed
/// where the box fits.
///
/// A line shows its words whole or not at all: cut to its first words, "move a tile (several
/// at once…)" read "move a tile (several", and "swipe the background…" "swipe the". The
/// scene lists its lines most important first (its main gesture), and the first must show.
enum CompactHelp {
    static let gap = "   "

    /// The text lines, at most `width` cells wide, with where their keys are (drawn bold), or
    /// nil when the scene's first line does not fit (or, unless `dropsLines`, any of them).
    /// Keys are a line's first ("arrows" of "arrows, hjkl"); its words, its short form or else
    /// its whole action.
    static func body(scene: [HelpLine], width: Int, dropsLines: Bool = true, strings: Strings = Strings(.english),
                     keys programKeys: [ProgramKey] = KeyTable.all) -> [(text: String, keys: [(offset: Int, text: String)])]? {
        let program = KeyTable.compactHelpLines(strings, keys: programKeys)
        let right = column(program)
        let rightWidth = right.map(\.cells).max() ?? 0
        let leftRoom = scene.isEmpty ? 0 : width - rightWidth - gap.count
        guard leftRoom >= 0, let kept = scene.isEmpty ? [] : linesFitting(scene, width: leftRoom, dropsLines: dropsLines) else {
            return nil
        }
        let left = column(kept)
        let leftWidth = left.map(\.cells).max() ?? 0
        let rightStart = left.isEmpty ? 0 : leftWidth + gap.count
        return (0..<max(left.count, right.count)).map { index in
            let leftText = index < left.count ? left[index] : ""
            let rightText = index < right.count ? right[index] : ""
            var keys: [(offset: Int, text: String)] = []
            if index < kept.count { keys.append((0, firstKey(kept[index].keys))) }
            if index < program.count { keys.append((rightStart, firstKey(program[index].keys))) }
            return (left.isEmpty ? rightText : leftText.padded(toCells: leftWidth) + gap + rightText, keys)
        }
    }

    /// Each line's first key padded to one width, then its words.
    private static func column(_ lines: [HelpLine]) -> [String] {
        let keys = lines.map { firstKey($0.keys) }
        let keyWidth = keys.map(\.cells).max() ?? 0
        return zip(keys, lines).map { key, line in key.padded(toCells: keyWidth) + " " + words(line) }
    }

    /// The lines that fit `width` cells, keys and words, in their order: the widest left out
    /// until the rest fit (all of them or nil, without `dropsLines`); nil if the first does not.
    private static func linesFitting(_ lines: [HelpLine], width: Int, dropsLines: Bool) -> [HelpLine]? {
        var kept = lines
        while true {
            let texts = column(kept)
            guard let widest = texts.indices.max(by: { texts[$0].cells < texts[$1].cells }), texts[widest].cells > width else {
                return kept
            }
            guard dropsLines, widest > 0 else { return nil }
            kept.remove(at: widest)
        }
    }

    /// What a line says in the compact help: its short form, else its action.
    private static func words(_ line: HelpLine) -> String { line.short ?? line.action }

    /// "arrows" of "arrows, hjkl".
    private static func firstKey(_ keys: String) -> String {
        keys.split(separator: ",", maxSplits: 1).first.map(String.init) ?? keys
    }
}
