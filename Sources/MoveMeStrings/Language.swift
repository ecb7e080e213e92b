/// The languages the program's texts are written in: the development language, English, and
/// those of the documents MoveMe was written from (Chinese, Russian) and the guide's own
/// example (French), as the `xx.lproj` folders of an app.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case chineseSimplified = "zh-Hans"
    case russian = "ru"
    case french = "fr"

    /// The language of the user's messages locale, as POSIX chooses the locale for messages:
    /// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides,
    /// and a locale without a table of its own (C, POSIX, Traditional Chinese, any other)
    /// means English.
    public static func preferred(environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return Language(localeName: value) ?? .english
            }
        }
        return .english
    }

    /// The language of a locale name, `language[_territory][.codeset][@modifier]` (also
    /// BCP 47's `zh-Hans`); nil for one with no table.
    public init?(localeName: String) {
        // Codeset and modifier say nothing about the language.
        let name = localeName.prefix { $0 != "." && $0 != "@" }.lowercased().replacingUnderscores
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        switch parts.first ?? "" {
        case "zh":
            // Simplified in mainland China and Singapore (and a bare "zh"); Traditional
            // (Taiwan, Hong Kong, Macau, "Hant") has no table.
            let rest = Set(parts.dropFirst())
            if rest.contains("hans") || rest.contains("cn") || rest.contains("sg") || rest.isEmpty {
                self = .chineseSimplified
            } else {
                return nil
            }
        default:
            // Any other language by its code, the case's raw value ("ru" of ru_RU.UTF-8): a new
            // language needs no line here.
            guard let language = Language.allCases.first(where: { $0.rawValue == parts.first }) else { return nil }
            self = language
        }
    }
}

extension String {
    fileprivate var replacingUnderscores: String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
