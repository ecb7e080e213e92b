/// The program's texts in one language, as `NSLocalizedString` finds them: the language's
/// table, and English for a key the table lacks.
public struct Strings: Sendable {
    public let language: Language
    private let table: [TextKey: String]

    public init(_ language: Language) {
        self.language = language
        table = Self.table(of: language)
    }

    /// In the language the environment chooses (see `Language.preferred(environment:)`).
    public init(environment: [String: String]) {
        self.init(Language.preferred(environment: environment))
    }

    /// The text of a key.
    public subscript(key: TextKey) -> String {
        table[key] ?? Self.english[key] ?? key.rawValue
    }

    /// The text of a key with its placeholders `{1}`, `{2}`… replaced by `arguments` in order:
    /// numbered, since a translation may put them in another order.
    public func format(_ key: TextKey, _ arguments: String...) -> String {
        var text = self[key]
        for (index, argument) in arguments.enumerated().reversed() {
            text = text.replacingEvery("{\(index + 1)}", with: argument)
        }
        return text
    }

    /// A language's own table; only the one in use is ever built.
    static func table(of language: Language) -> [TextKey: String] {
        switch language {
        case .english: english
        case .chineseSimplified: chineseSimplified
        case .russian: russian
        case .french: french
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
    func replacingEvery(_ target: String, with replacement: String) -> String {
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
