/// The program's texts in one language, as `NSLocalizedString` finds them: the language's
/// table, and English for a key the table lacks.
public struct Strings: Sendable {
    public let language: Language
    private let table: [TextKey: String]

    public init(_ language: Language) {
        self.init(language, table: Self.table(of: language))
    }

    /// The language with `table` for its own texts (a test's, lacking keys).
    init(_ language: Language, table: [TextKey: String]) {
        self.language = language
        self.table = table
    }

    /// In the language the environment chooses (see `Language.preferred(environment:)`).
    public init(environment: [String: String]) {
        self.init(Language.preferred(environment: environment))
    }

    /// The text of a key: the screen's table, else the command line's (each language has every
    /// key in one of them).
    public subscript(key: TextKey) -> String {
        table[key] ?? Self.commandLineTable(of: language)[key] ?? Self.english[key] ?? Self.englishCommandLine[key]
            ?? key.rawValue
    }

    /// The text of a key with its placeholders `{1}`, `{2}`… replaced by `arguments` in order:
    /// numbered, since a translation may put them in another order.
    public func format(_ key: TextKey, _ arguments: String...) -> String {
        format(key, arguments)
    }

    /// The same with the arguments in an array.
    public func format(_ key: TextKey, _ arguments: [String]) -> String {
        let template = self[key]
        if let text = Self.filled(template, with: arguments) { return text }
        var text = template
        for (index, argument) in arguments.enumerated().reversed() {
            text = text.replacingEvery("{\(index + 1)}", with: argument)
        }
        return text
    }

    /// `template` with each placeholder put in place in one pass over its bytes, when that is
    /// what replacing them one number at a time (the loop above, from the last) gives: every
    /// brace of the template opens or closes a placeholder of an argument given, and no
    /// argument has a brace, so no replacement can make or break one. Nil otherwise. A pinch's
    /// caption is formatted every frame its figures change, and the loop spelled each
    /// placeholder and copied the text three times (8,600 instructions a caption).
    static func filled(_ template: String, with arguments: [String]) -> String? {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var length = template.utf8.count
        for argument in arguments {
            guard !argument.utf8.contains(where: { $0 == open || $0 == close }) else { return nil }
            length += argument.utf8.count
        }
        var template = template
        return template.withUTF8 { bytes -> String? in
            /// The argument's number of a placeholder at `start` (its digits, not led by a 0)
            /// and where it ends, or nil.
            func placeholder(at start: Int) -> (number: Int, end: Int)? {
                var end = start + 1, number = 0
                while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9"), number <= arguments.count {
                    number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                    end += 1
                }
                guard end > start + 1, bytes[start + 1] != UInt8(ascii: "0"), end < bytes.count, bytes[end] == close,
                      number >= 1, number <= arguments.count else { return nil }
                return (number, end + 1)
            }
            var failed = false
            let text = String(unsafeUninitializedCapacity: length) { out in
                var written = 0, index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == close {
                        failed = true
                        return 0
                    }
                    guard byte == open else {
                        out[written] = byte
                        (written, index) = (written + 1, index + 1)
                        continue
                    }
                    guard let (number, end) = placeholder(at: index) else {
                        failed = true
                        return 0
                    }
                    for argumentByte in arguments[number - 1].utf8 {
                        out[written] = argumentByte
                        written += 1
                    }
                    index = end
                }
                return written
            }
            return failed ? nil : text
        }
    }

    /// What stands between a number's whole part and its decimals in this language, CLDR's
    /// decimal symbol: "0.35 s" in English and Chinese, "0,35 s" in French and Russian. Text
    /// made for a person writes its numbers with it; the units stay in the tables ("{1} s",
    /// "{1} с", "{1} 秒").
    public var decimalSeparator: Character {
        switch language {
        case .english, .chineseSimplified: "."
        case .french, .russian: ","
        }
    }

    /// A language's own table of the screen's texts; only the one in use is ever built.
    static func table(of language: Language) -> [TextKey: String] {
        switch language {
        case .english: english
        case .chineseSimplified: chineseSimplified
        case .russian: russian
        case .french: french
        }
    }

    /// A language's table of the command line's texts, built the first time one is asked for.
    static func commandLineTable(of language: Language) -> [TextKey: String] {
        switch language {
        case .english: englishCommandLine
        case .chineseSimplified: chineseSimplifiedCommandLine
        case .russian: russianCommandLine
        case .french: frenchCommandLine
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced (the standard library's `replacing` needs
    /// Foundation's or the regex module's overloads; this needs neither). Found byte by byte
    /// in the UTF-8, not character by character through the regex module's generic search:
    /// the program's bottom-row items are formatted every frame a pinch changes its caption,
    /// and that search was a sixth of the two-finger frame. The targets are placeholders
    /// (`{1}`), ASCII, so the bytes find what the characters did, except a target followed by
    /// a combining mark, which a template never has.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        let found = utf8.withContiguousStorageIfAvailable { text in
            target.utf8.withContiguousStorageIfAvailable { pattern in
                Self.replacing(pattern, in: text, with: replacement) ?? self
            }
        }
        guard let found, let found else { return slowReplacingEvery(target, with: replacement) }
        return found
    }

    /// `text` with `pattern` replaced, or nil when it has none (the caller keeps itself).
    private static func replacing(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>,
                                  with replacement: String) -> String? {
        var result: [UInt8] = []
        var start = 0, index = 0
        while index + pattern.count <= text.count {
            if text[index] == pattern[0], (1..<pattern.count).allSatisfy({ text[index + $0] == pattern[$0] }) {
                if result.isEmpty { result.reserveCapacity(text.count + replacement.utf8.count) }
                result += text[start..<index]
                result += replacement.utf8
                index += pattern.count
                start = index
            } else {
                index += 1
            }
        }
        guard start > 0 else { return nil }
        result += text[start...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The same by characters, for a string without contiguous UTF-8 (bridged).
    private func slowReplacingEvery(_ target: String, with replacement: String) -> String {
        var result = "", rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
