/// Which form of a word a number takes in a language, by the Unicode CLDR's plural rules
/// (cardinals of whole numbers): English and French say "1 line" and "2 lines", Russian has
/// three forms ("1 строка", "2 строки", "5 строк"), Chinese none.
public enum PluralCategory: Hashable, Sendable, CaseIterable {
    case one, few, many, other
}

extension Language {
    /// The category of a whole number `n` (CLDR's rules for its integers).
    public func pluralCategory(of n: Int) -> PluralCategory {
        let n = n.magnitude
        switch self {
        case .english:
            return n == 1 ? .one : .other
        case .french:
            // i = 0, 1: one; a non-zero multiple of a million: many ("1 000 000 de lignes").
            if n <= 1 { return .one }
            return n % 1_000_000 == 0 ? .many : .other
        case .russian:
            let (last, lastTwo) = (n % 10, n % 100)
            if last == 1 && lastTwo != 11 { return .one }
            if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
            return .many
        case .chineseSimplified:
            return .other
        }
    }
}
