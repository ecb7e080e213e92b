import ArgumentParser
import Glibc
import MoveMeCore
import MoveMeTerminal
import MoveMeRendering
import MoveMeScenes
import MoveMeSession
import MoveMeStrings
import MoveMeTUI

/// `moveme settings`: the preferences as `defaults` shows them — listed with their values,
/// set one at a time, or reset — in the file the program keeps them in.
struct Settings: ParsableCommand {
    /// Texts in the user's language, chosen once from the environment.
    static let strings = Strings(environment: processEnvironment())

    static var configuration: CommandConfiguration {
        CommandConfiguration(abstract: strings[.settingsAbstract],
                             subcommands: [List.self, Set.self, Reset.self], defaultSubcommand: List.self)
    }

    /// The preferences' keys, for a message.
    static var keys: String { Preferences.specifiers.map(\.key).joined(separator: ", ") }

    /// The store the program uses (off with MOVEME_NO_PREFERENCES, which the tests set).
    static func store() -> PreferencesStore {
        PreferencesStore.standard(environment: processEnvironment(), strings: strings)
    }

    /// `moveme settings` or `moveme settings list`: each preference, its value and its title.
    struct List: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Settings.strings[.settingsListAbstract])
        }

        func run() throws {
            let store = Settings.store()
            if store.path == nil { warn(Settings.strings[.settingsDisabled]) }
            if let warning = store.load() { warn(warning) }
            print(Settings.listing(store))
        }
    }

    /// `moveme settings set KEY VALUE`.
    struct Set: ParsableCommand {
        static var configuration: CommandConfiguration {
            // Both are needed (`validate` says which is missing, in the user's language): the
            // usage says so, where the optional key would show as "[<key>]".
            CommandConfiguration(abstract: Settings.strings[.settingsSetAbstract], usage: "moveme settings set <key> <value>")
        }

        @Argument(help: ArgumentHelp(Settings.strings.format(.optionSettingKey, Settings.keys), valueName: "key"))
        var key: String?

        // Everything after the key, so that a value starting with "-" ("-1") is a value the
        // preference refuses rather than an unknown option; exactly one is allowed.
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp(Settings.strings[.optionSettingValue], valueName: "value"))
        var values: [String] = []

        /// A key and one value, or the reason, in the user's language, with what was missing
        /// (the keys, the values the preference takes): the reason then points at this
        /// command's help (`UsageReason.command`).
        func validate() throws {
            let strings = Settings.strings
            guard let key else { throw ValidationError(strings.format(.settingsMissingKey, Settings.keys)) }
            guard values.count != 1 else { return }  // the key and the value are checked when set
            guard let specifier = Preferences.specifier(key) else {
                throw ValidationError(PreferenceError.unknownKey(key).message(strings))
            }
            throw ValidationError(values.isEmpty ? strings.format(.settingsMissingValue, key, specifier.allowedValues)
                                                 : strings.format(.settingsOneValue, key, String(values.count)))
        }

        func run() throws {
            let store = Settings.store()
            guard store.path != nil else { fail(Settings.strings[.settingsDisabled]) }
            if let warning = store.load() {
                warn(warning)
                fail(Settings.strings[.settingsCannotSet])
            }
            var preferences = store.preferences
            do {
                try preferences.set(key!, to: values[0])
            } catch {
                fail(error.message(Settings.strings))
            }
            store.update { $0 = preferences }
            if let warning = store.save() { fail(warning) }
        }
    }

    /// `moveme settings reset`: every preference to its default, written even over a file that
    /// could not be used.
    struct Reset: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Settings.strings[.settingsResetAbstract])
        }

        func run() throws {
            let store = Settings.store()
            guard store.path != nil else { fail(Settings.strings[.settingsDisabled]) }
            if let warning = store.reset() { fail(warning) }
        }
    }

    /// The header with the file's path, then a line a preference: key, value, title and the
    /// values it takes, in columns measured by display width (titles may be double-width).
    static func listing(_ store: PreferencesStore) -> String {
        let path = store.path.map { SafeText.escaped($0) } ?? "--no-preferences"
        var lines = [strings.format(.settingsHeader, path)]
        let keyWidth = Preferences.specifiers.map { $0.key.count }.max() ?? 0
        let valueWidth = Preferences.specifiers.map { store.preferences[$0.key]!.count }.max() ?? 0
        for specifier in Preferences.specifiers {
            let value = store.preferences[specifier.key]!
            lines.append("  " + padded(specifier.key, keyWidth) + "  " + padded(value, valueWidth) + "  "
                         + strings[specifier.title] + " (" + specifier.allowedValues + ")")
        }
        return lines.joined(separator: "\n")
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}

/// `moveme: <message>` on stderr.
private func warn(_ message: String) {
    var line = Array("moveme: \(message)\n".utf8)
    _ = write(STDERR_FILENO, &line, line.count)
}

/// `moveme: <message>` on stderr, exit status 2.
private func fail(_ message: String) -> Never {
    warn(message)
    exit(2)
}
