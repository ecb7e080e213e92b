/// ArgumentParser's reason for refusing the arguments, in the manner of the program's own
/// (`--fps must be between 1 and 240 (got 0)`): one clause after another, lower case, no full
/// stop, so that " (see moveme --help)" ends it cleanly. Its "The value 'foo' is invalid for
/// '--scene <name>'. Please provide one of … or 'throw'." ended "'throw'. (see moveme --help)".
enum UsageReason {
    static func plain(_ reason: String) -> String {
        var text = reason
        while let last = text.last, last == "." || last == " " || last == "\n" { text.removeLast() }
        // Sentences become clauses: ". Please" → "; please".
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix(". "), let next = rest.dropFirst(2).first, next.isUppercase {
                result += "; "
                index = text.index(index, offsetBy: 2)
                continue
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return lowercasingSentenceStarts(result)
    }

    /// A capital that begins the reason or a clause goes to lower case, unless the word is all
    /// capitals or a name in quotes (ASCII, UTF-8) follows.
    private static func lowercasingSentenceStarts(_ text: String) -> String {
        var characters = Array(text)
        for start in characters.indices where start == 0 || (start >= 2 && characters[start - 2] == ";" && characters[start - 1] == " ") {
            guard characters[start].isUppercase, start + 1 < characters.count, characters[start + 1].isLowercase else { continue }
            characters[start] = Character(characters[start].lowercased())
        }
        return String(characters)
    }
}

extension UsageReason {
    /// The command whose help a reason points at: `moveme settings set` for a `settings set`
    /// (or `get`) short of words, `moveme settings` for a word `settings` does not take, else
    /// `moveme`.
    static func command(of arguments: [String]) -> String {
        guard arguments.first == "settings" else { return "moveme" }
        let subcommands = ["list", "get", "set", "reset"]
        guard let word = arguments.dropFirst().first, subcommands.contains(word) else { return "moveme settings" }
        return "moveme settings " + word
    }
}
