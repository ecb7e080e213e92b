/// What fontconfig answered for a font pattern, kept between runs so that a start need not ask
/// it again: loading fontconfig's configuration (its XML, 46 files here) and its matches were
/// 42 million instructions of a kitty session, as many as everything else the cells' session
/// does, and every run asked the same questions. Kept with `stamp`, the state of fontconfig's
/// configuration and caches it was answered in (`FontconfigStamp`): when that changes, the
/// answers are asked again.
///
/// As text, one answer a line:
///
/// ```
/// # MoveMe's fonts, as fontconfig chose them; asked again when its configuration changes.
/// stamp 3f1e2d4c5b6a7980
/// pattern DejaVu Sans:bold
/// font 0 0 /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
/// fallback 0 1 /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf
/// missing d658 c601
/// ```
///
/// `font` and `fallback` give a face's index, whether to embolden it (1) and its file;
/// `missing`, characters no font has (in hexadecimal). A text it cannot read is no answers.
public struct FontChoices: Equatable, Sendable {
    /// A font fontconfig chose: its file, the face's index in it, and whether to embolden it.
    public struct Font: Equatable, Sendable {
        public let file: String
        public let index: Int
        public let emboldens: Bool

        public init(file: String, index: Int = 0, emboldens: Bool = false) {
            (self.file, self.index, self.emboldens) = (file, index, emboldens)
        }
    }

    public var stamp: UInt64
    public var pattern: String
    /// The pattern's own font.
    public var font: Font?
    /// Fonts chosen for characters the pattern's lacks, in the order they were chosen.
    public var fallbacks: [Font] = []
    /// Characters for which fontconfig had no font.
    public var missing: Set<UInt32> = []

    public init(stamp: UInt64, pattern: String) {
        (self.stamp, self.pattern) = (stamp, pattern)
    }

    /// The answers `text` holds; nil when it is not this format (the answers are then asked
    /// again and the file written over).
    public init?(text: String) {
        var stamp: UInt64?, pattern: String?
        var font: Font?, fallbacks: [Font] = [], missing: Set<UInt32> = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let (word, rest) = Self.split(line)
            switch word {
            case "stamp": stamp = UInt64(rest, radix: 16)
            case "pattern": pattern = String(rest)
            case "font", "fallback":
                guard let chosen = Self.font(rest) else { return nil }
                if word == "font" { font = chosen } else { fallbacks.append(chosen) }
            case "missing":
                for scalar in rest.split(separator: " ") {
                    guard let value = UInt32(scalar, radix: 16) else { return nil }
                    missing.insert(value)
                }
            default:
                return nil
            }
        }
        guard let stamp, let pattern else { return nil }
        self.init(stamp: stamp, pattern: pattern)
        (self.font, self.fallbacks, self.missing) = (font, fallbacks, missing)
    }

    /// The answers as the text `init(text:)` reads.
    public var text: String {
        var lines = ["# MoveMe's fonts, as fontconfig chose them; asked again when its configuration changes.",
                     "stamp " + String(stamp, radix: 16), "pattern " + pattern]
        func line(_ word: String, _ font: Font) -> String {
            "\(word) \(font.index) \(font.emboldens ? 1 : 0) \(font.file)"
        }
        // A file whose name holds a line break is left out (asked again next time).
        if let font, !font.file.contains("\n") { lines.append(line("font", font)) }
        lines += fallbacks.filter { !$0.file.contains("\n") }.map { line("fallback", $0) }
        if !missing.isEmpty { lines.append("missing " + missing.sorted().map { String($0, radix: 16) }.joined(separator: " ")) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func split(_ line: Substring) -> (Substring, Substring) {
        guard let space = line.firstIndex(of: " ") else { return (line, "") }
        return (line[..<space], line[line.index(after: space)...])
    }

    /// `index emboldens file`: the file last, since a path may hold spaces.
    private static func font(_ fields: Substring) -> Font? {
        let parts = fields.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let index = Int(parts[0]), index >= 0, let embolden = Int(parts[1]), embolden == 0 || embolden == 1,
              parts[2].hasPrefix("/") else { return nil }
        return Font(file: String(parts[2]), index: index, emboldens: embolden == 1)
    }
}
