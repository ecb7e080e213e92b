/// The languages the program's texts are written in: the development language, English, and
/// those of the documents MoveMe was written from (Chinese, Russian) and the guide's own
/// example (French), as the `xx.lproj` folders of an app.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case chineseSimplified = "zh-Hans"
    case russian = "ru"
    case french = "fr"

    /// The language of the user's messages, as GNU gettext chooses it: POSIX's locale for
    /// messages is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty;
    /// where it is not C or POSIX, `LANGUAGE`, a list of languages by preference separated by
    /// colons, goes before it, the first with a table winning. A locale without a table of its
    /// own (C, POSIX, Traditional Chinese, any other) means English.
    public static func preferred(environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, !isPlainC(locale) else { return .english }
        if let list = environment["LANGUAGE"] {
            for name in list.split(separator: ":") {
                if let language = Language(localeName: String(name)) { return language }
            }
        }
        return Language(localeName: locale) ?? .english
    }

    /// The C locale, which asks for messages untranslated (`LANGUAGE` is then ignored).
    private static func isPlainC(_ locale: String) -> Bool {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        return name == "C" || name == "POSIX"
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
