import MoveMeFonts

/// Where fontconfig's answers are kept between runs (`FontChoices`):
/// `$XDG_CACHE_HOME/moveme/fonts` (`~/.cache/moveme/fonts` by default). A cache: answers that
/// are missing, unreadable or from another state of fontconfig (`FontconfigStamp`) are asked
/// again, and one that cannot be written is asked again next time; neither is ever a message.
struct FontChoicesFile {
    static let fileName = "fonts"
    let path: String?
    /// What fontconfig's state is read from.
    private let environment: [String: String]

    init(environment: [String: String]) {
        path = PreferencesStore.cacheFolder(environment: environment).map { $0 + "/" + Self.fileName }
        self.environment = environment
    }

    /// The answers kept, if they were given in fontconfig's state now; else none yet.
    func load() -> FontChoices {
        let stamp = FontconfigStamp.current(environment: environment)
        let fresh = FontChoices(stamp: stamp, pattern: "")
        guard let path, let bytes = try? PreferencesStore.readFile(path, limit: 64 * 1024),
              let text = String(validating: bytes, as: UTF8.self), let kept = FontChoices(text: text),
              kept.stamp == stamp else { return fresh }
        return kept
    }

    /// Keeps `choices` for the next run (whole or not at all, as the preferences are written).
    func save(_ choices: FontChoices) {
        guard let path else { return }
        try? PreferencesStore.writeAtomically(Array(choices.text.utf8), to: path)
    }
}
