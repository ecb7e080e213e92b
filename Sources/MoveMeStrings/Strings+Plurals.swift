extension Strings {
    /// A counted text in the form `count` takes in this language, its `{1}` the count and
    /// `{2}`… the other values; English's form for a key this language lacks.
    public func plural(_ key: PluralKey, count: Int, _ arguments: String...) -> String {
        let category = language.pluralCategory(of: count)
        let template = Self.plurals(of: language)[key]?[category]
            ?? Self.englishPlurals[key]?[Language.english.pluralCategory(of: count)] ?? key.rawValue
        let values = [String(count)] + arguments
        return Self.filled(template, with: values)
            ?? values.enumerated().reversed().reduce(template) { $0.replacingEvery("{\($1.offset + 1)}", with: $1.element) }
    }

    /// A language's counted texts.
    static func plurals(of language: Language) -> [PluralKey: [PluralCategory: String]] {
        switch language {
        case .english: englishPlurals
        case .chineseSimplified: chineseSimplifiedPlurals
        case .russian: russianPlurals
        case .french: frenchPlurals
        }
    }
}
