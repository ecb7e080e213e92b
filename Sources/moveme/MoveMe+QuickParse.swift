import MoveMeTUI

extension MoveMe {
    /// The command made from `arguments` without swift-argument-parser, when they are only
    /// the options a person starts the program with, each once, in their plain form
    /// (`--no-hint`, `--scene NAME`, `--fps N`…); nil for anything else, which then goes
    /// through `parseAsRoot` as before (its errors, --help, the subcommands, `--fps=N`).
    ///
    /// Why: `parseAsRoot` builds the whole command tree by reflection and, looking for a
    /// completion-script request, parses the hidden commands too; at start-up that was a third
    /// of the instructions before the first frame, for arguments that are usually none.
    init?(quicklyParsing arguments: [String]) {
        self.init()
        // Every property is set here: the wrappers `init()` leaves are definitions, which
        // must not be read.
        fps = 60
        noColor = false
        noHint = false
        inspect = false
        slow = false
        noPreferences = false
        greetings = nil
        scene = nil
        doubleClickMilliseconds = 350
        var seen = Swift.Set<String>()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard seen.insert(argument).inserted else { return nil }
            switch argument {
            case "--no-color": noColor = true
            case "--no-hint": noHint = true
            case "--inspect": inspect = true
            case "--slow": slow = true
            case "--no-preferences": noPreferences = true
            case "--fps":
                guard let value = remaining.popFirst().flatMap(Self.plainNumber) else { return nil }
                fps = value
            case "--double-click-ms":
                guard let value = remaining.popFirst().flatMap(Self.plainNumber) else { return nil }
                doubleClickMilliseconds = value
            case "--scene":
                guard let value = remaining.popFirst(), let entry = SceneCatalog.named(value) else { return nil }
                scene = entry
            case "--greetings":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                greetings = value
            default:
                return nil
            }
        }
        // Out of range: `parseAsRoot` says so, in its words.
        guard (try? validate()) != nil else { return nil }
    }

    /// Digits only, a few of them: what ArgumentParser reads as the same Int.
    private static func plainNumber(_ text: String) -> Int? {
        guard (1...6).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }
}
