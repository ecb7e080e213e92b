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
    /// Foundation's or the regex module's overloads; this needs neither).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = "", rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
