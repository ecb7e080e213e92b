import MoveMeStrings
import MoveMeRendering

/// What survives a restart, as NSUserDefaults keeps it: every preference declared once in
/// `specifiers`, with its value (the default until set). A front end reads the typed
/// accessors and sets them as things change; `PreferencesStore` loads and saves them.
public struct Preferences: Equatable, Sendable {
    /// The scene names `--scene` takes, in the order of their keys.
    public static var sceneNames: [String] { LaunchState.sceneNames }
    /// The collision scene's modes, in the order `m` cycles them.
    public static var collisionModeNames: [String] { LaunchState.collisionModeNames }

    /// The preferences, as a Settings bundle's Root.plist lists them.
    public static let specifiers: [PreferenceSpecifier] = [
        PreferenceSpecifier(key: "greeting", title: .preferenceGreeting, kind: .integer(0...9999), defaultValue: "0"),
        PreferenceSpecifier(key: "scene", title: .preferenceScene, kind: .choice(sceneNames), defaultValue: "moveme"),
        PreferenceSpecifier(key: "slow-animations", title: .preferenceSlowAnimations, kind: .boolean, defaultValue: "false"),
        PreferenceSpecifier(key: "inspector", title: .preferenceInspector, kind: .boolean, defaultValue: "false"),
        PreferenceSpecifier(key: "collision-mode", title: .preferenceCollisionMode, kind: .choice(collisionModeNames),
                            defaultValue: "everything"),
        PreferenceSpecifier(key: "graphics", title: .preferenceGraphics, kind: .choice(graphicsNames), defaultValue: "auto"),
    ]

    /// How the moving views may be drawn (`GraphicsMode.Preference`'s names): the terminal's
    /// choice, or one asked for.
    public static let graphicsNames = ["auto", "kitty", "sixel", "cells"]

    public static func specifier(_ key: String) -> PreferenceSpecifier? {
        specifiers.first { $0.key == key }
    }

    /// Canonical text of every declared preference.
    private var values: [String: String]
    /// Lines of keys this version does not know (a newer one wrote them), kept as they were so
    /// that saving does not lose them.
    public internal(set) var unknown: [Entry] = []

    /// Lines of declared keys with a value they do not take, as `PreferencesFile.read` found
    /// them (the key has its default meanwhile): a save leaves them as they were, until the key
    /// is set, which mends them.
    public internal(set) var badValues: [BadValue] = []

    public struct Entry: Equatable, Sendable {
        public let key: String
        public let value: String
    }

    /// A line of the file whose value its key does not take; `line` is 1-based.
    public struct BadValue: Equatable, Sendable {
        public let line: Int
        public let key: String
        public let value: String
    }

    /// Every preference at its default.
    public init() {
        values = Dictionary(uniqueKeysWithValues: Self.specifiers.map { ($0.key, $0.defaultValue) })
    }

    /// The canonical text of a declared preference.
    public subscript(key: String) -> String? { values[key] }

    /// Sets a declared preference from text as a person types it: the file's bad values of
    /// the key, if any, are mended with it at the next save.
    public mutating func set(_ key: String, to text: String) throws(PreferenceError) {
        guard let specifier = Self.specifier(key) else { throw .unknownKey(key) }
        guard let value = specifier.normalized(text) else { throw .badValue(key: key, value: text, allowed: specifier.allowedValues) }
        values[key] = value
        badValues.removeAll { $0.key == key }
    }

    // MARK: Typed accessors

    /// Which greeting the placard shows (an index into the list in use; a front end takes it
    /// modulo the list's length, since a user's own list may be shorter).
    public var greetingIndex: Int {
        get { Int(values["greeting"]!)! }
        set { values["greeting"] = String(min(max(0, newValue), 9999)) }
    }

    /// The scene the program starts with: one of `sceneNames`.
    public var scene: String {
        get { values["scene"]! }
        set { if Self.sceneNames.contains(newValue) { values["scene"] = newValue } }
    }

    public var slowAnimations: Bool {
        get { values["slow-animations"] == "true" }
        set { values["slow-animations"] = String(newValue) }
    }

    public var showsInspector: Bool {
        get { values["inspector"] == "true" }
        set { values["inspector"] = String(newValue) }
    }

    /// The collision scene's mode: one of `collisionModeNames`.
    public var collisionMode: String {
        get { values["collision-mode"]! }
        set { if Self.collisionModeNames.contains(newValue) { values["collision-mode"] = newValue } }
    }

    /// How the moving views are drawn: one of `graphicsNames`. Not the application's state:
    /// set with `moveme settings`, never by a running program.
    public var graphics: String {
        get { values["graphics"]! }
        set { if Self.graphicsNames.contains(newValue) { values["graphics"] = newValue } }
    }

    // MARK: The configuration's kept part

    /// Sets what the preferences keep, over what `configuration` had: the program starts as
    /// they say.
    public func apply(to configuration: inout Configuration) {
        if let scene = SceneCatalog.named(scene) { configuration.scene = scene }
        configuration.greetingIndex = greetingIndex
        configuration.slowAnimations = slowAnimations
        configuration.showsInspector = showsInspector
        configuration.collisionMode = collisionMode
    }

    /// The application's state of `configuration` kept, as a running program saves it: the
    /// scene, the greeting and the collision mode. Slow animations and the inspector are a
    /// session's toggles, as the Simulator's Slow Animations is: they stay as these
    /// preferences have them (`moveme settings` sets them).
    public func keeping(_ configuration: Configuration) -> Preferences {
        var kept = self
        kept.scene = configuration.scene.name
        kept.greetingIndex = configuration.greetingIndex
        kept.collisionMode = configuration.collisionMode
        return kept
    }
}

/// Why a preference could not be set. Shown to the user through the strings tables.
public enum PreferenceError: Error, Equatable {
    case unknownKey(String)
    case badValue(key: String, value: String, allowed: String)

    public func message(_ strings: Strings) -> String {
        switch self {
        case .unknownKey(let key):
            return strings.format(.settingsUnknownKey, SafeText.escaped(key),
                                  Preferences.specifiers.map(\.key).joined(separator: ", "))
        case .badValue(let key, let value, let allowed):
            return strings.format(.settingsBadValue, SafeText.escaped(value), key, allowed)
        }
    }
}
