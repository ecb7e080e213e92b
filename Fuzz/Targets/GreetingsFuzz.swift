import MoveMeScenes
import MoveMeRendering

/// Any bytes as a greetings file, and any text as one greeting and as a paste (whose rules are
/// the sanitiser's): what comes out holds nothing that could reach the terminal as a control or
/// reorder the line, is trimmed, fits the placard's width, and is left alone by a second pass.
///
/// The input: the file's bytes, which are also taken (invalid UTF-8 repaired) as one line.
public enum GreetingsFuzz {
    public static func run(_ data: [UInt8]) {
        if let greetings = try? GreetingsFile.parse(data, path: "fuzz") {
            require(!greetings.isEmpty, "a file that parses has no greetings")
            for greeting in greetings {
                require(!greeting.isEmpty, "an empty greeting")
                check(greeting)
            }
        }
        let text = String(decoding: data, as: UTF8.self)
        check(GreetingsFile.sanitize(text))
        // The same text pasted: the pasteboard follows the same rules (`ControlSequences`,
        // `SafeText`), so nothing it keeps can reach the terminal as a control.
        if let pasted = PasteboardText(text).text {
            require(!pasted.unicodeScalars.contains(where: SafeText.isRemoved),
                    "a paste keeps a removed scalar in \(pasted.unicodeScalars.map(\.value))")
        }
    }

    /// Traps unless `greeting` is what the sanitiser may hand out.
    static func check(_ greeting: String) {
        let scalars = Array(greeting.unicodeScalars)
        require(!scalars.contains(where: SafeText.isRemoved),
                "a removed scalar is left in \(scalars.map(\.value))")
        require(!scalars.contains("\t"), "a tab is left")
        if let first = scalars.first {
            require(!first.properties.isWhitespace, "leading whitespace \(first.value)")
            let category = first.properties.generalCategory
            require(![.nonspacingMark, .spacingMark, .enclosingMark, .format].contains(category),
                    "starts with a mark or joiner \(first.value) that has nothing to attach to")
        }
        if let last = scalars.last {
            require(!last.properties.isWhitespace, "trailing whitespace \(last.value)")
        }
        let width = DisplayWidth.of(greeting)
        require(width <= GreetingsFile.maximumWidth, "\(width) cells wide, over \(GreetingsFile.maximumWidth)")
        let again = GreetingsFile.sanitize(greeting)
        require(again == greeting, "a second pass changes \(scalars.map(\.value)) to \(again.unicodeScalars.map(\.value))")
    }
}
