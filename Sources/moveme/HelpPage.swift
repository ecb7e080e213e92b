import MoveMeRendering

/// A help page as ArgumentParser lays it out (the overview, the usage, the arguments, the
/// options, the subcommands) wrapped again to the terminal's width by display width, then a
/// short paragraph that points to the man page, which has the rest.
///
/// ArgumentParser wraps by characters, at any space: its Chinese lines were twice the
/// terminal's width, and "（OSC" ended one line with "52，…" on the next. So the page is
/// rendered too wide to wrap (`unwrapped`), and each line is broken again by `LineBreaks`,
/// its continuation lines starting where its text does: an option's description under the
/// description, a usage line under its first argument.
enum HelpPage {
    /// Columns enough for ArgumentParser to wrap nothing.
    static let unwrapped = 10_000
    /// The column ArgumentParser starts an option's or a subcommand's description at.
    static let descriptionColumn = 26
    /// Fewer columns than this after a label: the description goes under it instead.
    static let minimumRoom = 16

    /// `page` (ArgumentParser's help rendered `unwrapped` columns wide) in lines of at most
    /// `width` columns, with `more` after it as a paragraph of its own.
    static func laidOut(_ page: String, more: String, width: Int) -> String {
        var lines: [String] = []
        var inUsage = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("USAGE: ") { inUsage = true } else if line.allSatisfy({ $0 == " " }) { inUsage = false }
            lines += wrapped(line, width: width, isUsage: inUsage)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return (lines + [""] + LineBreaks.lines(more, width: width)).joined(separator: "\n")
    }

    /// One line of the page in lines of at most `width` columns: its head (indentation, label)
    /// kept, its text broken and continued under the text's first column.
    static func wrapped(_ line: String, width: Int, isUsage: Bool) -> [String] {
        let characters = Array(line)
        let indent = characters.prefix { $0 == " " }.count
        guard indent < characters.count else { return [""] }
        let start = isUsage ? usageTextColumn(characters, indent: indent) : textColumn(characters, indent: indent)
        return hanging(String(characters[..<start]), String(characters[start...]), width: width)
    }

    /// `head` (indentation and a label), then `text` broken to fit beside it, its other lines
    /// under its first; with too little room beside the label, the label on lines of its own
    /// and the text under it, a little further in than the label. (`moveme settings` lists
    /// the preferences so too.)
    static func hanging(_ head: String, _ text: String, width: Int) -> [String] {
        let headWidth = DisplayWidth.of(head)
        let indent = head.prefix { $0 == " " }.count
        guard width - headWidth < minimumRoom, headWidth > indent else {
            let continuation = String(repeating: " ", count: headWidth)
            return LineBreaks.lines(text, width: width - headWidth).enumerated().map { ($0 == 0 ? head : continuation) + $1 }
        }
        let inner = min(indent + 4, max(0, width - minimumRoom))
        return indented(String(head.dropFirst(indent)), by: indent, width: width) + indented(text, by: inner, width: width)
    }

    private static func indented(_ text: String, by indent: Int, width: Int) -> [String] {
        LineBreaks.lines(text, width: width - indent).map { String(repeating: " ", count: indent) + $0 }
    }

    /// Where an option's or a subcommand's description starts (its label padded to
    /// `descriptionColumn`); elsewhere, where the line's text does.
    private static func textColumn(_ characters: [Character], indent: Int) -> Int {
        let column = descriptionColumn
        guard indent == 2, characters.count > column, characters[column - 1] == " ", characters[column] != " " else { return indent }
        return column
    }

    /// A usage line continues under its command's first argument: after "USAGE: " (or the
    /// indentation that lines up the usage's other lines) and the command's name.
    private static func usageTextColumn(_ characters: [Character], indent: Int) -> Int {
        var index = characters.starts(with: "USAGE: ") ? 7 : indent
        while index < characters.count, characters[index] != " " { index += 1 }
        while index < characters.count, characters[index] == " " { index += 1 }
        return index < characters.count ? index : indent
    }
}
